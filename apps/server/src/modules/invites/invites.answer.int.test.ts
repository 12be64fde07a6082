import { inviteListSchema, inviteSchema } from '@expertos/domain/invite.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  insertProject,
  insertWorkspace,
  signUpPerson,
  type TestPerson,
} from '../../test/workspace-fixtures.js';
import { expireInvite, inviteStatusOf } from './invites.fixtures.js';

const EXPIRED = { code: 'invite_expired', message: 'Invite is invalid or expired' };
const NOT_FOUND = { code: 'invite_not_found', message: 'Invite is invalid or expired' };

describe('invites, as the invitee', () => {
  let ctx: TestContext;
  const mail = mailCollector();
  let admin: TestPerson;
  let bea: TestPerson;
  let carl: TestPerson;
  let workspace: { id: string; name: string };

  type Method = 'GET' | 'POST';
  const call = (who: TestPerson | null, method: Method, url: string) =>
    ctx.app.inject({ method, url, headers: who ? who.headers : {} });
  const db = () => ctx.database.db;
  // Better Auth keeps booleans as 0/1 on SQLite and as booleans on PostgreSQL.
  const setVerified = (who: TestPerson, verified: boolean) =>
    db()
      .updateTable('user')
      .set({ emailVerified: ctx.database.dialect === 'postgres' ? verified : Number(verified) })
      .where('id', '=', who.id)
      .execute();

  /** An invite of `workspace` to Bea, as an admin makes it. */
  async function inviteBea(payload: object = {}, workspaceId = workspace.id) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invites`,
      headers: admin.headers,
      payload: { email: bea.email.toUpperCase(), role: 'member', ...payload },
    });
    if (res.statusCode !== 201) throw new Error(`invite failed: ${res.body}`);
    return inviteSchema.parse(res.json());
  }
  const memberRow = (workspaceId: string, userId: string) =>
    db()
      .selectFrom('workspace_members')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    admin = await signUpPerson(ctx.app, mail, 'admin@example.com');
    bea = await signUpPerson(ctx.app, mail, 'bea@example.com');
    carl = await signUpPerson(ctx.app, mail, 'carl@example.com');
  });
  beforeEach(async () => {
    // Each test starts with no invites, so lists hold only what the test made.
    await db().deleteFrom('invites').execute();
    workspace = await insertWorkspace(db(), admin, 'Night Studio');
    await setVerified(bea, true);
  });
  afterAll(() => ctx.close());

  describe('GET /api/invites/{inviteUid} (public)', () => {
    it('shows an open invite to anyone holding the link, and nothing beyond the schema', async () => {
      const created = await inviteBea();
      const res = await call(null, 'GET', `/api/invites/${created.uid}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        uid: created.uid,
        email: bea.email,
        role: 'member',
        workspace_uid: workspace.id,
        workspace_name: 'Night Studio',
        inviter_name: 'Ada Lovelace',
        expires_at: created.expires_at,
        has_account: true,
      });
    });

    it('answers 404 invite_not_found for an unknown invite', async () => {
      const res = await call(null, 'GET', '/api/invites/00000000-0000-4000-8000-000000000000');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });

    it('answers 410 invite_expired once the invite is past its date', async () => {
      const created = await inviteBea();
      await expireInvite(db(), created.uid);
      const res = await call(null, 'GET', `/api/invites/${created.uid}`);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual(EXPIRED);
    });
  });

  describe('POST /api/invites/{inviteUid}/accept', () => {
    it('makes the addressee a member with the invite’s role and brands, once', async () => {
      const brand = await insertProject(db(), workspace.id, admin.id);
      const created = await inviteBea({ role: 'external', project_uids: [brand] });

      const res = await call(bea, 'POST', `/api/invites/${created.uid}/accept`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ workspace_uid: workspace.id });

      const row = await memberRow(workspace.id, bea.id);
      expect(row).toMatchObject({ email: bea.email, role: 'external', status: 'joined' });
      const grants = await db()
        .selectFrom('project_members')
        .select(['project_id', 'access'])
        .where('member_id', '=', row!.id)
        .execute();
      expect(grants).toEqual([{ project_id: brand, access: 'granted' }]);
      expect(await inviteStatusOf(db(), created.uid)).toBe('accepted');

      const again = await call(bea, 'POST', `/api/invites/${created.uid}/accept`);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual(EXPIRED);
      expect((await call(null, 'GET', `/api/invites/${created.uid}`)).statusCode).toBe(410);
    });

    it('refuses anyone but the addressee with 403, and leaves the invite open', async () => {
      const created = await inviteBea();
      const res = await call(carl, 'POST', `/api/invites/${created.uid}/accept`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
      expect(await memberRow(workspace.id, carl.id)).toBeUndefined();
      expect(await inviteStatusOf(db(), created.uid)).toBe('pending');
    });

    it('refuses the addressee while their address is not confirmed', async () => {
      const created = await inviteBea();
      await setVerified(bea, false);
      const res = await call(bea, 'POST', `/api/invites/${created.uid}/accept`);
      expect(res.statusCode).toBe(403);
      expect(await memberRow(workspace.id, bea.id)).toBeUndefined();
    });

    it('answers 410 for an expired, revoked or declined invite and 404 for an unknown one', async () => {
      const expired = await inviteBea();
      await expireInvite(db(), expired.uid);
      expect((await call(bea, 'POST', `/api/invites/${expired.uid}/accept`)).json()).toEqual(EXPIRED);

      const revoked = await inviteBea();
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/workspaces/${workspace.id}/invites/${revoked.uid}`,
        headers: admin.headers,
      });
      expect((await call(bea, 'POST', `/api/invites/${revoked.uid}/accept`)).statusCode).toBe(410);

      const declined = await inviteBea();
      await call(bea, 'POST', `/api/invites/${declined.uid}/decline`);
      expect((await call(bea, 'POST', `/api/invites/${declined.uid}/accept`)).statusCode).toBe(410);

      const unknown = await call(bea, 'POST', '/api/invites/unknown/accept');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
      expect(await memberRow(workspace.id, bea.id)).toBeUndefined();
    });

    it('lets only one of two simultaneous accepts through', async () => {
      const created = await inviteBea();
      const results = await Promise.all([
        call(bea, 'POST', `/api/invites/${created.uid}/accept`),
        call(bea, 'POST', `/api/invites/${created.uid}/accept`),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
      const rows = await db()
        .selectFrom('workspace_members')
        .select('id')
        .where('workspace_id', '=', workspace.id)
        .where('user_id', '=', bea.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('needs a signed-in caller', async () => {
      const created = await inviteBea();
      expect((await call(null, 'POST', `/api/invites/${created.uid}/accept`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/invites/{inviteUid}/decline', () => {
    it('declines for the addressee only; the invite is then closed', async () => {
      const created = await inviteBea();
      expect((await call(carl, 'POST', `/api/invites/${created.uid}/decline`)).statusCode).toBe(403);
      expect(await inviteStatusOf(db(), created.uid)).toBe('pending');

      const res = await call(bea, 'POST', `/api/invites/${created.uid}/decline`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await inviteStatusOf(db(), created.uid)).toBe('declined');
      expect(await memberRow(workspace.id, bea.id)).toBeUndefined();
      expect((await call(null, 'GET', `/api/invites/${created.uid}`)).json()).toEqual(EXPIRED);
      expect((await call(bea, 'POST', `/api/invites/${created.uid}/decline`)).statusCode).toBe(410);
    });
  });

  describe('GET /api/me/invites', () => {
    it('lists the caller’s open invites across workspaces, and no one else’s', async () => {
      const second = await insertWorkspace(db(), admin, 'Day Studio');
      const first = await inviteBea();
      const other = await inviteBea({}, second.id);
      const expired = await inviteBea({}, (await insertWorkspace(db(), admin)).id);
      await expireInvite(db(), expired.uid);
      const declined = await inviteBea({}, (await insertWorkspace(db(), admin)).id);
      await call(bea, 'POST', `/api/invites/${declined.uid}/decline`);

      const res = await call(bea, 'GET', '/api/me/invites');
      expect(res.statusCode).toBe(200);
      const mine = inviteListSchema.parse(res.json());
      expect(mine.map((item) => item.uid).sort()).toEqual([first.uid, other.uid].sort());
      expect(mine.find((item) => item.uid === other.uid)?.workspace_name).toBe('Day Studio');

      expect(inviteListSchema.parse((await call(carl, 'GET', '/api/me/invites')).json())).toEqual([]);
    });

    it('lists nothing while the address is not confirmed', async () => {
      await inviteBea();
      await setVerified(bea, false);
      expect((await call(bea, 'GET', '/api/me/invites')).json()).toEqual([]);
    });

    it('needs a signed-in caller', async () => {
      expect((await call(null, 'GET', '/api/me/invites')).statusCode).toBe(401);
    });
  });

  it('a joined member cannot be invited again, even after accepting', async () => {
    const created = await inviteBea();
    await call(bea, 'POST', `/api/invites/${created.uid}/accept`);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invites`,
      headers: admin.headers,
      payload: { email: bea.email, role: 'member' },
    });
    expect(again.json().code).toBe('user_already_in_workspace');
  });
});
