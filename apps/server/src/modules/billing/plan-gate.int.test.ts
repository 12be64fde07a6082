import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedRoutes } from '../../platform/access.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildTicketWorld, fillRoute } from '../../test/route-world.js';
import { type Person, type Persona, signUpPeople } from '../../test/world.js';
import { STRIPE_TEST_ENV } from './billing.fixtures.js';

/**
 * The lock of a workspace whose trial is over (docs/product.md#trial-and-plans), as the shared
 * guard applies it to every route: writes that require a plan are refused with
 * `workspace_no_subscription`, reads and exempt writes are not. The gate reads only what we
 * keep, so these tests need no payment provider to answer (its address is a closed port).
 */
const DAY_MS = 86_400_000;

describe('plan gate (billing with Stripe)', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { ...STRIPE_TEST_ENV, RATE_LIMIT_MAX: '100000' },
      deps: { sendAccountMail: mail.send },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(() => ctx.close());

  /** Makes the workspace `days` old (and a minute), as if created then. */
  async function age(workspaceId: string, days: number) {
    const created = new Date(Date.now() - days * DAY_MS - 60_000).toISOString();
    await ctx.database.db
      .updateTable('workspaces')
      .set({ created_at: created })
      .where('id', '=', workspaceId)
      .execute();
  }

  async function keepSubscription(workspaceId: string, status: string, cancelAtPeriodEnd = false) {
    await ctx.database.db
      .insertInto('workspace_billing')
      .values({
        workspace_id: workspaceId,
        customer_id: 'cus_gate',
        subscription_id: `sub_gate_${workspaceId.slice(0, 8)}`,
        status,
        plan: 'business',
        interval: 'month',
        base_item_id: 'si_base',
        seat_item_id: null,
        paid_seats: 0,
        trial_start: null,
        trial_end: null,
        canceled_at: null,
        cancel_at: null,
        cancel_at_period_end: cancelAtPeriodEnd ? 1 : 0,
        current_period_end: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
  }

  const as = (persona: Persona) => ({ origin: 'http://localhost:3000', ...people[persona].headers });

  async function createTicket(persona: Persona, projectId: string) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/tickets`,
      headers: as(persona),
      payload: { summary: 'Plan the launch post', type: 'task' },
    });
  }

  async function planOf(persona: Persona, workspaceId: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}`,
      headers: as(persona),
    });
    expect(res.statusCode).toBe(200);
    return res.json().plan;
  }

  describe('POST /api/projects/:projectId/tickets on the trial boundaries', () => {
    it('day 0: on trial with 14 days left, writes pass', async () => {
      const { world } = await buildTicketWorld(ctx.database.db, people);
      await age(world.a.id, 0);
      expect(await planOf('member', world.a.id)).toMatchObject({
        billing_enabled: true,
        state: 'trial',
        locked: false,
        trial_days_left: 14,
      });
      expect((await createTicket('member', world.a.projectId)).statusCode).toBe(201);
    });

    it('day 13: one day left, writes pass', async () => {
      const { world } = await buildTicketWorld(ctx.database.db, people);
      await age(world.a.id, 13);
      expect(await planOf('admin', world.a.id)).toMatchObject({
        state: 'trial',
        locked: false,
        trial_days_left: 1,
      });
      expect((await createTicket('member', world.a.projectId)).statusCode).toBe(201);
    });

    it('day 14: locked — the write is refused with workspace_no_subscription, reads still work', async () => {
      const { world, tickets } = await buildTicketWorld(ctx.database.db, people);
      await age(world.a.id, 14);
      expect(await planOf('member', world.a.id)).toMatchObject({
        state: 'none',
        locked: true,
        trial_days_left: 0,
      });
      const refused = await createTicket('member', world.a.projectId);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        code: 'workspace_no_subscription',
        message: 'This workspace has no active subscription.',
      });
      const read = await ctx.app.inject({
        method: 'GET',
        url: `/api/tickets/${tickets.a}`,
        headers: as('member'),
      });
      expect(read.statusCode).toBe(200);
      // The other workspace (on trial) is not affected.
      expect((await createTicket('outsider', world.b.projectId)).statusCode).toBe(201);
    });

    it('a whitelisted workspace is never locked, whatever its age', async () => {
      const { world } = await buildTicketWorld(ctx.database.db, people);
      await age(world.a.id, 90);
      await ctx.database.db
        .updateTable('workspaces')
        .set({ whitelisted: 1 })
        .where('id', '=', world.a.id)
        .execute();
      expect(await planOf('member', world.a.id)).toMatchObject({ state: 'subscribed', locked: false });
      expect((await createTicket('member', world.a.projectId)).statusCode).toBe(201);
    });

    it.each([
      ['active', false, 'subscribed', false],
      ['trialing', false, 'subscribed', false],
      ['active', true, 'cancelled', false],
      ['past_due', false, 'ended', true],
      ['canceled', false, 'ended', true],
      ['incomplete_expired', false, 'ended', true],
      ['unpaid', false, 'ended', true],
      ['paused', false, 'ended', true],
    ] as const)(
      'after the trial, a subscription %s (cancel at period end: %s) is %s, locked: %s',
      async (status, cancelAtEnd, state, locked) => {
        const { world } = await buildTicketWorld(ctx.database.db, people);
        await age(world.a.id, 40);
        await keepSubscription(world.a.id, status, cancelAtEnd);
        expect(await planOf('member', world.a.id)).toMatchObject({ state, locked });
        expect((await createTicket('member', world.a.projectId)).statusCode).toBe(locked ? 402 : 201);
      },
    );
  });

  it('every route: in a locked workspace its admin gets 402 on each write that requires a plan, and never on a read or an exempt write', async () => {
    const { world, tickets } = await buildTicketWorld(ctx.database.db, people);
    await age(world.a.id, 30);
    const routes = checkedRoutes(ctx.app.routeDeclarations).filter(({ url }) => !url.startsWith('/api/docs'));
    const required: string[] = [];
    // The brand's deletion late and the workspace's last, so the sweep keeps what it still calls.
    const rank = ({ method, url }: { method: string; url: string }) =>
      method !== 'DELETE'
        ? 0
        : url.endsWith('/workspaces/:workspaceId')
          ? 2
          : url.endsWith('/projects/:projectId')
            ? 1
            : 0;
    const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
    for (const { method, url, options } of ordered) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: fillRoute(url, world.a, world, tickets.a),
        headers: as('owner'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { workspaceId: world.a.id } }),
      });
      const label = `${method} ${url} → ${res.statusCode} ${res.body.slice(0, 100)}`;
      if (options.config?.plan === 'required') {
        required.push(`${method} ${url}`);
        expect(res.statusCode, label).toBe(402);
        expect(res.json().code, label).toBe('workspace_no_subscription');
      } else {
        expect(res.statusCode, label).not.toBe(402);
      }
    }
    // The sweep is not vacuous: tickets, comments, brands, integrations all require a plan.
    expect(required).toEqual(
      expect.arrayContaining([
        'POST /api/projects/:projectId/tickets',
        'PATCH /api/tickets/:ticketId',
        'POST /api/tickets/:ticketId/comments',
        'POST /api/workspaces/:workspaceId/projects',
        'POST /api/workspaces/:workspaceId/invites',
      ]),
    );
  });

  it('the workspace list carries each workspace’s own standing', async () => {
    const { world } = await buildTicketWorld(ctx.database.db, people);
    await age(world.a.id, 20);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/workspaces', headers: as('member') });
    const item = res.json().find((w: { workspaces: { uid: string } }) => w.workspaces.uid === world.a.id);
    expect(item.workspaces.plan).toMatchObject({ state: 'none', locked: true });
  });
});

describe('plan gate (billing off)', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  afterAll(() => ctx.close());

  it('every workspace counts as whitelisted: never locked, however old', async () => {
    const { world } = await buildTicketWorld(ctx.database.db, people);
    await ctx.database.db
      .updateTable('workspaces')
      .set({ created_at: new Date(Date.now() - 400 * DAY_MS).toISOString() })
      .where('id', '=', world.a.id)
      .execute();
    const headers = { origin: 'http://localhost:3000', ...people.member.headers };
    const ws = await ctx.app.inject({ method: 'GET', url: `/api/workspaces/${world.a.id}`, headers });
    expect(ws.json().plan).toMatchObject({ billing_enabled: false, state: 'subscribed', locked: false });
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${world.a.projectId}/tickets`,
      headers,
      payload: { summary: 'Still writable', type: 'task' },
    });
    expect(created.statusCode).toBe(201);
  });
});
