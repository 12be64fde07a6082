import {
  milestoneListSchema,
  milestoneSchema,
  tagListSchema,
  tagSchema,
} from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

describe('brand tags and milestones: /api/tickets/tags/{projectId}, /api/tickets/milestones/{projectId}', () => {
  let t: Context;
  let world: TicketWorld;
  const tagsUrl = () => `/api/tickets/tags/${world.a.projectId}`;
  const milestonesUrl = () => `/api/tickets/milestones/${world.a.projectId}`;

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('creates a tag (201); the same name in another case answers the existing tag (200)', async () => {
    const created = await t.call('member', 'POST', tagsUrl(), { name: ' Launch ' });
    expect(created.statusCode).toBe(201);
    const tag = tagSchema.parse(created.json());
    expect(tag).toEqual({ uid: expect.any(String), project_uid: world.a.projectId, name: 'Launch' });
    const again = await t.call('admin', 'POST', tagsUrl(), { name: 'LAUNCH' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(tag);
  });

  it('lists the brand’s tags by name, and only that brand’s', async () => {
    for (const name of ['zeta', 'Alpha', 'beta']) await t.call('member', 'POST', tagsUrl(), { name });
    await t.call('admin', 'POST', `/api/tickets/tags/${world.hiddenProjectId}`, { name: 'secret' });
    const res = await t.call('member', 'GET', tagsUrl());
    expect(tagListSchema.parse(res.json()).map((tag) => tag.name)).toEqual(['Alpha', 'beta', 'zeta']);
  });

  it('creates milestones with an optional due date; an existing name answers that one', async () => {
    const created = await t.call('member', 'POST', milestonesUrl(), {
      name: 'Summer launch',
      due_date: '2025-06-30',
    });
    expect(created.statusCode).toBe(201);
    const milestone = milestoneSchema.parse(created.json());
    expect(milestone).toMatchObject({
      name: 'Summer launch',
      due_date: '2025-06-30',
      project_uid: world.a.projectId,
    });
    const again = await t.call('member', 'POST', milestonesUrl(), { name: 'summer LAUNCH' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(milestone);
    await t.call('member', 'POST', milestonesUrl(), { name: 'Autumn' });
    const list = milestoneListSchema.parse((await t.call('member', 'GET', milestonesUrl())).json());
    expect(list.map((m) => m.name)).toEqual(['Autumn', 'Summer launch']);
  });

  it('answers 400 for an empty or too long name', async () => {
    for (const [url, body] of [
      [tagsUrl(), { name: '  ' }],
      [tagsUrl(), { name: 'x'.repeat(41) }],
      [milestonesUrl(), { name: '' }],
      [milestonesUrl(), { name: 'Q3', due_date: 'soon' }],
    ] as const) {
      const res = await t.call('member', 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('refuses external users, outsiders and members without the brand (403)', async () => {
    for (const persona of ['external', 'outsider'] as const) {
      expect((await t.call(persona, 'GET', tagsUrl())).statusCode).toBe(403);
      expect((await t.call(persona, 'POST', milestonesUrl(), { name: 'x' })).statusCode).toBe(403);
    }
    const hidden = await t.call('member', 'GET', `/api/tickets/milestones/${world.hiddenProjectId}`);
    expect(hidden.statusCode).toBe(403);
  });
});
