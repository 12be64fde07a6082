import {
  milestoneListSchema,
  TICKET_SORT_FIELDS,
  type Ticket,
  type TicketListItem,
  type TicketSortField,
  tagListSchema,
  ticketCountsSchema,
  ticketPageSchema,
} from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES } from '@expertos/domain/tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import { createTicketListRepository } from './ticket-list.repository.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;
type Sort = TicketSortField;

/** The value a list sorts by, as the server keeps it. */
function sortKey(item: TicketListItem, sort: Sort): string | number {
  switch (sort) {
    case 'updated':
      return item.updated;
    case 'created':
      return item.created;
    case 'id':
      return item.id;
    case 'due_date':
      return item.due_date ?? '9999-12-31';
    case 'priority':
      return item.priority;
    case 'status':
      return TICKET_STATUSES.indexOf(item.status);
    case 'summary':
      return item.summary.toLowerCase();
    case 'ticket_type':
      return item.ticket_type;
    case 'assignee':
      return (item.assignee?.name ?? item.assignee?.email ?? '').toLowerCase();
    case 'brand':
      return item.project.name.toLowerCase();
    case 'tags':
      return item.tags.map((tag) => tag.toLowerCase()).sort()[0] ?? '';
  }
}

function expectedOrder(items: TicketListItem[], sort: Sort, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...items]
    .sort((a, b) => sign * (compare(sortKey(a, sort), sortKey(b, sort)) || compare(a.uid, b.uid)))
    .map((item) => item.uid);
}

describe('ticket lists: GET /api/workspaces/{workspaceId}/tickets and /api/projects/{projectId}/tickets', () => {
  let t: Context;
  let world: TicketWorld;
  const made: Record<string, Ticket> = {};
  let milestoneUid: string;

  const list = async (
    query: string,
    persona: Persona = 'admin',
    base = `/api/workspaces/${world.a.id}/tickets`,
  ) => {
    const res = await t.call(persona, 'GET', `${base}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ticketPageSchema.parse(res.json());
  };
  /** The summaries a query lists (every page), sorted, to compare sets. */
  const found = async (query: string, persona: Persona = 'admin') =>
    (await list(`limit=200&${query}`, persona)).items.map((item) => item.summary).sort();

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
    const a = world.a.projectId;
    milestoneUid = (await t.call('admin', 'POST', `/api/tickets/milestones/${a}`, { name: 'M1' })).json().uid;
    made.reel = await t.createTicket('admin', a, {
      summary: 'Reel about coffee',
      ticket_type: 'post',
      post_platform: 'instagram',
      tags: ['Reels', 'Launch'],
      assignee: world.a.memberIds.member,
      posted_date: '2025-03-05',
      due_date: '2025-03-20',
      priority: '3',
    });
    made.story = await t.createTicket('admin', a, {
      summary: 'Story: 50% off_sale',
      ticket_type: 'post',
      status: 'in_progress',
      post_platform: 'tiktok',
      tags: ['reels'],
      film_date: '2025-03-10',
      due_date: '2025-04-01',
      milestone: milestoneUid,
      priority: '0',
    });
    made.call = await t.createTicket('member', a, {
      summary: 'Call with client',
      ticket_type: 'call_notes',
      status: 'done',
      assignee: world.a.memberIds.admin,
      due_date: '2025-03-15',
      priority: '2',
    });
    made.estimate = await t.createTicket('admin', a, {
      summary: 'Estimate for Q2',
      ticket_type: 'estimate',
      tags: ['Budget'],
    });
    made.hidden = await t.createTicket('admin', world.hiddenProjectId, {
      summary: 'Hidden brand task',
      tags: ['REELS'],
      assignee: world.a.memberIds.admin,
    });
    made.poster = await t.createTicket('admin', a, { summary: 'Posters offsale', ticket_type: 'design' });
    await t.createTicket('outsider', world.b.projectId, { summary: 'Reel about coffee elsewhere' });
    // Known update times for the date-range filter: the last millisecond of a day and the first of the next.
    const db = t.ctx.database.db;
    await db
      .updateTable('tickets')
      .set({ updated_at: '2025-01-10T23:59:59.999Z' })
      .where('id', '=', made.reel.uid)
      .execute();
    await db
      .updateTable('tickets')
      .set({ updated_at: '2025-01-11T00:00:00.000Z' })
      .where('id', '=', made.story.uid)
      .execute();
  });
  afterAll(() => t.ctx.close());

  const ALL_A = [
    'Call with client',
    'Estimate for Q2',
    'Posters offsale',
    'Reel about coffee',
    'Story: 50% off_sale',
  ];

  describe('who sees what', () => {
    it('shows an admin every brand of the workspace, and nothing of another workspace', async () => {
      expect(await found('')).toEqual([...ALL_A, 'Hidden brand task'].sort());
    });

    it('shows a member only the brands granted to them, even when they ask for another', async () => {
      expect(await found('', 'member')).toEqual(ALL_A);
      expect(await found(`projectFilter=${world.hiddenProjectId}`, 'member')).toEqual([]);
    });

    it("lists one brand's tickets at /projects/{projectId}/tickets, ignoring projectFilter", async () => {
      const page = await list(
        `projectFilter=${world.hiddenProjectId}&limit=200`,
        'member',
        `/api/projects/${world.a.projectId}/tickets`,
      );
      expect(page.items.map((item) => item.summary).sort()).toEqual(ALL_A);
      const hidden = await t.call('member', 'GET', `/api/projects/${world.hiddenProjectId}/tickets`);
      expect(hidden.statusCode).toBe(403);
    });

    it('answers list rows with tag names, the assignee, the milestone and the brand', async () => {
      const rows = (await list('limit=200')).items;
      const reel = rows.find((row) => row.uid === made.reel!.uid)!;
      expect(reel).toEqual({
        uid: made.reel!.uid,
        id: 1,
        workspace_uid: world.a.id,
        project_uid: world.a.projectId,
        project: { uid: world.a.projectId, name: world.a.projectSlug, slug: world.a.projectSlug },
        summary: 'Reel about coffee',
        status: 'todo',
        priority: '3',
        ticket_type: 'post',
        assignee: {
          uid: world.a.memberIds.member,
          name: 'Ada Lovelace',
          email: t.people.member.email,
          image: null,
        },
        milestone: null,
        tags: ['Launch', 'Reels'],
        due_date: '2025-03-20',
        post_platform: 'instagram',
        film_date: null,
        posted_date: '2025-03-05',
        checklist: { done: 0, total: 0 },
        recurring: null,
        created: made.reel!.created,
        updated: '2025-01-10T23:59:59.999Z',
      });
      const story = rows.find((row) => row.uid === made.story!.uid)!;
      expect(story.milestone).toEqual({ uid: milestoneUid, name: 'M1' });
    });
  });

  describe('filters', () => {
    it('status: one status, or all', async () => {
      expect(await found('status=todo')).toEqual([
        'Estimate for Q2',
        'Hidden brand task',
        'Posters offsale',
        'Reel about coffee',
      ]);
      expect(await found('status=done')).toEqual(['Call with client']);
      expect(await found('status=all')).toHaveLength(6);
    });

    it('tags: any of the names, whatever their case, on every brand the caller sees', async () => {
      expect(await found('tags=REELS')).toEqual([
        'Hidden brand task',
        'Reel about coffee',
        'Story: 50% off_sale',
      ]);
      expect(await found('tags=reels', 'member')).toEqual(['Reel about coffee', 'Story: 50% off_sale']);
      expect(await found('tags=budget,launch')).toEqual(['Estimate for Q2', 'Reel about coffee']);
      expect(await found('tags=nothing-like-this')).toEqual([]);
    });

    it('projectFilter: only the brands named', async () => {
      expect(await found(`projectFilter=${world.hiddenProjectId}`)).toEqual(['Hidden brand task']);
      expect(await found(`projectFilter=${world.hiddenProjectId},${world.a.projectId}`)).toHaveLength(6);
    });

    it('milestones', async () => {
      expect(await found(`milestones=${milestoneUid}`)).toEqual(['Story: 50% off_sale']);
    });

    it("teamFilter: the assignees named, 'unassigned' for none", async () => {
      const { member, admin } = world.a.memberIds;
      expect(await found(`teamFilter=${member}`)).toEqual(['Reel about coffee']);
      expect(await found('teamFilter=unassigned')).toEqual([
        'Estimate for Q2',
        'Posters offsale',
        'Story: 50% off_sale',
      ]);
      expect(await found(`teamFilter=unassigned,${admin}`)).toEqual([
        'Call with client',
        'Estimate for Q2',
        'Hidden brand task',
        'Posters offsale',
        'Story: 50% off_sale',
      ]);
    });

    it('userFilter: the reporters named', async () => {
      expect(await found(`userFilter=${world.a.memberIds.member}`)).toEqual(['Call with client']);
    });

    it('filter: text in the summary whatever its case, taken literally, or the #number', async () => {
      expect(await found('filter=COFFEE')).toEqual(['Reel about coffee']);
      // % and _ are letters here, not wildcards ('f_s' would otherwise match 'offsale').
      expect(await found(`filter=${encodeURIComponent('%')}`)).toEqual(['Story: 50% off_sale']);
      expect(await found('filter=f_s')).toEqual(['Story: 50% off_sale']);
      expect(await found(`filter=${encodeURIComponent('#3')}`)).toEqual(['Call with client']);
      expect(await found('filter=3')).toEqual(['Call with client']);
      expect(await found('filter=%20%20')).toHaveLength(6);
    });

    it('finds the same tickets whether a tag filter gathers the tagged tickets first or checks each one', async () => {
      const db = t.ctx.database.db;
      const lists = createTicketListRepository(db, t.ctx.database.dialect);
      const reels = await db.selectFrom('ticket_tags').select('id').where('name_key', '=', 'reels').execute();
      const ids = reels.map((row) => row.id);
      const scope = { workspaceId: world.a.id, projectIds: null };
      for (const field of TICKET_SORT_FIELDS) {
        const sort = { field, order: 'desc' as const };
        const gathered = await lists.page(scope, { tags: { ids, probe: false } }, sort, 50);
        const probed = await lists.page(scope, { tags: { ids, probe: true } }, sort, 50);
        expect(gathered.map((row) => row.summary).sort()).toEqual([
          'Hidden brand task',
          'Reel about coffee',
          'Story: 50% off_sale',
        ]);
        expect(probed.map((row) => row.id)).toEqual(gathered.map((row) => row.id));
      }
    });

    it('ticket_type and post_platform: any of the values', async () => {
      expect(await found('ticket_type=post,estimate')).toEqual([
        'Estimate for Q2',
        'Reel about coffee',
        'Story: 50% off_sale',
      ]);
      expect(await found('post_platform=tiktok')).toEqual(['Story: 50% off_sale']);
      expect(await found('ticket_type=design&status=todo')).toEqual(['Posters offsale']);
    });

    it('updated_from / updated_to: whole days, both ends included', async () => {
      expect(await found('updated_from=2025-01-10&updated_to=2025-01-10')).toEqual(['Reel about coffee']);
      expect(await found('updated_to=2025-01-11')).toEqual(['Reel about coffee', 'Story: 50% off_sale']);
      expect(await found('updated_from=2025-01-11&updated_to=2025-01-11')).toEqual(['Story: 50% off_sale']);
      expect(await found('updated_from=2025-01-12')).toHaveLength(4);
    });

    it('date_from / date_to: posts on their posted, else film date; other tickets on their due date', async () => {
      expect(await found('date_from=2025-03-01&date_to=2025-03-12')).toEqual([
        'Reel about coffee',
        'Story: 50% off_sale',
      ]);
      expect(await found('date_from=2025-03-13&date_to=2025-03-31')).toEqual(['Call with client']);
    });

    it('due_from / due_to: tickets due within the days, both ends included', async () => {
      expect(await found('due_from=2025-03-15&due_to=2025-03-20')).toEqual([
        'Call with client',
        'Reel about coffee',
      ]);
      expect(await found('due_from=2025-03-21')).toEqual(['Story: 50% off_sale']);
      const res = await t.call('admin', 'GET', `/api/workspaces/${world.a.id}/tickets?due_to=2025-02-30`);
      expect(res.statusCode).toBe(400);
    });

    it('answers 400 with the field for a value no filter takes', async () => {
      for (const [query, path] of [
        ['status=finished', 'status'],
        ['ticket_type=epic', 'ticket_type'],
        ['updated_from=yesterday', 'updated_from'],
        ['limit=0', 'limit'],
        ['limit=500', 'limit'],
        ['sort=reporter', 'sort'],
      ]) {
        const res = await t.call('admin', 'GET', `/api/workspaces/${world.a.id}/tickets?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(
          res
            .json()
            .details.map((d: { path: string }) => d.path)
            .join(' '),
          query,
        ).toContain(path);
      }
    });
  });

  it('refuses impossible or far-off days in the date filters on both lists and both counts (400)', async () => {
    const routes = [
      `/api/workspaces/${world.a.id}/tickets`,
      `/api/workspaces/${world.a.id}/tickets/counts`,
      `/api/projects/${world.a.projectId}/tickets`,
      `/api/projects/${world.a.projectId}/tickets/counts`,
    ];
    for (const route of routes) {
      for (const [query, path] of [
        ['updated_to=2026-13-45', 'updated_to'],
        ['updated_from=2026-02-31', 'updated_from'],
        ['updated_from=0000-00-00', 'updated_from'],
        ['updated_to=9999-12-31', 'updated_to'],
        ['date_from=2026-02-30', 'date_from'],
      ]) {
        const res = await t.call('admin', 'GET', `${route}?${query}`);
        expect(res.statusCode, `${route}?${query}`).toBe(400);
        expect(res.json().code).toBe('validation_error');
        expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
      }
    }
  });

  describe('sorting and pages', () => {
    // Every column of the table sorts (docs/product.md#task-lists-and-filters).
    const SORTS: Sort[] = [...TICKET_SORT_FIELDS];

    it.each(SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
      'sorts by %s, then by ticket id',
      async (sortAndOrder) => {
        const [sort, order] = sortAndOrder.split(' ') as [Sort, 'asc' | 'desc'];
        const items = (await list(`sort=${sort}&order=${order}&limit=200`)).items;
        expect(items).toHaveLength(6);
        expect(items.map((item) => item.uid)).toEqual(expectedOrder(items, sort, order));
      },
    );

    it.each(SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
      'pages by %s with a cursor: every ticket once, in order, across ties',
      async (sortAndOrder) => {
        const [sort, order] = sortAndOrder.split(' ') as [Sort, 'asc' | 'desc'];
        const whole = (await list(`sort=${sort}&order=${order}&limit=200`)).items.map((item) => item.uid);
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const query: string = `sort=${sort}&order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
          const page = await list(query);
          expect(page.items.length).toBeLessThanOrEqual(2);
          paged.push(...page.items.map((item) => item.uid));
          cursor = page.next_cursor;
        } while (cursor);
        expect(paged).toEqual(whole);
      },
    );

    // Several brands are matched by an expression rather than an IN list on a page (ticket-list.repository.ts, brandIn).
    it.each(SORTS.flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
      'pages by %s over several named brands exactly as over the whole workspace',
      async (sortAndOrder) => {
        const [sort, order] = sortAndOrder.split(' ') as [Sort, 'asc' | 'desc'];
        const whole = (await list(`sort=${sort}&order=${order}&limit=200`)).items.map((item) => item.uid);
        const brands = `projectFilter=${world.a.projectId},${world.hiddenProjectId}`;
        const paged: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await list(
            `${brands}&sort=${sort}&order=${order}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
          );
          paged.push(...page.items.map((item) => item.uid));
          cursor = page.next_cursor;
        } while (cursor);
        expect(paged).toEqual(whole);
      },
    );

    it('keeps pages stable when many tickets share the sort value', async () => {
      const db = t.ctx.database.db;
      const tie = '2025-02-02T02:02:02.000Z';
      const uids = [made.call!.uid, made.estimate!.uid, made.poster!.uid, made.hidden!.uid];
      const before = await db
        .selectFrom('tickets')
        .select(['id', 'updated_at'])
        .where('id', 'in', uids)
        .execute();
      await db.updateTable('tickets').set({ updated_at: tie }).where('id', 'in', uids).execute();
      try {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await list(`status=all&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
          seen.push(...page.items.map((item) => item.uid));
          cursor = page.next_cursor;
        } while (cursor);
        expect(seen).toHaveLength(6);
        expect(new Set(seen).size).toBe(6);
        // Ties come in descending ticket id, as the rest of the order.
        const tied = seen.filter((uid) => uids.includes(uid));
        expect(tied).toEqual([...uids].sort().reverse());
      } finally {
        for (const row of before) {
          await db
            .updateTable('tickets')
            .set({ updated_at: row.updated_at })
            .where('id', '=', row.id)
            .execute();
        }
      }
    });

    it('pages by summary past a ticket whose summary is as long as allowed', async () => {
      const long = await t.createTicket('admin', world.a.projectId, {
        summary: `${'z'.repeat(150)}${'ж'.repeat(150)}`,
      });
      try {
        const first = await list('sort=summary&order=desc&limit=1');
        expect(first.items.map((item) => item.uid)).toEqual([long.uid]);
        const second = await list(`sort=summary&order=desc&limit=1&cursor=${first.next_cursor}`);
        expect(second.items).toHaveLength(1);
        expect(second.items[0]?.uid).not.toBe(long.uid);
      } finally {
        await t.ctx.database.db.deleteFrom('tickets').where('id', '=', long.uid).execute();
      }
    });

    it('combines a cursor with filters', async () => {
      const first = await list('tags=reels&limit=1&sort=id&order=asc');
      expect(first.items.map((item) => item.summary)).toEqual(['Reel about coffee']);
      const second = await list(`tags=reels&limit=1&sort=id&order=asc&cursor=${first.next_cursor}`);
      expect(second.items.map((item) => item.summary)).toEqual(['Story: 50% off_sale']);
      const third = await list(`tags=reels&limit=1&sort=id&order=asc&cursor=${second.next_cursor}`);
      expect(third.items.map((item) => item.summary)).toEqual(['Hidden brand task']);
      expect(third.next_cursor).toBeNull();
    });

    it('answers 400 for a cursor that is not one of ours, or not of this sort', async () => {
      const byUpdated = (await list('limit=1')).next_cursor!;
      for (const query of [
        'cursor=garbage',
        `cursor=${Buffer.from('[1]').toString('base64url')}`,
        `sort=id&cursor=${byUpdated}`,
      ]) {
        const res = await t.call('admin', 'GET', `/api/workspaces/${world.a.id}/tickets?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'cursor' }] });
      }
    });
  });

  describe('GET …/tickets/counts', () => {
    it('counts per status under the same filters, every status present', async () => {
      const res = await t.call('admin', 'GET', `/api/workspaces/${world.a.id}/tickets/counts`);
      const counts = ticketCountsSchema.parse(res.json());
      expect(counts.total).toBe(6);
      expect(Object.keys(counts.by_status).sort()).toEqual([...TICKET_STATUSES].sort());
      expect(counts.by_status).toMatchObject({ todo: 4, in_progress: 1, done: 1, draft: 0, posted: 0 });

      const reels = ticketCountsSchema.parse(
        (await t.call('member', 'GET', `/api/workspaces/${world.a.id}/tickets/counts?tags=reels`)).json(),
      );
      expect(reels.total).toBe(2);
      expect(reels.by_status).toMatchObject({ todo: 1, in_progress: 1, done: 0 });

      const hidden = await t.call('member', 'GET', `/api/projects/${world.hiddenProjectId}/tickets/counts`);
      expect(hidden.statusCode).toBe(403);
    });

    it("counts one brand's tickets", async () => {
      const res = await t.call(
        'admin',
        'GET',
        `/api/projects/${world.hiddenProjectId}/tickets/counts?status=todo`,
      );
      const counts = ticketCountsSchema.parse(res.json());
      expect(counts.total).toBe(1);
      expect(counts.by_status.todo).toBe(1);
      expect(counts.by_status.done).toBe(0);
    });
  });

  describe('what the filter bar offers', () => {
    it('GET …/tickets/tags and …/milestones: of the brands the caller may see, by name', async () => {
      const tags = async (persona: Persona) =>
        tagListSchema
          .parse((await t.call(persona, 'GET', `/api/workspaces/${world.a.id}/tickets/tags`)).json())
          .map((tag) => [tag.name, tag.project_uid === world.hiddenProjectId ? 'hidden' : 'a']);
      expect(await tags('member')).toEqual([
        ['Budget', 'a'],
        ['Launch', 'a'],
        ['Reels', 'a'],
      ]);
      const forAdmin = await tags('admin');
      expect(forAdmin.slice(0, 2)).toEqual([
        ['Budget', 'a'],
        ['Launch', 'a'],
      ]);
      // One tag per spelling on each brand: the two brands' 'reels' are two tags.
      expect(forAdmin.slice(2).sort()).toEqual([
        ['REELS', 'hidden'],
        ['Reels', 'a'],
      ]);

      await t.call('admin', 'POST', `/api/tickets/milestones/${world.hiddenProjectId}`, { name: 'Secret' });
      const milestones = async (persona: Persona) =>
        milestoneListSchema
          .parse((await t.call(persona, 'GET', `/api/workspaces/${world.a.id}/tickets/milestones`)).json())
          .map((m) => m.name);
      expect(await milestones('member')).toEqual(['M1']);
      expect(await milestones('admin')).toEqual(['M1', 'Secret']);
    });

    it('GET …/tickets/assignees: joined members who are not external', async () => {
      const res = await t.call('member', 'GET', `/api/workspaces/${world.a.id}/tickets/assignees`);
      const uids = res
        .json()
        .map((person: { uid: string }) => person.uid)
        .sort();
      const { owner, admin, member } = world.a.memberIds;
      expect(uids).toEqual([owner, admin, member].sort());
    });
  });
});
