import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { inviteSchema } from '@expertos/domain/invite.schema';
import { LIMITS } from '@expertos/domain/limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { insertWorkspace, signUpPerson, type TestPerson } from '../../test/workspace-fixtures.js';
import { queuedMailsTo } from './invites.fixtures.js';
import { createInvitesRepository } from './invites.repository.js';

let counter = 0;
const fresh = (name = 'guest') => `${name}-${++counter}-${Date.now()}@example.com`;
const MINUTE_MS = 60_000;

/** Limits that keep the invite form from being a bulk mailer (LIMITS in packages/domain). */
describe('invite limits', () => {
  let ctx: TestContext;
  const mail = mailCollector();
  let admin: TestPerson;
  let invitee: TestPerson;
  let workspace: { id: string; name: string };

  const invite = (payload: object, workspaceId = workspace.id) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invites`,
      headers: admin.headers,
      payload,
    });
  const revoke = (inviteId: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspace.id}/invites/${inviteId}`,
      headers: admin.headers,
    });
  /** Invites written straight to the table, as another API process would have. */
  const insertInvites = async (count: number, createdAt: Date, status: 'pending' | 'revoked' = 'pending') => {
    const repository = createInvitesRepository(ctx.database.db);
    for (let i = 0; i < count; i++)
      await repository.insert({
        id: randomUUID(),
        workspace_id: workspace.id,
        email: fresh('earlier'),
        role: 'member',
        project_ids: [],
        invited_by: admin.id,
        status,
        expires_at: new Date(createdAt.getTime() + 7 * 86_400_000).toISOString(),
        created_at: createdAt.toISOString(),
      });
  };

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    admin = await signUpPerson(ctx.app, mail, 'admin@example.com');
    invitee = await signUpPerson(ctx.app, mail, 'invitee@example.com');
  });
  beforeEach(async () => {
    workspace = await insertWorkspace(ctx.database.db, admin, 'Night Studio');
  });
  afterAll(() => ctx.close());

  describe('daily cap per workspace', () => {
    it(`refuses the invite after ${LIMITS.invitesPerWorkspacePerDay} in 24 hours with 429, sending no mail`, async () => {
      // Revoked invites count too: their e-mail went out.
      await insertInvites(LIMITS.invitesPerWorkspacePerDay - 2, new Date(Date.now() - 60 * MINUTE_MS));
      await insertInvites(1, new Date(Date.now() - 30 * MINUTE_MS), 'revoked');
      expect((await invite({ email: fresh(), role: 'member' })).statusCode).toBe(201);

      const email = fresh('one-too-many');
      const refused = await invite({ email, role: 'member' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'invite_daily_limit',
        message: ERROR_CATALOGUE.invite_daily_limit.message,
      });
      expect(refused.json().message).toContain(String(LIMITS.invitesPerWorkspacePerDay));
      expect(await queuedMailsTo(ctx.database.db, email)).toHaveLength(0);
    });

    it('counts only the last 24 hours, and each workspace on its own', async () => {
      await insertInvites(LIMITS.invitesPerWorkspacePerDay, new Date(Date.now() - 25 * 60 * MINUTE_MS));
      expect((await invite({ email: fresh(), role: 'member' })).statusCode).toBe(201);

      const full = workspace;
      await insertInvites(LIMITS.invitesPerWorkspacePerDay, new Date(Date.now() - MINUTE_MS));
      expect((await invite({ email: fresh(), role: 'member' })).statusCode).toBe(429);
      const other = await insertWorkspace(ctx.database.db, admin, 'Day Studio');
      expect((await invite({ email: fresh(), role: 'member' }, other.id)).statusCode).toBe(201);
      expect(full.id).not.toBe(other.id);
    });
  });

  describe('cooldown per recipient', () => {
    const sendAndRevoke = async (email: string) => {
      const created = inviteSchema.parse((await invite({ email, role: 'member' })).json());
      expect((await revoke(created.uid)).statusCode).toBeLessThan(300);
    };

    it(`stops a revoke-and-reinvite loop after ${LIMITS.invitesPerRecipientPerDay} invites to one address in 24 hours`, async () => {
      const email = fresh();
      for (let i = 0; i < LIMITS.invitesPerRecipientPerDay; i++) await sendAndRevoke(email);

      const again = await invite({ email: email.toUpperCase(), role: 'member' });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        code: 'invite_recipient_cooldown',
        message: ERROR_CATALOGUE.invite_recipient_cooldown.message,
      });
      expect(again.json().message).toContain(`${LIMITS.invitesPerRecipientPerDay} times`);
      const retryAfter = Number(again.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
      expect(await queuedMailsTo(ctx.database.db, email)).toHaveLength(LIMITS.invitesPerRecipientPerDay);
      // Other addresses are not held up.
      expect((await invite({ email: fresh(), role: 'member' })).statusCode).toBe(201);
    });

    it('counts declined invites too', async () => {
      for (let i = 0; i < LIMITS.invitesPerRecipientPerDay; i++) {
        const created = inviteSchema.parse((await invite({ email: invitee.email, role: 'member' })).json());
        const declined = await ctx.app.inject({
          method: 'POST',
          url: `/api/invites/${created.uid}/decline`,
          headers: invitee.headers,
        });
        expect(declined.statusCode).toBeLessThan(300);
      }
      expect((await invite({ email: invitee.email, role: 'member' })).statusCode).toBe(429);
    });

    it('lets the address be invited again once the earlier invites are a day old', async () => {
      const email = fresh();
      const repository = createInvitesRepository(ctx.database.db);
      const past = new Date(Date.now() - 25 * 60 * MINUTE_MS);
      for (let i = 0; i < LIMITS.invitesPerRecipientPerDay; i++)
        await repository.insert({
          id: randomUUID(),
          workspace_id: workspace.id,
          email,
          role: 'member',
          project_ids: [],
          invited_by: admin.id,
          status: 'revoked',
          expires_at: new Date(past.getTime() + 7 * 86_400_000).toISOString(),
          created_at: past.toISOString(),
        });
      expect((await invite({ email, role: 'member' })).statusCode).toBe(201);
    });
  });
});
