import { mentionToken } from '@expertos/domain/comment.schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { readersOf } from '../../platform/realtime/realtime-audience.js';
import {
  insertMember,
  insertProject,
  insertProjectMember,
  insertWorkspace,
} from '../../test/workspace-fixtures.js';
import type { Persona } from '../../test/world.js';
import { createCommentsTestContext } from '../comments/comments.fixtures.js';
import { createNotifier } from '../notifications/notifications.service.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { type GrantRole, placeOnBrand, seesTickets } from './brand-visibility.js';
import { createMemberAccess } from './member-access.js';

type Role = 'admin' | 'member' | 'external';
type Grant = 'none' | 'member' | 'admin' | 'requested';

/** Four people besides the owner, three brands: each person's role, and their grant on each brand. */
const PEOPLE = ['admin', 'member', 'external', 'outsider'] as const satisfies readonly Persona[];
const BRANDS = 3;
const roleArb = fc.constantFrom<Role>('admin', 'member', 'external');
const grantArb = fc.constantFrom<Grant>('none', 'member', 'admin', 'requested');
const modelArb = fc.array(
  fc.record({ role: roleArb, grants: fc.array(grantArb, { minLength: BRANDS, maxLength: BRANDS }) }),
  {
    minLength: PEOPLE.length,
    maxLength: PEOPLE.length,
  },
);

const grantRole = (grant: Grant): GrantRole => (grant === 'member' || grant === 'admin' ? grant : null);

describe('brand visibility: every path answers as the one rule', () => {
  let t: Awaited<ReturnType<typeof createCommentsTestContext>>;
  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  afterAll(() => t.ctx.close());

  it('the rule itself, on every combination of role and grant', () => {
    const joined = (role: Role) => ({ role, status: 'joined' });
    expect(placeOnBrand(joined('admin'), null)).toBe('admin');
    expect(placeOnBrand(joined('admin'), 'member')).toBe('admin');
    expect(placeOnBrand(joined('member'), null)).toBeNull();
    expect(placeOnBrand(joined('member'), 'member')).toBe('member');
    expect(placeOnBrand(joined('member'), 'admin')).toBe('admin');
    // An external sees what they are given, never as its admin, and never its tasks.
    expect(placeOnBrand(joined('external'), 'admin')).toBe('member');
    expect(placeOnBrand(joined('external'), null)).toBeNull();
    expect(seesTickets(joined('external'), 'admin')).toBe(false);
    expect(seesTickets(joined('member'), 'member')).toBe(true);
    expect(placeOnBrand({ role: 'admin', status: 'pending' }, 'admin')).toBeNull();
  });

  it('brand lists, ticket lists, a ticket, assignees, mentions, notifications and the live stream agree', async () => {
    const db = t.ctx.database.db;
    const access = createMemberAccess(db);
    const notifier = createNotifier({
      db,
      queue: createJobQueue({ database: t.ctx.database }),
      publicUrl: t.ctx.config.publicUrl,
      access,
      events: t.ctx.app.events,
    });

    await fc.assert(
      fc.asyncProperty(modelArb, async (model) => {
        // A fresh workspace per case, owned by the owner persona (always its admin).
        const ws = await insertWorkspace(db, t.people.owner);
        const brands: string[] = [];
        const tickets: string[] = [];
        for (let b = 0; b < BRANDS; b++) {
          const projectId = await insertProject(db, ws.id, t.people.owner.id);
          brands.push(projectId);
          tickets.push(await insertTicket(db, { workspaceId: ws.id, projectId }));
        }
        const members: {
          persona: (typeof PEOPLE)[number];
          memberId: string;
          role: Role;
          grants: GrantRole[];
        }[] = [];
        for (const [i, persona] of PEOPLE.entries()) {
          const { role, grants } = model[i]!;
          const memberId = await insertMember(db, ws.id, t.people[persona], role);
          for (const [b, grant] of grants.entries()) {
            if (grant === 'none') continue;
            const requested = grant === 'requested';
            await insertProjectMember(
              db,
              brands[b]!,
              memberId,
              requested ? 'member' : grant,
              requested ? 'requested' : 'granted',
            );
          }
          members.push({ persona, memberId, role, grants: grants.map(grantRole) });
        }
        const place = (m: (typeof members)[number], b: number) =>
          placeOnBrand({ role: m.role, status: 'joined' }, m.grants[b]!);
        const tasks = (m: (typeof members)[number], b: number) =>
          seesTickets({ role: m.role, status: 'joined' }, m.grants[b]!);

        for (const m of members) {
          // The brands list (has_permission).
          const list = await t.call(m.persona, 'GET', `/api/workspaces/${ws.id}/projects`);
          expect(list.statusCode).toBe(200);
          const listed = new Set(
            (list.json() as { uid: string; has_permission: boolean }[])
              .filter((p) => p.has_permission)
              .map((p) => p.uid),
          );
          expect(listed).toEqual(new Set(brands.filter((_, b) => place(m, b) !== null)));

          // The workspace's ticket list: the brands whose tasks they may open (externals: refused).
          const page = await t.call(m.persona, 'GET', `/api/workspaces/${ws.id}/tickets`);
          if (m.role === 'external') expect(page.statusCode).toBe(403);
          else {
            expect(page.statusCode).toBe(200);
            const seen = new Set((page.json() as { items: { uid: string }[] }).items.map((i) => i.uid));
            expect(seen).toEqual(new Set(tickets.filter((_, b) => tasks(m, b))));
          }

          // Each ticket, each brand page, and the brand role the guard hands on.
          for (let b = 0; b < BRANDS; b++) {
            const one = await t.call(m.persona, 'GET', `/api/tickets/${tickets[b]}`);
            expect(one.statusCode).toBe(tasks(m, b) ? 200 : 403);
            const found = await access.memberOnBrand(m.memberId, brands[b]!);
            expect(found?.project.role ?? null).toBe(place(m, b));
          }

          // The feeds read without a session.
          const feedBrands = await access.taskBrandsOfPerson(ws.id, t.people[m.persona].id);
          if (m.role === 'external') expect(feedBrands).toBeNull();
          else if (m.role === 'admin') expect(feedBrands).toBe('all');
          else expect(new Set(feedBrands as string[])).toEqual(new Set(brands.filter((_, b) => tasks(m, b))));
        }

        const everyone = members.map((m) => m.memberId);
        for (let b = 0; b < BRANDS; b++) {
          const seers = new Set(members.filter((m) => tasks(m, b)).map((m) => m.memberId));
          const brand = { projectId: brands[b]!, workspaceId: ws.id };
          expect(await access.whoSees(brand, everyone, { tickets: true })).toEqual(seers);
          expect(await access.whoSees(brand, everyone, { tickets: false })).toEqual(
            new Set(members.filter((m) => place(m, b) !== null).map((m) => m.memberId)),
          );
          expect(new Set(await access.brandAdmins(brands[b]!))).toEqual(
            new Set([
              ws.ownerMemberId,
              ...members.filter((m) => place(m, b) === 'admin').map((m) => m.memberId),
            ]),
          );

          // A mention of everyone reaches those who may open the ticket.
          const body = members
            .map((m) => mentionToken({ uid: m.memberId, name: m.persona, email: `${m.persona}@example.com` }))
            .join(' ');
          const comment = await t.post('owner', tickets[b]!, { body });
          expect(comment.statusCode).toBe(201);
          const mentioned = (comment.json() as { mentions: { uid: string }[] }).mentions.map((x) => x.uid);
          expect(new Set(mentioned)).toEqual(seers);

          // Notifications about the ticket reach only those who may open it.
          await db.transaction().execute((trx) =>
            notifier.notify(
              trx,
              everyone.map((memberId) => ({
                kind: 'assigned' as const,
                recipientMemberId: memberId,
                workspaceId: ws.id,
                ticketId: tickets[b]!,
                actorMemberId: null,
              })),
            ),
          );
          const notified = await db
            .selectFrom('notifications')
            .select('user_id')
            .where('ticket_id', '=', tickets[b]!)
            .execute();
          expect(new Set(notified.map((n) => n.user_id))).toEqual(
            new Set(members.filter((m) => tasks(m, b)).map((m) => t.people[m.persona].id)),
          );

          // Assigning each person: allowed exactly when they may open the brand's tasks.
          for (const m of members) {
            const res = await t.call('owner', 'PATCH', `/api/tickets/${tickets[b]}`, {
              assignee: m.memberId,
            });
            expect(res.statusCode).toBe(tasks(m, b) ? 200 : 400);
          }
        }

        // The live stream: a brand's event reaches those who may open its tasks.
        const userIds = members.map((m) => t.people[m.persona].id);
        const rows = brands.map((projectId, b) => ({
          id: b + 1,
          workspace_id: ws.id,
          project_id: projectId,
          audience: 'project',
          user_id: null,
        }));
        const readers = await readersOf(access.readers, rows as never, userIds);
        for (let b = 0; b < BRANDS; b++) {
          expect(readers.get(b + 1)).toEqual(
            new Set(members.filter((m) => tasks(m, b)).map((m) => t.people[m.persona].id)),
          );
        }
      }),
      { numRuns: 12 },
    );
  });
});
