import { inviteSchema, workspaceInviteListSchema } from '@expertos/domain/invite.schema';
import { INVITE_TTL_DAYS } from '@expertos/domain/workspace.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  insertMember,
  insertProject,
  insertWorkspace,
  signUpPerson,
  type TestPerson,
} from '../../test/workspace-fixtures.js';
import { expireInvite, inviteStatusOf, queuedMailsTo } from './invites.fixtures.js';

const DAY_MS = 86_400_000;
let counter = 0;
const fresh = (name = 'guest') => `${name}-${++counter}-${Date.now()}@example.com`;

describe('invites, as a workspace admin', () => {
  let ctx: TestContext;
  const mail = mailCollector();
  let admin: TestPerson;
  let member: TestPerson;
  let outsider: TestPerson;
  let workspace: { id: string; name: string };
  let other: { id: string; name: string };

  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (who: TestPerson | null, method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload ? { payload } : {}),
    });
  const invite = (who: TestPerson, payload: object, workspaceId = workspace.id) =>
    call(who, 'POST', `/api/workspaces/${workspaceId}/invites`, payload);

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    admin = await signUpPerson(ctx.app, mail, 'admin@example.com');
    member = await signUpPerson(ctx.app, mail, 'member@example.com');
    outsider = await signUpPerson(ctx.app, mail, 'outsider@example.com');
  });
  beforeEach(async () => {
    workspace = await insertWorkspace(ctx.database.db, admin, 'Night Studio');
    await insertMember(ctx.database.db, workspace.id, member, 'member');
    other = await insertWorkspace(ctx.database.db, outsider, 'Rival Studio');
  });
  afterAll(() => ctx.close());

  describe('POST /api/workspaces/{workspaceId}/invites', () => {
    it('stores the invite for a week and answers it in the invite schema', async () => {
      const email = fresh('Bea');
      const before = Date.now();
      const res = await invite(admin, { email: `  ${email.toUpperCase()} `, role: 'member' });
      expect(res.statusCode).toBe(201);
      const created = inviteSchema.strict().parse(res.json());
      expect(created).toMatchObject({
        email: email.toLowerCase(),
        role: 'member',
        workspace_uid: workspace.id,
        workspace_name: 'Night Studio',
        inviter_name: 'Ada Lovelace',
        has_account: false,
      });
      const expires = Date.parse(created.expires_at);
      expect(expires).toBeGreaterThanOrEqual(before + INVITE_TTL_DAYS * DAY_MS);
      expect(expires).toBeLessThanOrEqual(Date.now() + INVITE_TTL_DAYS * DAY_MS);
      expect(await inviteStatusOf(ctx.database.db, created.uid)).toBe('pending');
    });

    it('queues the invite e-mail with the link to the invite page', async () => {
      const email = fresh();
      const created = inviteSchema.parse((await invite(admin, { email, role: 'external' })).json());
      const mails = await queuedMailsTo(ctx.database.db, email);
      expect(mails).toHaveLength(1);
      const link = `http://localhost:3000/invite/${created.uid}`;
      expect(mails[0]!.subject).toBe('Ada Lovelace invited you to Night Studio on Expertos');
      expect(mails[0]!.text).toContain(link);
      expect(mails[0]!.html).toContain(`href="${link}"`);
    });

    it('says whether the address already has an account', async () => {
      const res = await invite(admin, { email: outsider.email, role: 'member' });
      expect(res.statusCode).toBe(201);
      expect(res.json().has_account).toBe(true);
    });

    it('refuses an address that is already a member (any case)', async () => {
      const res = await invite(admin, { email: member.email.toUpperCase(), role: 'member' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('user_already_in_workspace');
      expect(await queuedMailsTo(ctx.database.db, member.email)).toHaveLength(0);
    });

    it('refuses a second open invite for the same address, but not once the first expired', async () => {
      const email = fresh();
      const first = inviteSchema.parse((await invite(admin, { email, role: 'member' })).json());
      const again = await invite(admin, { email: email.toUpperCase(), role: 'admin' });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('user_already_invited');
      expect(await queuedMailsTo(ctx.database.db, email)).toHaveLength(1);

      await expireInvite(ctx.database.db, first.uid);
      expect((await invite(admin, { email, role: 'member' })).statusCode).toBe(201);
    });

    it('keeps one open invite when two admins invite the same address at once', async () => {
      const email = fresh();
      const results = await Promise.all([
        invite(admin, { email, role: 'member' }),
        invite(admin, { email, role: 'admin' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await queuedMailsTo(ctx.database.db, email)).toHaveLength(1);
    });

    it('lets the same address be invited into another workspace', async () => {
      const email = fresh();
      expect((await invite(admin, { email, role: 'member' })).statusCode).toBe(201);
      expect((await invite(outsider, { email, role: 'member' }, other.id)).statusCode).toBe(201);
    });

    it('stores brands of this workspace, and refuses a brand of another workspace', async () => {
      const own = await insertProject(ctx.database.db, workspace.id, admin.id);
      const foreign = await insertProject(ctx.database.db, other.id, outsider.id);

      const refused = await invite(admin, { email: fresh(), role: 'member', project_uids: [own, foreign] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation_error',
        details: [{ path: 'project_uids.1' }],
      });
      const unknown = await invite(admin, { email: fresh(), role: 'member', project_uids: ['nope'] });
      expect(unknown.json().code).toBe('validation_error');

      const email = fresh();
      expect((await invite(admin, { email, role: 'member', project_uids: [own, own] })).statusCode).toBe(201);
      const [listed] = workspaceInviteListSchema
        .parse((await call(admin, 'GET', `/api/workspaces/${workspace.id}/invites`)).json())
        .filter((item) => item.email === email);
      expect(listed?.project_uids).toEqual([own]);
    });

    it('validates the body', async () => {
      const res = await invite(admin, { email: 'not-an-address', role: 'owner' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
    });

    it('is for admins of this workspace only', async () => {
      const payload = { email: fresh(), role: 'member' };
      expect((await invite(member, payload)).statusCode).toBe(403);
      // An admin of another workspace cannot invite into this one.
      const foreign = await invite(outsider, payload);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe('forbidden');
      expect((await call(null, 'POST', `/api/workspaces/${workspace.id}/invites`, payload)).statusCode).toBe(
        401,
      );
      expect(await queuedMailsTo(ctx.database.db, payload.email)).toHaveLength(0);
    });
  });

  describe('GET /api/workspaces/{workspaceId}/invites', () => {
    it('lists the open invites only: not expired, revoked or answered ones, nor other workspaces’', async () => {
      const open = fresh('open');
      const expired = fresh('expired');
      const revoked = fresh('revoked');
      await invite(admin, { email: open, role: 'external' });
      const expiring = inviteSchema.parse((await invite(admin, { email: expired, role: 'member' })).json());
      await expireInvite(ctx.database.db, expiring.uid);
      const revoking = inviteSchema.parse((await invite(admin, { email: revoked, role: 'member' })).json());
      await call(admin, 'DELETE', `/api/workspaces/${workspace.id}/invites/${revoking.uid}`);
      await invite(outsider, { email: fresh('elsewhere'), role: 'member' }, other.id);

      const res = await call(admin, 'GET', `/api/workspaces/${workspace.id}/invites`);
      expect(res.statusCode).toBe(200);
      const list = workspaceInviteListSchema.parse(res.json());
      expect(list.map((item) => item.email)).toEqual([open]);
      expect(list[0]).toMatchObject({ role: 'external', project_uids: [] });
      expect(Object.keys(res.json()[0]).sort()).toEqual(
        ['created_at', 'email', 'expires_at', 'project_uids', 'role', 'uid'].sort(),
      );
    });

    it('is for admins of this workspace only', async () => {
      expect((await call(member, 'GET', `/api/workspaces/${workspace.id}/invites`)).statusCode).toBe(403);
      expect((await call(outsider, 'GET', `/api/workspaces/${workspace.id}/invites`)).statusCode).toBe(403);
    });
  });

  describe('DELETE /api/workspaces/{workspaceId}/invites/{inviteUid}', () => {
    it('revokes: the invite page then says the invite is expired', async () => {
      const created = inviteSchema.parse((await invite(admin, { email: fresh(), role: 'member' })).json());
      const url = `/api/workspaces/${workspace.id}/invites/${created.uid}`;
      const res = await call(admin, 'DELETE', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await inviteStatusOf(ctx.database.db, created.uid)).toBe('revoked');

      const page = await call(null, 'GET', `/api/invites/${created.uid}`);
      expect(page.statusCode).toBe(410);
      expect(page.json()).toEqual({ code: 'invite_expired', message: 'Invite is invalid or expired' });
      expect((await call(admin, 'DELETE', url)).json().code).toBe('invite_expired');
    });

    it('does not reach another workspace’s invite, nor an unknown one', async () => {
      const theirs = inviteSchema.parse(
        (await invite(outsider, { email: fresh(), role: 'member' }, other.id)).json(),
      );
      const res = await call(admin, 'DELETE', `/api/workspaces/${workspace.id}/invites/${theirs.uid}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('invite_not_found');
      expect(await inviteStatusOf(ctx.database.db, theirs.uid)).toBe('pending');
      const unknown = await call(admin, 'DELETE', `/api/workspaces/${workspace.id}/invites/unknown`);
      expect(unknown.json().code).toBe('invite_not_found');
    });

    it('is for admins of this workspace only', async () => {
      const created = inviteSchema.parse((await invite(admin, { email: fresh(), role: 'member' })).json());
      const url = `/api/workspaces/${workspace.id}/invites/${created.uid}`;
      expect((await call(member, 'DELETE', url)).statusCode).toBe(403);
      expect((await call(outsider, 'DELETE', url)).statusCode).toBe(403);
      expect(await inviteStatusOf(ctx.database.db, created.uid)).toBe('pending');
    });
  });
});
