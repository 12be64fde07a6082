import { randomUUID } from 'node:crypto';
import { ticketCountsSchema, ticketPageSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/portable.js';
import { testDialect } from '../../test/context.js';
import { insertProject, insertProjectMember } from '../../test/workspace-fixtures.js';
import { createTicketsTestContext, insertTicket, type TicketWorld } from './tickets.fixtures.js';

/**
 * The list versions (db/migrations/0020-list-versions.ts) and the list cache built on them
 * (ticket-list.cache.ts): every write to a row a list shows raises its workspace's version,
 * whoever makes it, and a kept page or a 304 is never given once something it shows changed.
 * Writes go straight to the database here, past the API, as imports and hand-run SQL would.
 */
describe(`list versions on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  const db = () => t.ctx.database.db;

  const versionOf = async (workspaceId: string) => {
    const row = await db()
      .selectFrom('list_versions')
      .select('version')
      .where('workspace_id', '=', workspaceId)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  };

  /** By how much a write raised workspace A's version, and whether it left B's alone. */
  async function raised(write: () => Promise<unknown>): Promise<number> {
    const [a, b] = [await versionOf(world.a.id), await versionOf(world.b.id)];
    await write();
    expect(await versionOf(world.b.id)).toBe(b);
    return (await versionOf(world.a.id)) - a;
  }

  const tagIn = async (projectId: string, name: string) => {
    const id = randomUUID();
    await db()
      .insertInto('ticket_tags')
      .values({ id, project_id: projectId, name, name_key: name.toLowerCase(), created_at: nowIso() })
      .execute();
    return id;
  };

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  describe('are raised by the database', () => {
    it('when a ticket is made, changed or deleted', async () => {
      let id = '';
      expect(
        await raised(async () => {
          id = await insertTicket(db(), { workspaceId: world.a.id, projectId: world.a.projectId });
        }),
      ).toBeGreaterThan(0);
      expect(
        await raised(() =>
          db().updateTable('tickets').set({ summary: 'Renamed' }).where('id', '=', id).execute(),
        ),
      ).toBeGreaterThan(0);
      expect(
        await raised(() =>
          db()
            .updateTable('tickets')
            .set({ project_id: world.hiddenProjectId })
            .where('id', '=', id)
            .execute(),
        ),
      ).toBeGreaterThan(0);
      expect(await raised(() => db().deleteFrom('tickets').where('id', '=', id).execute())).toBeGreaterThan(
        0,
      );
    });

    it('when a tag is made, renamed, put on a ticket or taken off it', async () => {
      const ticket = await insertTicket(db(), { workspaceId: world.a.id, projectId: world.a.projectId });
      let tag = '';
      expect(
        await raised(async () => {
          tag = await tagIn(world.a.projectId, 'launch');
        }),
      ).toBeGreaterThan(0);
      expect(
        await raised(() =>
          db().insertInto('ticket_tag_links').values({ ticket_id: ticket, tag_id: tag }).execute(),
        ),
      ).toBeGreaterThan(0);
      expect(
        await raised(() =>
          db().updateTable('ticket_tags').set({ name: 'Launch' }).where('id', '=', tag).execute(),
        ),
      ).toBeGreaterThan(0);
      expect(
        await raised(() => db().deleteFrom('ticket_tag_links').where('ticket_id', '=', ticket).execute()),
      ).toBeGreaterThan(0);
    });

    it('when a milestone is made, renamed or deleted', async () => {
      const id = randomUUID();
      const insert = () =>
        db()
          .insertInto('milestones')
          .values({
            id,
            project_id: world.a.projectId,
            name: 'Q1',
            name_key: 'q1',
            due_date: null,
            created_at: nowIso(),
          })
          .execute();
      expect(await raised(insert)).toBeGreaterThan(0);
      expect(
        await raised(() => db().updateTable('milestones').set({ name: 'Q2' }).where('id', '=', id).execute()),
      ).toBeGreaterThan(0);
      expect(
        await raised(() => db().deleteFrom('milestones').where('id', '=', id).execute()),
      ).toBeGreaterThan(0);
    });

    it('when a brand is renamed or deleted, and not when a column no list shows changes', async () => {
      expect(
        await raised(() =>
          db()
            .updateTable('projects')
            .set({ name: 'New name' })
            .where('id', '=', world.a.projectId)
            .execute(),
        ),
      ).toBeGreaterThan(0);
      expect(
        await raised(() =>
          db()
            .updateTable('projects')
            .set({ shopify_site: 'https://shop.example.com' })
            .where('id', '=', world.a.projectId)
            .execute(),
        ),
      ).toBe(0);
      const doomed = await insertProject(db(), world.a.id, t.people.owner.id);
      await insertTicket(db(), { workspaceId: world.a.id, projectId: doomed });
      expect(
        await raised(() => db().deleteFrom('projects').where('id', '=', doomed).execute()),
      ).toBeGreaterThan(0);
    });

    it("when a member changes, or a person's name or avatar does (in every workspace of theirs)", async () => {
      const memberId = world.a.memberIds.member!;
      expect(
        await raised(() =>
          db()
            .updateTable('workspace_members')
            .set({ email: 'new@example.com' })
            .where('id', '=', memberId)
            .execute(),
        ),
      ).toBeGreaterThan(0);
      const userId = t.people.member.id;
      expect(
        await raised(() =>
          db().updateTable('user').set({ name: 'Renamed Person' }).where('id', '=', userId).execute(),
        ),
      ).toBeGreaterThan(0);
      // Setting the same name again changes nothing a list shows.
      expect(
        await raised(() =>
          db().updateTable('user').set({ name: 'Renamed Person' }).where('id', '=', userId).execute(),
        ),
      ).toBe(0);
      const hasProfile = await db()
        .selectFrom('profiles')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!hasProfile) {
        expect(
          await raised(() =>
            db()
              .insertInto('profiles')
              .values({
                user_id: userId,
                job_title: null,
                industry: null,
                skills: '[]',
                avatar_key: null,
                updated_at: nowIso(),
              })
              .execute(),
          ),
        ).toBeGreaterThan(0);
      }
      expect(
        await raised(() =>
          db()
            .updateTable('profiles')
            .set({ avatar_key: 'avatars/new.png' })
            .where('user_id', '=', userId)
            .execute(),
        ),
      ).toBeGreaterThan(0);
      expect(
        await raised(() =>
          db().updateTable('profiles').set({ job_title: 'Editor' }).where('user_id', '=', userId).execute(),
        ),
      ).toBe(0);
    });
  });

  describe('keep list replies only while they are true', () => {
    const listUrl = () => `/api/workspaces/${world.a.id}/tickets?sort=updated&order=desc`;

    it('answer 304 to a copy that is current, and the new page once a ticket changed outside the API', async () => {
      const ticket = await insertTicket(db(), { workspaceId: world.a.id, projectId: world.a.projectId });
      const first = await t.call('admin', 'GET', listUrl());
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"l\d+\./);
      const held = { ...t.people.admin.headers, 'if-none-match': etag };
      const again = await t.ctx.app.inject({ method: 'GET', url: listUrl(), headers: held });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      await db()
        .updateTable('tickets')
        .set({ summary: 'Changed by hand' })
        .where('id', '=', ticket)
        .execute();
      const after = await t.ctx.app.inject({ method: 'GET', url: listUrl(), headers: held });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const page = ticketPageSchema.parse(after.json());
      expect(page.items.find((item) => item.uid === ticket)?.summary).toBe('Changed by hand');
    });

    it("never give one caller's page to a caller who may see other brands", async () => {
      // The admin sees the hidden brand; the member only the brand granted to them; a member
      // with no grant sees nothing. Same URL, asked in that order, so the admin's page is kept first.
      await insertTicket(
        db(),
        { workspaceId: world.a.id, projectId: world.hiddenProjectId },
        { summary: 'Hidden' },
      );
      await insertTicket(
        db(),
        { workspaceId: world.a.id, projectId: world.a.projectId },
        { summary: 'Shared' },
      );
      const admin = ticketPageSchema.parse((await t.call('admin', 'GET', listUrl())).json());
      expect(admin.items.map((item) => item.summary).sort()).toEqual(['Hidden', 'Shared']);
      const member = await t.call('member', 'GET', listUrl());
      expect(ticketPageSchema.parse(member.json()).items.map((item) => item.summary)).toEqual(['Shared']);

      await db().deleteFrom('project_members').where('member_id', '=', world.a.memberIds.member!).execute();
      const none = await t.ctx.app.inject({
        method: 'GET',
        url: listUrl(),
        headers: { ...t.people.member.headers, 'if-none-match': member.headers.etag as string },
      });
      expect(none.statusCode).toBe(200);
      expect(ticketPageSchema.parse(none.json()).items).toEqual([]);

      // A grant on the hidden brand alone: that brand's tickets only.
      await insertProjectMember(db(), world.hiddenProjectId, world.a.memberIds.member!, 'member');
      const hidden = ticketPageSchema.parse((await t.call('member', 'GET', listUrl())).json());
      expect(hidden.items.map((item) => item.summary)).toEqual(['Hidden']);
      // And with the first brand granted again, both brands' tickets.
      await insertProjectMember(db(), world.a.projectId, world.a.memberIds.member!, 'member');
      const both = ticketPageSchema.parse((await t.call('member', 'GET', listUrl())).json());
      expect(both.items.map((item) => item.summary).sort()).toEqual(['Hidden', 'Shared']);
    });

    it("show a person's new name on the next page", async () => {
      await insertTicket(
        db(),
        { workspaceId: world.a.id, projectId: world.a.projectId },
        { assignee_id: world.a.memberIds.member! },
      );
      const before = ticketPageSchema.parse((await t.call('admin', 'GET', listUrl())).json());
      expect(before.items[0]?.assignee?.name).not.toBe('Someone Else');
      await db()
        .updateTable('user')
        .set({ name: 'Someone Else' })
        .where('id', '=', t.people.member.id)
        .execute();
      const after = ticketPageSchema.parse((await t.call('admin', 'GET', listUrl())).json());
      expect(after.items[0]?.assignee?.name).toBe('Someone Else');
    });

    it("keep one brand's counts until a ticket of the workspace changes status", async () => {
      const ticket = await insertTicket(db(), { workspaceId: world.a.id, projectId: world.a.projectId });
      const url = `/api/projects/${world.a.projectId}/tickets/counts`;
      const first = await t.call('admin', 'GET', url);
      expect(ticketCountsSchema.parse(first.json()).by_status.todo).toBe(1);
      const held = { ...t.people.admin.headers, 'if-none-match': first.headers.etag as string };
      expect((await t.ctx.app.inject({ method: 'GET', url, headers: held })).statusCode).toBe(304);
      await db().updateTable('tickets').set({ status: 'done' }).where('id', '=', ticket).execute();
      const after = await t.ctx.app.inject({ method: 'GET', url, headers: held });
      expect(after.statusCode).toBe(200);
      expect(ticketCountsSchema.parse(after.json()).by_status).toMatchObject({ todo: 0, done: 1 });
    });
  });
});
