import { CONTENT_PILLAR_MAX } from '@expertos/domain/project.schema';
import {
  TICKET_PILLAR_MESSAGES,
  type Ticket,
  ticketActivityPageSchema,
  ticketSchema,
} from '@expertos/domain/ticket.schema';
import { TICKET_EXPORT_COLUMNS } from '@expertos/domain/ticket-export';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import type { Persona } from '../../test/world.js';
import { createTicketLookups } from './ticket-lookups.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

describe(`a post's pillar on ${testDialect}`, () => {
  let t: Context;
  let world: TicketWorld;
  const ticketUrl = (uid: string) => `/api/tickets/${uid}`;
  const profile = (projectId: string) => `/api/workspaces/${world.a.id}/projects/${projectId}`;
  const setPillars = async (projectId: string, pillars: string[]) => {
    const res = await t.call('owner', 'PUT', profile(projectId), { content_pillars: pillars });
    expect(res.statusCode, res.body).toBe(200);
  };
  const post = (body: object = {}) =>
    t.createTicket('member', world.a.projectId, { summary: 'Reel', ticket_type: 'post', ...body });
  const patch = (uid: string, body: object, persona: Persona = 'member') =>
    t.call(persona, 'PATCH', ticketUrl(uid), body);
  const read = async (uid: string): Promise<Ticket> =>
    ticketSchema.parse((await t.call('member', 'GET', ticketUrl(uid))).json());
  const pillarHistory = async (uid: string) =>
    ticketActivityPageSchema
      .parse((await t.call('member', 'GET', `${ticketUrl(uid)}/activity`)).json())
      .items.toReversed()
      .filter((entry) => entry.field === 'pillar')
      .map(({ kind, from, to }) => ({ kind, from, to }));
  const refusal = (message: string) => ({
    code: 'validation_error',
    details: [{ path: 'pillar', message }],
  });

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    await setPillars(world.a.projectId, ['Origins', 'Brewing at home']);
    // Another brand of the same workspace, with pillars of its own.
    await setPillars(world.hiddenProjectId, ['Wholesale']);
  });
  afterAll(() => t.ctx.close());

  it('is stored on create when it is one of the brand pillars, and read back', async () => {
    const ticket = await post({ pillar: 'Brewing at home' });
    expect(ticket.pillar).toBe('Brewing at home');
    expect((await read(ticket.uid)).pillar).toBe('Brewing at home');
    // A post without one has none.
    expect((await post()).pillar).toBeNull();
  });

  it('refuses on create a pillar the brand does not have, naming the field, and makes nothing', async () => {
    for (const pillar of ['Travel', 'origins', 'Wholesale']) {
      const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
        summary: `With ${pillar}`,
        ticket_type: 'post',
        pillar,
      });
      expect(res.statusCode, pillar).toBe(400);
      expect(res.json()).toMatchObject(refusal(TICKET_PILLAR_MESSAGES.unknown));
    }
    const list = await t.call('member', 'GET', `/api/projects/${world.a.projectId}/tickets?filter=With`);
    expect(list.json().items).toEqual([]);
  });

  it('refuses a pillar that is empty or longer than a profile pillar can be', async () => {
    for (const pillar of ['', '   ', 'x'.repeat(CONTENT_PILLAR_MAX + 1)]) {
      const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
        summary: 'Reel',
        ticket_type: 'post',
        pillar,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'pillar' }] });
    }
  });

  it('is changed and cleared on update, each change in the history', async () => {
    const ticket = await post();
    let res = await patch(ticket.uid, { pillar: 'Origins' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ticketSchema.parse(res.json()).pillar).toBe('Origins');
    res = await patch(ticket.uid, { pillar: 'Brewing at home' });
    expect(ticketSchema.parse(res.json()).pillar).toBe('Brewing at home');
    res = await patch(ticket.uid, { pillar: null });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(ticket.uid)).pillar).toBeNull();
    expect(await pillarHistory(ticket.uid)).toEqual([
      { kind: 'field', from: null, to: 'Origins' },
      { kind: 'field', from: 'Origins', to: 'Brewing at home' },
      { kind: 'field', from: 'Brewing at home', to: null },
    ]);
  });

  it('refuses on update a pillar the brand does not have, and keeps the one it had', async () => {
    const ticket = await post({ pillar: 'Origins' });
    const res = await patch(ticket.uid, { pillar: 'Wholesale', summary: 'Renamed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refusal(TICKET_PILLAR_MESSAGES.unknown));
    // Nothing of the refused change was kept.
    expect(await read(ticket.uid)).toMatchObject({ pillar: 'Origins', summary: 'Reel' });
    expect(await pillarHistory(ticket.uid)).toEqual([]);
  });

  it('keeps a pillar the profile has since dropped, but refuses choosing it again', async () => {
    const ticket = await post({ pillar: 'Origins' });
    await setPillars(world.a.projectId, ['Brewing at home']);
    // Other changes, and the same pillar sent again, still save.
    const res = await patch(ticket.uid, { summary: 'Still Origins', pillar: 'Origins' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ticketSchema.parse(res.json())).toMatchObject({ summary: 'Still Origins', pillar: 'Origins' });
    const other = await post();
    expect((await patch(other.uid, { pillar: 'Origins' })).json()).toMatchObject(
      refusal(TICKET_PILLAR_MESSAGES.unknown),
    );
  });

  it('is a post field: refused on other tickets, kept when a post becomes another type', async () => {
    const created = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'A task',
      pillar: 'Origins',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject(refusal(TICKET_PILLAR_MESSAGES.notPost));

    const task = await t.createTicket('member', world.a.projectId, {
      summary: 'A task',
      ticket_type: 'task',
    });
    const refused = await patch(task.uid, { pillar: 'Origins' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(refusal(TICKET_PILLAR_MESSAGES.notPost));
    // Clearing is never refused; nothing changes.
    expect((await patch(task.uid, { pillar: null })).statusCode).toBe(200);
    // Becoming a post in the same change is enough.
    const became = await patch(task.uid, { ticket_type: 'post', pillar: 'Origins' });
    expect(became.statusCode, became.body).toBe(200);
    expect(ticketSchema.parse(became.json()).pillar).toBe('Origins');
    // A post turned into a task keeps its pillar, as it keeps its format.
    const back = await patch(task.uid, { ticket_type: 'task' });
    expect(ticketSchema.parse(back.json()).pillar).toBe('Origins');
    // Leaving the post in the same change as choosing a pillar is refused.
    const mixed = await post();
    expect((await patch(mixed.uid, { ticket_type: 'task', pillar: 'Origins' })).json()).toMatchObject(
      refusal(TICKET_PILLAR_MESSAGES.notPost),
    );
  });

  it('is exported in the CSV beside the purpose', async () => {
    const ticket = await post({ pillar: 'Brewing at home', post_audience: 'growth' });
    const res = await t.call('member', 'GET', `/api/projects/${world.a.projectId}/tickets/export`);
    expect(res.statusCode).toBe(200);
    const headers = TICKET_EXPORT_COLUMNS.map(([, header]) => header);
    expect(headers.indexOf('Pillar')).toBe(headers.indexOf('Purpose') + 1);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]?.split(',')).toEqual(headers);
    const row = lines.find((line) => line.startsWith(`${ticket.id},`))?.split(',');
    expect(row?.[headers.indexOf('Purpose')]).toBe('Growth');
    expect(row?.[headers.indexOf('Pillar')]).toBe('Brewing at home');
  });

  describe('postLabels: the narrow read of a post labels for other modules', () => {
    it("answers each existing ticket's pillar, purpose and format, whatever the number of ids", async () => {
      const lookups = createTicketLookups(t.ctx.database.db);
      const full = await post({ pillar: 'Origins', post_audience: 'trust_building', post_format: 'reel' });
      const bare = await t.createTicket('member', world.a.projectId, { summary: 'A task' });
      // More ids than one query takes, most of them of no ticket, one repeated.
      const missing = Array.from(
        { length: 700 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      const labels = await lookups.postLabels([...missing, full.uid, bare.uid, full.uid]);
      expect([...labels.keys()].sort()).toEqual([full.uid, bare.uid].sort());
      expect(labels.get(full.uid)).toEqual({ pillar: 'Origins', purpose: 'trust_building', format: 'reel' });
      expect(labels.get(bare.uid)).toEqual({ pillar: null, purpose: null, format: null });
      // The labels as they are now.
      await patch(full.uid, { pillar: null, post_format: 'carousel' });
      expect((await lookups.postLabels([full.uid])).get(full.uid)).toEqual({
        pillar: null,
        purpose: 'trust_building',
        format: 'carousel',
      });
      expect((await lookups.postLabels([])).size).toBe(0);
    });
  });
});
