import { type Ticket, ticketActivityPageSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../platform/storage/media.js';
import type { Person, Persona } from '../../test/world.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

const POST_FIELDS = {
  summary: 'Reel: behind the scenes',
  ticket_type: 'post',
  status: 'in_progress',
  priority: '3',
  description: 'Film the roastery at dawn.',
  due_date: '2025-06-20',
  caption: 'Mornings smell like this.',
  post_platform: 'instagram',
  post_format: 'reel',
  post_audience: 'trust_building',
  film_date: '2025-06-10',
  posted_date: '2025-06-21',
  live_link: 'https://instagram.com/p/abc',
  canva_url: 'https://canva.com/design/xyz',
  drive_raw_link: 'https://drive.google.com/raw',
  drive_final_link: 'https://drive.google.com/final',
  difficulty: 'hard',
  hook: 'You have never seen coffee like this',
  hook_variation_1: 'Coffee, but at 5am',
  hook_variation_2: 'Where your beans wake up',
  hook_variation_3: 'The roast nobody sees',
  keyword_phrase: 'specialty coffee roastery',
  reference_content: 'Like last spring’s series',
  estimate_hours: 2.5,
  estimate_amount: 1_250_000_000_00,
} as const;

describe('tickets: create, read, update, delete', () => {
  let t: Context;
  let world: TicketWorld;
  let people: Record<Persona, Person>;
  const ticketUrl = (uid: string) => `/api/tickets/${uid}`;
  const create = (body: object, persona: Persona = 'member', projectId = world.a.projectId) =>
    t.createTicket(persona, projectId, body);
  const patch = async (uid: string, body: object, persona: Persona = 'member') => {
    const res = await t.call(persona, 'PATCH', ticketUrl(uid), body);
    expect(res.statusCode, res.body).toBe(200);
    return ticketSchema.parse(res.json());
  };
  const activity = async (uid: string) =>
    // The first page, oldest first as the app shows it (the API answers newest first).
    ticketActivityPageSchema
      .parse((await t.call('member', 'GET', `${ticketUrl(uid)}/activity`)).json())
      .items.toReversed();

  beforeAll(async () => {
    t = await createTicketsTestContext();
    people = t.people;
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  describe('POST /api/projects/{projectId}/tickets', () => {
    it('creates a ticket with the task defaults, the caller as reporter and #1 of the workspace', async () => {
      const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
        summary: '  Plan the launch  ',
      });
      expect(res.statusCode).toBe(201);
      const ticket = ticketSchema.parse(res.json());
      expect(ticket).toMatchObject({
        id: 1,
        workspace_uid: world.a.id,
        project_uid: world.a.projectId,
        project: { uid: world.a.projectId, slug: world.a.projectSlug },
        projects: { slug: world.a.projectSlug },
        summary: 'Plan the launch',
        status: 'todo',
        priority: '1',
        ticket_type: 'task',
        assignee: null,
        milestone: null,
        tags: [],
        due_date: null,
        description: '',
        details: { integrations: [], post_details: null },
        caption: null,
        reference_images: [],
        total_spent: 0,
        share_token: null,
        can_edit: true,
      });
      expect(ticket.reporter).toEqual({
        uid: world.a.memberIds.member,
        name: 'Ada Lovelace',
        email: people.member.email,
        image: null,
      });
      expect(ticket.created).toBe(ticket.updated);
      const history = await activity(ticket.uid);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ kind: 'created', actor: { uid: world.a.memberIds.member } });
    });

    it('numbers tickets per workspace, without gaps or repeats under concurrent creates', async () => {
      expect((await create({ summary: 'one' })).id).toBe(1);
      expect((await create({ summary: 'two' }, 'admin', world.hiddenProjectId)).id).toBe(2);
      expect((await create({ summary: 'elsewhere' }, 'outsider', world.b.projectId)).id).toBe(1);
      const made = await Promise.all(
        (['owner', 'admin', 'member', 'owner', 'admin', 'member'] as const).map((p, i) =>
          create({ summary: `race ${i}` }, p),
        ),
      );
      expect(made.map((ticket) => ticket.id).sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8]);
    });

    it('stores every field of a post ticket and answers it under its API names', async () => {
      const ticket = await create(POST_FIELDS);
      const read = ticketSchema.parse((await t.call('member', 'GET', ticketUrl(ticket.uid))).json());
      expect(read).toMatchObject(POST_FIELDS);
      expect(read).toEqual(ticket);
      // Every field of the contract is present (none left to a default of the parser).
      expect(Object.keys(read).sort()).toEqual(Object.keys(ticketSchema.shape).sort());
    });

    it('creates tags by name on the brand, one per spelling whatever the case', async () => {
      const first = await create({ summary: 'a', tags: ['Reels', 'reels', 'Launch'] });
      expect(first.tags).toEqual(['Launch', 'Reels']);
      const second = await create({ summary: 'b', tags: ['REELS'] });
      expect(second.tags).toEqual(['Reels']);
      const tags = (await t.call('member', 'GET', `/api/tickets/tags/${world.a.projectId}`)).json();
      expect(tags.map((tag: { name: string }) => tag.name)).toEqual(['Launch', 'Reels']);
    });

    it('assigns a member who can see the brand and answers the person with name, e-mail and picture', async () => {
      const ticket = await create({ summary: 'a', assignee: world.a.memberIds.admin });
      expect(ticket.assignee).toEqual({
        uid: world.a.memberIds.admin,
        name: 'Ada Lovelace',
        email: people.admin.email,
        image: null,
      });
    });

    it('refuses an assignee who is external, of another workspace or without access to the brand', async () => {
      const attempts: [string, string][] = [
        [world.a.memberIds.external!, world.a.projectId],
        [world.a.memberIds.member!, world.hiddenProjectId],
        ['00000000-0000-4000-8000-000000000000', world.a.projectId],
      ];
      for (const [assignee, projectId] of attempts) {
        const res = await t.call('admin', 'POST', `/api/projects/${projectId}/tickets`, {
          summary: 'x',
          assignee,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'assignee' }] });
      }
      const outsiderMember = await t.ctx.database.db
        .selectFrom('workspace_members')
        .select('id')
        .where('workspace_id', '=', world.b.id)
        .executeTakeFirstOrThrow();
      const foreign = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
        summary: 'x',
        assignee: outsiderMember.id,
      });
      expect(foreign.statusCode).toBe(400);
    });

    it('refuses a milestone of another brand (400) and accepts one of its own', async () => {
      const other = await t.call('admin', 'POST', `/api/tickets/milestones/${world.hiddenProjectId}`, {
        name: 'Q3',
      });
      const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
        summary: 'x',
        milestone: other.json().uid,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ path: 'milestone', message: expect.any(String) }]);

      const own = await t.call('member', 'POST', `/api/tickets/milestones/${world.a.projectId}`, {
        name: 'Launch',
      });
      const ticket = await create({ summary: 'x', milestone: own.json().uid });
      expect(ticket.milestone).toEqual({ uid: own.json().uid, name: 'Launch' });
    });

    it('answers 400 with field details for invalid input, and creates nothing', async () => {
      const cases: [object, string][] = [
        [{}, 'summary'],
        [{ summary: '   ' }, 'summary'],
        [{ summary: 'x', status: 'finished' }, 'status'],
        [{ summary: 'x', priority: '5' }, 'priority'],
        [{ summary: 'x', ticket_type: 'epic' }, 'ticket_type'],
        [{ summary: 'x', due_date: '20/06/2025' }, 'due_date'],
        [{ summary: 'x', live_link: 'not a link' }, 'live_link'],
        [{ summary: 'x', tags: ['a'.repeat(41)] }, 'tags.0'],
      ];
      for (const [body, path] of cases) {
        const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
      }
      const count = await t.ctx.database.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('workspace_id', '=', world.a.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });
  });

  describe('GET /api/tickets/{ticketId}', () => {
    it('answers 404 for a ticket that does not exist (or no longer does)', async () => {
      const res = await t.call('member', 'GET', ticketUrl('00000000-0000-4000-8000-000000000000'));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    });

    it('shows its brand, and its people as every other reply shows them (uploaded avatar, Jira-only mark)', async () => {
      const db = t.ctx.database.db;
      const made = await create({ summary: 'Read me', assignee: world.a.memberIds.admin });
      // The assignee has uploaded a picture and is marked as one of the Jira integration's people.
      await db
        .insertInto('profiles')
        .values({
          user_id: people.admin.id,
          skills: '[]',
          avatar_key: 'avatars/ada.png',
          updated_at: '2025-01-01',
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ avatar_key: 'avatars/ada.png' }))
        .execute();
      await db
        .updateTable('workspace_members')
        .set({ jira_associated: 1 })
        .where('id', '=', world.a.memberIds.admin!)
        .execute();
      const brand = await db
        .selectFrom('projects')
        .select(['name', 'slug'])
        .where('id', '=', world.a.projectId)
        .executeTakeFirstOrThrow();

      const res = await t.call('member', 'GET', ticketUrl(made.uid));
      expect(res.statusCode, res.body).toBe(200);
      const ticket = ticketSchema.parse(res.json());
      const shown = await createPeopleService(db).refs([world.a.memberIds.admin!, world.a.memberIds.member!]);
      expect(ticket.assignee).toEqual(shown.get(world.a.memberIds.admin!));
      expect(ticket.assignee).toMatchObject({ image: mediaUrl('avatars/ada.png'), from_jira: true });
      expect(ticket.reporter).toEqual(shown.get(world.a.memberIds.member!));
      expect(ticket.project).toEqual({ uid: world.a.projectId, name: brand.name, slug: brand.slug });
    });
  });

  describe('PATCH /api/tickets/{ticketId}', () => {
    let ticket: Ticket;
    beforeEach(async () => {
      ticket = await create({ summary: 'Draft the caption', tags: ['Copy'] });
    });

    it('changes the given fields only, bumps updated and keeps each change in the history', async () => {
      const milestone = (
        await t.call('member', 'POST', `/api/tickets/milestones/${world.a.projectId}`, { name: 'June' })
      ).json();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const changed = await patch(ticket.uid, {
        status: 'needs_approval',
        assignee: world.a.memberIds.member,
        priority: '2',
        due_date: '2025-07-01',
        summary: 'Write the caption',
        description: 'A long brief',
        milestone: milestone.uid,
        tags: ['copy', 'Urgent'],
      });
      expect(changed).toMatchObject({
        status: 'needs_approval',
        priority: '2',
        due_date: '2025-07-01',
        summary: 'Write the caption',
        description: 'A long brief',
        milestone: { uid: milestone.uid, name: 'June' },
        tags: ['Copy', 'Urgent'],
        assignee: { uid: world.a.memberIds.member },
        ticket_type: 'task',
        created: ticket.created,
      });
      expect(changed.updated > ticket.updated).toBe(true);

      const history = await activity(ticket.uid);
      const entries = history.slice(1).map(({ kind, field, from, to }) => ({ kind, field, from, to }));
      expect(entries).toEqual(
        expect.arrayContaining([
          { kind: 'status', field: null, from: 'todo', to: 'needs_approval' },
          { kind: 'priority', field: null, from: '1', to: '2' },
          { kind: 'due_date', field: null, from: null, to: '2025-07-01' },
          { kind: 'assignee', field: null, from: null, to: world.a.memberIds.member },
          { kind: 'field', field: 'summary', from: 'Draft the caption', to: 'Write the caption' },
          { kind: 'field', field: 'description', from: null, to: null },
          { kind: 'field', field: 'milestone', from: null, to: milestone.uid },
          { kind: 'field', field: 'tags', from: 'Copy', to: 'Copy, Urgent' },
        ]),
      );
      expect(entries).toHaveLength(8);
      expect(history.every((entry) => entry.actor?.uid === world.a.memberIds.member)).toBe(true);
    });

    it('moves freely between any two statuses, recording each move', async () => {
      for (const status of ['done', 'draft', 'rejected', 'in_progress'] as const) {
        expect((await patch(ticket.uid, { status })).status).toBe(status);
      }
      const moves = (await activity(ticket.uid)).filter((entry) => entry.kind === 'status');
      expect(moves.map((m) => [m.from, m.to])).toEqual([
        ['todo', 'done'],
        ['done', 'draft'],
        ['draft', 'rejected'],
        ['rejected', 'in_progress'],
      ]);
    });

    it('changes nothing, not even updated, when the values are the current ones', async () => {
      const same = await patch(ticket.uid, { summary: 'Draft the caption', status: 'todo', tags: ['COPY'] });
      expect(same.updated).toBe(ticket.updated);
      expect(await activity(ticket.uid)).toHaveLength(1);
    });

    it('unassigns and clears with null', async () => {
      await patch(ticket.uid, { assignee: world.a.memberIds.admin, due_date: '2025-01-01' });
      const cleared = await patch(ticket.uid, { assignee: null, due_date: null, tags: [] });
      expect(cleared).toMatchObject({ assignee: null, due_date: null, tags: [] });
    });

    it('refuses an invalid change with 400 and leaves the ticket as it was', async () => {
      for (const body of [
        { status: 'finished' },
        { summary: '' },
        { assignee: world.a.memberIds.external },
        { estimate_hours: -1 },
      ]) {
        const res = await t.call('member', 'PATCH', ticketUrl(ticket.uid), body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const read = ticketSchema.parse((await t.call('member', 'GET', ticketUrl(ticket.uid))).json());
      expect(read).toEqual(ticket);
    });

    it('refuses days that do not exist or lie far off (400), on every date field, and stores nothing', async () => {
      const cases: [object, string][] = [
        [{ due_date: '2026-02-31' }, 'due_date'],
        [{ due_date: '0000-00-00' }, 'due_date'],
        [{ film_date: '2026-13-45' }, 'film_date'],
        [{ posted_date: '9999-12-31' }, 'posted_date'],
        [{ posted_date: '2023-02-29' }, 'posted_date'],
        [{ remind_at: '2026-02-31T09:00:00Z' }, 'remind_at'],
        [{ remind_at: '9999-12-31T23:59:59Z' }, 'remind_at'],
        [{ remind_at: '0000-01-01T00:00:00+00:00' }, 'remind_at'],
      ];
      for (const [body, path] of cases) {
        for (const res of [
          await t.call('member', 'PATCH', ticketUrl(ticket.uid), body),
          await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
            summary: 'x',
            ...body,
          }),
        ]) {
          expect(res.statusCode, JSON.stringify(body)).toBe(400);
          expect(res.json().code).toBe('validation_error');
          expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
        }
      }
      const milestone = await t.call('member', 'POST', `/api/tickets/milestones/${world.a.projectId}`, {
        name: 'Never',
        due_date: '2026-02-31',
      });
      expect(milestone.statusCode).toBe(400);
      expect(milestone.json().code).toBe('validation_error');
      const bulk = await t.call('admin', 'POST', `/api/workspaces/${world.a.id}/tickets/bulk`, {
        uids: [ticket.uid],
        changes: { due_date: '0000-00-00' },
      });
      expect(bulk.statusCode).toBe(400);
      expect(bulk.json().code).toBe('validation_error');
      const read = ticketSchema.parse((await t.call('member', 'GET', ticketUrl(ticket.uid))).json());
      expect(read).toEqual(ticket);
      // A leap day is a real day.
      expect((await patch(ticket.uid, { due_date: '2024-02-29' })).due_date).toBe('2024-02-29');
    });
  });

  describe('DELETE /api/tickets/{ticketId}', () => {
    it('removes the ticket with its history; it then answers 404', async () => {
      const ticket = await create({ summary: 'Short-lived', tags: ['x'] });
      const res = await t.call('member', 'DELETE', ticketUrl(ticket.uid));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await t.call('member', 'GET', ticketUrl(ticket.uid))).statusCode).toBe(404);
      const rows = await t.ctx.database.db
        .selectFrom('ticket_activity')
        .select('id')
        .where('ticket_id', '=', ticket.uid)
        .execute();
      expect(rows).toEqual([]);
    });
  });
});
