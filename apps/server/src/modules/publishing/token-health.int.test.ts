import { brandPublicationListSchema } from '@expertos/domain/publishing/publication.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { type FakeInstagram, startFakeInstagram } from '../../test/instagram-server.js';
import { type FakeLinkedIn, startFakeLinkedIn } from '../../test/linkedin-server.js';
import { until } from '../../test/until.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { TOKEN_HEALTH_JOB } from './token-health.js';

const DAY = 86_400_000;

/**
 * Connecting through a network's app when the login has several accounts, and the daily token
 * health (docs/product.md#publishing): renewed before the end, a revoked sign-in marked with a
 * notice, a sign-in the network does not renew warned of a week ahead and its posts flagged.
 * The app's own worker runs the jobs; the stand-ins are Instagram and LinkedIn.
 */
describe('channels through a network’s app: the choice of account and the daily token health', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let ig: FakeInstagram;
  let li: FakeLinkedIn;
  let people: Record<Persona, Person>;
  let world: World;

  const call = (persona: Persona, method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...people[persona].headers, ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const brandUrl = () => `/api/projects/${world.a.projectId}/publishing`;
  const db = () => ctx.database.db;

  /** The owner approves on the network's page; answers where the browser lands, and its cookie. */
  async function approve(network: 'instagram' | 'linkedin') {
    const start = await call('owner', 'POST', `${brandUrl()}/channels/oauth/${network}`);
    expect(start.statusCode).toBe(200);
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const approved = await fetch(start.json().authorize_url, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    const landed = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    return { landed: new URL(String(landed.headers.location)), cookie };
  }

  /** Runs the channel's daily check now (it was enqueued for tomorrow) and waits for it. */
  async function runHealthNow(channelId: string) {
    const job = await db()
      .selectFrom('jobs')
      .select(['id'])
      .where('type', '=', TOKEN_HEALTH_JOB)
      .where('payload', 'like', `%${channelId}%`)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString(), dedupe_key: null })
      .where('id', '=', job.id)
      .execute();
    await until(async () => {
      const row = await db().selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirst();
      return row?.status === 'done';
    }, 15_000);
  }
  const channelRow = (network: 'instagram' | 'linkedin') =>
    db()
      .selectFrom('publishing_channels')
      .selectAll()
      .where('network', '=', network)
      .where('project_id', '=', world.a.projectId)
      .executeTakeFirstOrThrow();
  /** The brand admins' notices about the channel (one each). */
  const noticesOf = (channelId: string) =>
    db()
      .selectFrom('notifications')
      .select(['kind', 'excerpt', 'user_id'])
      .where('kind', '=', 'channel_reconnect')
      .where('dedupe_key', 'like', `channel_reconnect:${channelId}:%`)
      .execute();
  const pendingChecks = (channelId: string) =>
    db()
      .selectFrom('jobs')
      .select('run_at')
      .where('type', '=', TOKEN_HEALTH_JOB)
      .where('status', '=', 'pending')
      .where('payload', 'like', `%${channelId}%`)
      .execute();

  beforeAll(async () => {
    ig = await startFakeInstagram({ mediaCount: 1 });
    li = await startFakeLinkedIn();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: {
        ALLOW_PRIVATE_TARGETS: 'true',
        RUN_WORKER: 'true',
        JOBS_POLL_MS: '20',
        RATE_LIMIT_MAX: '100000',
        INSTAGRAM_CLIENT_ID: ig.clientId,
        INSTAGRAM_CLIENT_SECRET: ig.clientSecret,
        INSTAGRAM_AUTH_URL: `${ig.url}/oauth/authorize`,
        INSTAGRAM_API_URL: ig.url,
        INSTAGRAM_GRAPH_URL: ig.url,
        LINKEDIN_CLIENT_ID: li.clientId,
        LINKEDIN_CLIENT_SECRET: li.clientSecret,
        LINKEDIN_AUTH_URL: li.origin,
        LINKEDIN_API_URL: li.origin,
      },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(async () => {
    await ctx?.close();
    await ig.close();
    await li.close();
  });
  beforeEach(async () => {
    ig.reset();
    li.reset();
    world = await buildWorld(ctx.database.db, people);
  });

  it('asks which account a LinkedIn login posts as, connects the one picked, once, in that browser only', async () => {
    const { landed, cookie } = await approve('linkedin');
    const choice = landed.searchParams.get('choose') ?? '';
    expect(choice).not.toBe('');
    // Another admin, or this one in another browser, cannot see or use the choice.
    expect((await call('owner', 'GET', `${brandUrl()}/connect-choices/${choice}`)).statusCode).toBe(400);
    const offered = (
      await call('owner', 'GET', `${brandUrl()}/connect-choices/${choice}`, undefined, cookie)
    ).json();
    expect(offered.network).toBe('linkedin');
    const page = li.organizations.find((o) => o.admin);
    // The member and each page they administer, by name (a page by its address on LinkedIn).
    expect(offered.accounts).toHaveLength(1 + li.organizations.filter((o) => o.admin).length);
    expect(offered.accounts.map((a: { handle: string }) => a.handle)).toContain(
      `linkedin.com/company/${page?.vanityName}`,
    );
    expect(JSON.stringify(offered)).not.toContain('token');
    const picked = offered.accounts.find((a: { account_id: string }) =>
      a.account_id.includes('organization'),
    );
    const chosen = await call(
      'owner',
      'POST',
      `${brandUrl()}/connect-choices/${choice}`,
      { account_id: picked.account_id },
      cookie,
    );
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ network: 'linkedin', mode: 'api', state: 'connected' });
    const again = await call(
      'owner',
      'POST',
      `${brandUrl()}/connect-choices/${choice}`,
      { account_id: picked.account_id },
      cookie,
    );
    expect([again.statusCode, again.json().code]).toEqual([400, 'publishing_connect_expired']);
  });

  it('warns a week ahead of a LinkedIn sign-in it cannot renew: the admins are told, the channel and its later posts flagged', async () => {
    const { landed, cookie } = await approve('linkedin');
    const choice = landed.searchParams.get('choose') ?? '';
    const offered = (
      await call('owner', 'GET', `${brandUrl()}/connect-choices/${choice}`, undefined, cookie)
    ).json();
    await call(
      'owner',
      'POST',
      `${brandUrl()}/connect-choices/${choice}`,
      { account_id: offered.accounts[0].account_id },
      cookie,
    );
    const row = await channelRow('linkedin');
    const ends = new Date(Date.now() + 5 * DAY).toISOString();
    await db()
      .updateTable('publishing_channels')
      .set({ renewable_until: ends, token_expires_at: ends })
      .where('id', '=', row.id)
      .execute();
    const postId = await insertTicket(
      db(),
      { workspaceId: world.a.id, projectId: world.a.projectId },
      { ticket_type: 'post', status: 'approved' },
    );
    const later = new Date(Date.now() + 6 * DAY).toISOString();
    const scheduled = await call('member', 'POST', `/api/tickets/${postId}/publications`, {
      due_at: later,
      posts: [{ channel_uid: row.id, variant: { text: 'Autumn at the studio', media: [] } }],
    });
    expect(scheduled.statusCode).toBe(201);

    await runHealthNow(row.id);
    const [channel] = (await call('member', 'GET', `${brandUrl()}/channels`)).json();
    expect(channel.state).toBe('needs_reconnecting');
    expect(channel.state_reason).toContain(`ends on ${ends.slice(0, 10)}`);
    expect((await channelRow('linkedin')).state).toBe('connected'); // it still publishes meanwhile
    const notices = await noticesOf(row.id);
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices.map((n) => n.user_id)).size).toBe(notices.length);
    expect(notices[0]?.excerpt).toContain('LinkedIn');
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 10 * DAY).toISOString();
    const calendar = brandPublicationListSchema.parse(
      (await call('member', 'GET', `${brandUrl()}/publications?from=${from}&to=${to}`)).json(),
    );
    expect(calendar.map((p) => p.channel_at_risk)).toEqual([true]);
    // Checked again tomorrow.
    const [next] = await pendingChecks(row.id);
    expect(Date.parse(next?.run_at ?? '')).toBeGreaterThan(Date.now() + DAY - 60_000);
  });

  it('renews an Instagram token well before it ends, and marks a revoked one with a notice', async () => {
    expect((await approve('instagram')).landed.searchParams.get('connected')).toBe('instagram');
    const row = await channelRow('instagram');
    const soon = new Date(Date.now() + 5 * DAY).toISOString();
    await db()
      .updateTable('publishing_channels')
      .set({ token_expires_at: soon })
      .where('id', '=', row.id)
      .execute();
    await runHealthNow(row.id);
    const renewed = await channelRow('instagram');
    expect(Date.parse(renewed.token_expires_at ?? '')).toBeGreaterThan(Date.now() + 59 * DAY);
    expect(renewed.credentials).not.toBe(row.credentials);
    expect(await noticesOf(row.id)).toEqual([]);

    // Revoked on Instagram's side: the next day's check finds it out.
    ig.expireTokens();
    await runHealthNow(row.id);
    const revoked = await channelRow('instagram');
    expect(revoked.state).toBe('needs_reconnecting');
    expect(revoked.state_reason).toContain('Reconnect');
    expect((await noticesOf(row.id)).length).toBeGreaterThan(0);
    // No more checks until it is connected again.
    expect(await pendingChecks(row.id)).toEqual([]);
  });
});
