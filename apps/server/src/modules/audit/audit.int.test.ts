import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector, ORIGIN } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { createAuditRepository } from './audit.repository.js';

type Entry = {
  seq: number;
  action: string;
  actor: { kind: string; name: string | null };
  target: { name: string | null };
  ip: string | null;
};

describe('the workspace audit log', { timeout: 60_000 }, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let clock = Date.now();

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send, now: () => new Date(clock) } });
    people = await signUpPeople(ctx.app, mail);
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  const call = (as: Persona, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...people[as].headers, 'user-agent': 'Audit test browser' },
      ...(payload ? { payload } : {}),
    });
  const log = (query = '') => call('admin', 'GET', `/api/workspaces/${world.a.id}/audit-log${query}`);
  const entries = async (query = '') => (await log(query)).json().items as Entry[];

  /** Changes a stored entry behind the log's back, as someone with the database would. */
  async function tamper(seq: number) {
    const db = ctx.database.db;
    const postgres = ctx.database.dialect === 'postgres';
    if (postgres) await sql`alter table audit_entries disable trigger audit_entries_guard`.execute(db);
    else await sql`drop trigger audit_entries_no_update`.execute(db);
    await sql`update audit_entries set target_name = 'someone else' where workspace_id = ${world.a.id} and seq = ${seq}`.execute(
      db,
    );
    if (postgres) await sql`alter table audit_entries enable trigger audit_entries_guard`.execute(db);
    else
      await sql
        .raw(`create trigger audit_entries_no_update before update on audit_entries
          begin select raise(abort, 'audit entries are append-only'); end`)
        .execute(db);
  }

  it('records who did what, from where, in the change’s own transaction; only admins read it', async () => {
    const sent = await call('owner', 'POST', `/api/workspaces/${world.a.id}/invites`, {
      email: 'freelancer@example.com',
      role: 'member',
      project_uids: [world.a.projectId],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const changed = await call(
      'admin',
      'PUT',
      `/api/workspaces/${world.a.id}/users/${world.a.memberIds.member}`,
      {
        role: 'external',
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);

    const [access, invite] = await entries('?limit=2');
    expect(invite).toMatchObject({
      action: 'invite.sent',
      actor: { kind: 'person', name: people.owner.email },
      target: { name: 'freelancer@example.com' },
      ip: '127.0.0.1',
      user_agent: 'Audit test browser',
      details: { role: 'member' },
    });
    expect(access).toMatchObject({ action: 'member.access_changed', actor: { name: people.admin.email } });
    expect(access!.target.name).toContain(people.member.email);

    expect((await call('member', 'GET', `/api/workspaces/${world.a.id}/audit-log`)).statusCode).toBe(403);
    expect((await call('outsider', 'GET', `/api/workspaces/${world.a.id}/audit-log`)).statusCode).toBe(403);
  });

  it('records a member’s sign-ins, a wrong password and their own security changes, as done by them', async () => {
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: people.member.email, password },
        headers: { origin: ORIGIN, 'user-agent': 'Laptop browser' },
      });
    expect((await signIn('not the password')).statusCode).toBe(401);
    expect((await signIn('correct horse battery')).statusCode).toBe(200);
    const key = await call('member', 'POST', '/api/me/api-keys', {
      name: 'Reports',
      scopes: ['tickets:read'],
    });
    expect(key.statusCode).toBe(201);

    const [made, signedIn, failed] = await entries('?limit=3');
    expect(failed).toMatchObject({
      action: 'member.sign_in_failed',
      actor: { kind: 'person', name: people.member.email },
      ip: '127.0.0.1',
      user_agent: 'Laptop browser',
      details: { methods: ['pwd'] },
    });
    expect(signedIn).toMatchObject({ action: 'member.signed_in', details: { methods: ['pwd'] } });
    expect(made).toMatchObject({
      action: 'member.api_key_created',
      actor: { kind: 'person', name: people.member.email },
      details: { name: 'Reports' },
    });
    expect(JSON.stringify(made)).not.toContain(key.json().secret);
    // Only in the workspaces the member belongs to.
    const elsewhere = await call(
      'outsider',
      'GET',
      `/api/workspaces/${world.b.id}/audit-log?action=member.signed_in`,
    );
    expect(
      (elsewhere.json().items as Entry[]).filter((entry) => entry.actor.name?.includes(people.member.email)),
    ).toEqual([]);
  });

  it('records brands made and deleted, and tasks deleted, by whom', async () => {
    const made = await call('owner', 'POST', `/api/workspaces/${world.a.id}/projects`, {
      name: 'Short-lived',
    });
    expect(made.statusCode, made.body).toBe(201);
    const brandId = made.json().uid as string;
    const ticket = await call('owner', 'POST', `/api/projects/${brandId}/tickets`, {
      type: 'task',
      summary: 'Draft the launch post',
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    expect((await call('owner', 'DELETE', `/api/tickets/${ticket.json().uid}`)).statusCode).toBe(200);
    const gone = await call('owner', 'DELETE', `/api/workspaces/${world.a.id}/projects/${brandId}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);

    const [deletedBrand, deletedTicket, madeBrand] = await entries('?limit=3');
    expect(madeBrand).toMatchObject({
      action: 'brand.created',
      actor: { name: people.owner.email },
      target: { name: 'Short-lived' },
    });
    expect(deletedTicket).toMatchObject({ action: 'ticket.deleted' });
    expect(deletedTicket!.target.name).toContain('Draft the launch post');
    expect(deletedBrand).toMatchObject({ action: 'brand.deleted', target: { name: 'Short-lived' } });
  });

  it('filters by action, actor and day, and pages newest first by sequence', async () => {
    const invites = await entries('?action=invite.sent');
    expect(invites.every((entry) => entry.action === 'invite.sent')).toBe(true);
    const byAdmin = await entries(
      `?actor=${encodeURIComponent(people.admin.email.slice(0, 10).toUpperCase())}`,
    );
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((entry) => entry.actor.name === people.admin.email)).toBe(true);
    expect(await entries('?from=2001-01-01&to=2001-01-02')).toEqual([]);
    expect((await log('?from=2026-02-30')).statusCode).toBe(400);
    expect((await log('?limit=5000')).statusCode).toBe(400);

    const first = (await log('?limit=1')).json();
    const second = (await log(`?limit=1&before=${first.next_before}`)).json();
    expect(second.items[0].seq).toBe(first.items[0].seq - 1);
  });

  it('cannot be changed or emptied: the database refuses, and a changed entry fails verification at that entry', async () => {
    const db = ctx.database.db;
    await expect(
      sql`update audit_entries set action = 'x' where workspace_id = ${world.a.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from audit_entries where workspace_id = ${world.a.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
    const verified = await call('admin', 'GET', `/api/workspaces/${world.a.id}/audit-log/verify`);
    expect(verified.json()).toMatchObject({ ok: true, first_broken_seq: null });
    const checked = verified.json().checked as number;
    expect(checked).toBeGreaterThan(1);

    await tamper(2);
    expect((await call('admin', 'GET', `/api/workspaces/${world.a.id}/audit-log/verify`)).json()).toEqual({
      ok: false,
      checked: 1,
      first_broken_seq: 2,
    });
    world = await buildWorld(ctx.database.db, people);
  });

  it('exports as formula-safe CSV, and records the export', async () => {
    await call('owner', 'POST', `/api/workspaces/${world.a.id}/invites`, {
      email: 'freelancer@example.com',
      role: 'member',
      project_uids: [],
    });
    const exported = await call(
      'admin',
      'GET',
      `/api/workspaces/${world.a.id}/audit-log/export?action=invite.sent`,
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Sequence,Time \(UTC\),Actor kind,Actor,Action/);
    expect(lines.slice(1).every((line) => line.includes(',invite.sent,'))).toBe(true);
    const [latest] = await entries('?limit=1');
    expect(latest).toMatchObject({ action: 'audit_log.exported', actor: { name: people.admin.email } });

    // A brand's task list downloaded as CSV is recorded too, naming the brand.
    expect(
      (await call('member', 'GET', `/api/projects/${world.a.projectId}/tickets/export`)).statusCode,
    ).toBe(200);
    const [tasks] = await entries('?action=tickets.exported');
    expect(tasks).toMatchObject({
      actor: { name: people.member.email },
      target: { kind: 'brand', id: world.a.projectId },
    });
  });

  it('keeps entries for the chosen retention; pruned, what is left still verifies', async () => {
    expect(
      (await call('admin', 'PUT', `/api/workspaces/${world.a.id}/audit-log/settings`, { retention_days: 10 }))
        .statusCode,
    ).toBe(400);
    // A workspace whose first entries were written 100 days ago (by the app's clock), then one today.
    world = await buildWorld(ctx.database.db, people);
    clock = Date.now() - 100 * 24 * 60 * 60_000;
    await call('owner', 'POST', `/api/workspaces/${world.a.id}/invites`, {
      email: 'old@example.com',
      role: 'member',
      project_uids: [],
    });
    clock = Date.now();
    const set = await call('admin', 'PUT', `/api/workspaces/${world.a.id}/audit-log/settings`, {
      retention_days: 30,
    });
    expect(set.json()).toEqual({ retention_days: 30 });
    const before = (await call('admin', 'GET', `/api/workspaces/${world.a.id}/audit-log/verify`)).json()
      .checked as number;

    // A part of the name, any case, from its middle (the name index, migration 0071).
    expect((await entries('?target=D%40EXAMPLE.C')).map((entry) => entry.target.name)).toEqual([
      'old@example.com',
    ]);
    const repository = createAuditRepository(ctx.database.db, ctx.database.dialect);
    const cutoff = new Date(Date.now() - 30 * 24 * 60 * 60_000).toISOString();
    expect(await repository.prune(world.a.id, cutoff)).toBeGreaterThan(0);
    const after = (await call('admin', 'GET', `/api/workspaces/${world.a.id}/audit-log/verify`)).json();
    expect(after.ok).toBe(true);
    expect(after.checked).toBeLessThan(before);
    expect((await entries()).map((entry) => entry.target.name)).not.toContain('old@example.com');
    expect(await entries('?target=D%40EXAMPLE.C')).toEqual([]);
    const [changed] = await entries('?action=audit_log.retention_changed');
    expect(changed).toMatchObject({ details: { from_days: 365, to_days: 30 } });
  });

  it('goes with its workspace when the workspace is deleted', async () => {
    const db = ctx.database.db;
    await sql`delete from workspaces where id = ${world.a.id}`.execute(db);
    const left = await sql<{
      n: number;
    }>`select count(*) as n from audit_entries where workspace_id = ${world.a.id}`.execute(db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});
