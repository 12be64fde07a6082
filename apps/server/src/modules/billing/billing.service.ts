import { createHash } from 'node:crypto';
import {
  type BillingSummary,
  type CheckoutSessionInput,
  type EnterpriseContactInput,
  type Invoice,
  intervalOfPrices,
  type PlanStanding,
  planStanding,
  type Seats,
  type SubscriptionReply,
  seatCounts,
  type WorkspacePlan,
} from '@expertos/domain/billing.schema';
import { type BillingInterval, DEFAULT_PLAN_ID, PLANS } from '@expertos/domain/plans';
import {
  isSubscriptionValid,
  type SubscriptionStatus,
  subscriptionStatusSchema,
} from '@expertos/domain/subscriptions';
import { trialEndsAt } from '@expertos/domain/trial';
import type { Db } from '../../db/database.js';
import { fromDbBoolean } from '../../db/portable.js';
import type { AuthUser } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { enqueueSystemMail } from '../../platform/mail/mail.jobs.js';
import type { BillingRepository, BillingRow, WorkspaceFacts } from './billing.repository.js';
import type { BillingProvider, ProviderSubscription } from './billing-provider.js';
import {
  enterpriseEnquiry,
  pricesReply,
  rowFrom,
  sameOriginUrl,
  stored,
  stringField,
  subscriptionNamedBy,
  subscriptionOf,
} from './billing-rows.js';

export interface BillingServiceDeps {
  repository: BillingRepository;
  provider: BillingProvider;
  queue: Pick<JobQueue, 'enqueue'>;
  /** The app's address: checkout and the portal may only send people back here. */
  publicUrl: string;
  /** Where the Enterprise contact form goes. */
  salesEmail: string;
  now: () => Date;
  /** Logs what the client is not told (the provider's own errors, ignored notices). */
  log: { warn(facts: object, message: string): void; error(facts: object, message: string): void };
  /** Raises `billing.subscription_changed` in the change's transaction (the audit log listens). */
  events?: Pick<EventBus, 'emit'>;
}

/**
 * Billing (docs/product.md#trial-and-plans, #seats). The payment provider is the source of truth:
 * its notices make us re-read the subscription and overwrite what we keep, so the order and
 * number of notices do not matter; everything the product decides (standing, lock, seats) is
 * read from what we keep, never from a provider call in the request path.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { repository, provider, queue, publicUrl, now, log } = deps;
  const origin = new URL(publicUrl).origin;

  function standingOf(facts: WorkspaceFacts, row: BillingRow | undefined): PlanStanding {
    return planStanding({
      billingEnabled: provider.enabled,
      whitelisted: fromDbBoolean(facts.whitelisted),
      workspaceCreatedAt: facts.created_at,
      subscription: stored(row),
      now: now(),
    });
  }

  function planOf(facts: WorkspaceFacts, row: BillingRow | undefined): WorkspacePlan {
    const standing = standingOf(facts, row);
    return {
      billing_enabled: provider.enabled,
      state: standing.state,
      locked: standing.locked,
      trial_days_left: standing.trialDaysLeft,
      trial_ends_at: trialEndsAt(facts.created_at).toISOString(),
    };
  }

  async function facts(workspaceId: string): Promise<WorkspaceFacts> {
    const found = await repository.workspace(workspaceId);
    if (!found) throw new AppError('not_found');
    return found;
  }

  /** Included and paid seats; null when no limit applies (billing off, whitelisted). */
  function allowanceOf(standing: PlanStanding, facts: WorkspaceFacts, row: BillingRow | undefined) {
    if (!provider.enabled || fromDbBoolean(facts.whitelisted)) return null;
    const paid = standing.valid && row ? row.paid_seats : 0;
    return { included: PLANS.business.includedSeats, paid };
  }

  async function seatsOf(
    workspaceId: string,
    f: WorkspaceFacts,
    row: BillingRow | undefined,
  ): Promise<Seats> {
    const standing = standingOf(f, row);
    const allowance = allowanceOf(standing, f, row);
    const counts = {
      claimed: await repository.claimedSeats(workspaceId),
      pending: await repository.pendingSeats(workspaceId, now().toISOString()),
    };
    if (!allowance) return seatCounts({ included: PLANS.business.includedSeats, paid: 0, ...counts }, true);
    return seatCounts({ ...allowance, ...counts });
  }

  async function summary(workspaceId: string): Promise<BillingSummary> {
    const f = await facts(workspaceId);
    const row = await repository.row(workspaceId);
    return {
      billing_enabled: provider.enabled,
      whitelisted: fromDbBoolean(f.whitelisted),
      plan: planOf(f, row),
      subscription: subscriptionOf(row),
      seats: await seatsOf(workspaceId, f, row),
      prices: pricesReply(provider.prices),
      portal: provider.enabled && Boolean(row?.customer_id),
    };
  }

  /**
   * Re-reads a subscription from the provider and keeps it for its workspace. Which workspace:
   * the one the subscription names (checkout copies `workspace_uid` onto it), else the one that
   * already recorded it, else the hint (a finished checkout's `client_reference_id`).
   * A workspace keeps the subscription in effect: a lapsed one never replaces a live one, so an
   * old subscription's late notice cannot undo a new one. Returns the workspace, or null when
   * the subscription belongs to none of ours.
   */
  async function sync(subscriptionId: string, hint: string | null = null): Promise<string | null> {
    const subscription = await provider.retrieveSubscription(subscriptionId);
    if (!subscription) return null;
    const named = subscription.metadata.workspace_uid ?? null;
    const candidates = [named, await repository.workspaceOfSubscription(subscriptionId), hint];
    let workspaceId: string | null = null;
    for (const candidate of candidates) {
      if (candidate && (await repository.workspace(candidate))) {
        workspaceId = candidate;
        break;
      }
    }
    if (!workspaceId) return null;
    const current = await repository.row(workspaceId);
    if (
      current?.subscription_id &&
      current.subscription_id !== subscription.id &&
      isSubscriptionValid(current.status) &&
      !isSubscriptionValid(subscription.status)
    ) {
      return workspaceId;
    }
    const row = rowFrom(subscription, provider.prices);
    await repository.save(workspaceId, row, now().toISOString(), async (trx, before) => {
      // A notice that changes nothing a person would see (a renewal's new period end) is not logged.
      if (
        before &&
        before.status === row.status &&
        before.plan === row.plan &&
        before.interval === row.interval &&
        before.paid_seats === row.paid_seats &&
        before.cancel_at_period_end === row.cancel_at_period_end
      )
        return;
      await deps.events?.emit(trx, 'billing.subscription_changed', {
        workspaceId,
        status: row.status,
        previousStatus: before?.status ?? null,
        plan: row.plan,
        interval: row.interval,
        paidSeats: row.paid_seats,
        cancelsAtPeriodEnd: row.cancel_at_period_end === 1,
      });
    });
    return workspaceId;
  }

  const sameOrigin = (url: string, field: string) => sameOriginUrl(url, field, origin);

  const invalid = (path: string, message: string) =>
    new AppError('validation_error', { details: [{ path, message }] });

  return {
    /** Every member's view of the plan, for several workspaces (the workspace list). */
    async plansOf(workspaces: WorkspaceFacts[]): Promise<Map<string, WorkspacePlan>> {
      const rows = await repository.rows(workspaces.map((w) => w.id));
      return new Map(workspaces.map((w) => [w.id, planOf(w, rows.get(w.id))]));
    },

    /** True when the trial is over and no plan is in effect: writes are refused. */
    async isLocked(workspaceId: string): Promise<boolean> {
      if (!provider.enabled) return false;
      const f = await repository.workspace(workspaceId);
      if (!f) return false;
      return standingOf(f, await repository.row(workspaceId)).locked;
    },

    /**
     * How many seats the workspace may fill (included + paid), or null without a limit. Read
     * before an invite's transaction: on SQLite one connection serves every query.
     */
    async seatAllowance(workspaceId: string): Promise<number | null> {
      if (!provider.enabled) return null;
      const f = await repository.workspace(workspaceId);
      if (!f) return null;
      const row = await repository.row(workspaceId);
      const allowance = allowanceOf(standingOf(f, row), f, row);
      return allowance ? allowance.included + allowance.paid : null;
    },

    /** Seats taken now: joined members (not Jira-associated) and open invites. */
    async seatsTaken(workspaceId: string, trx?: Db): Promise<number> {
      const claimed = await repository.claimedSeats(workspaceId, trx);
      return claimed + (await repository.pendingSeats(workspaceId, now().toISOString(), trx));
    },

    summary,

    /** The spec's plan state, read live from the provider (`GET /subscriptions/{id}`). */
    async subscription(workspaceId: string, subscriptionId: string): Promise<SubscriptionReply> {
      if (!provider.enabled) throw new AppError('billing_disabled');
      let live: ProviderSubscription | null;
      try {
        live = await provider.retrieveSubscription(subscriptionId);
      } catch (error) {
        log.error({ err: error, workspaceId }, "Couldn't fetch subscription");
        throw error;
      }
      if (!live) throw new AppError('subscription_not_found');
      const f = await facts(workspaceId);
      const row = rowFrom(live, provider.prices);
      const seats = await seatsOf(workspaceId, f, { ...row, workspace_id: workspaceId, updated_at: '' });
      const status: SubscriptionStatus = subscriptionStatusSchema.safeParse(live.status).data ?? 'incomplete';
      const interval = (row.interval ?? 'month') as BillingInterval;
      return {
        userPlan: {
          status,
          id: live.id || DEFAULT_PLAN_ID,
          items: live.items.map((item) => ({ id: item.id, price_id: item.priceId, quantity: item.quantity })),
          products: [
            {
              plan: { product_id: PLANS.business.productId, name: PLANS.business.title, interval },
              planSeats: { amount: seats.included },
              paidSeats: { amount: seats.paid },
              claimedSeats: seats.assigned,
              pendingSeats: seats.reserved,
              totalAvailableSeats: seats.total_available,
              totalSeatsOnPlan: seats.included + seats.paid,
            },
          ],
        },
      };
    },

    /** Opens the provider's checkout for the Business plan; the body is checked, never trusted. */
    async createCheckout(
      user: AuthUser,
      workspaceId: string,
      input: CheckoutSessionInput,
    ): Promise<{ url: string }> {
      if (!provider.enabled || !provider.prices) throw new AppError('billing_disabled');
      if (input.workspaceId !== workspaceId) throw invalid('workspaceId', 'Not this workspace');
      if (input.userId !== user.id) throw invalid('userId', 'Not the signed-in user');
      if (input.email.trim().toLowerCase() !== user.email.toLowerCase())
        throw invalid('email', "Not the signed-in user's e-mail");
      if (input.name !== PLANS.business.title) throw invalid('name', 'Not a plan of the catalogue');
      const matched = intervalOfPrices(
        {
          month: {
            priceId: provider.prices.month.base,
            pricePerUserId: provider.prices.month.seat,
            includedPriceId: null,
          },
          year: {
            priceId: provider.prices.year.base,
            pricePerUserId: provider.prices.year.seat,
            includedPriceId: null,
          },
        },
        input.priceId,
        input.pricePerUserId,
      );
      if (!matched) throw invalid('priceId', 'Not a price of the Business plan');
      const interval = matched.interval;
      if (input.includedSeats !== PLANS.business.includedSeats)
        throw invalid('includedSeats', `The Business plan includes ${PLANS.business.includedSeats} seats`);
      const includedPrice = provider.prices[interval].included;
      if (input.includedPriceId != null && input.includedPriceId !== includedPrice)
        throw invalid('includedPriceId', 'Not a price of the Business plan');

      const f = await facts(workspaceId);
      const row = await repository.row(workspaceId);
      if (row?.subscription_id && isSubscriptionValid(row.status))
        throw new AppError('subscription_already_active');
      if ((input.previousSubscriptionId ?? null) !== (f.stripe_subscription_id ?? null))
        throw new AppError('subscription_does_not_match');
      const seats = await seatsOf(workspaceId, f, undefined);
      if (PLANS.business.includedSeats + input.seats < seats.assigned + seats.reserved)
        throw new AppError('seats_in_use');

      const successUrl = sameOrigin(input.success_url, 'success_url');
      const cancelUrl = sameOrigin(input.cancel_url, 'cancel_url');
      const standing = standingOf(f, row);
      const request = {
        workspaceId,
        interval,
        extraSeats: input.seats,
        // The days left of the workspace's trial carry over (the server's count, not the client's).
        trialDays: standing.state === 'trial' ? standing.trialDaysLeft : 0,
        customerId: row?.customer_id ?? null,
        email: user.email,
        successUrl,
        cancelUrl,
      };
      // A double click within ten minutes opens the same session, not two.
      const bucket = Math.floor(now().getTime() / 600_000);
      const idempotencyKey = `checkout-${createHash('sha256')
        .update(JSON.stringify({ ...request, bucket }))
        .digest('hex')}`;
      return provider.createCheckout({ ...request, idempotencyKey });
    },

    /** /verify-subscription: applies a finished checkout at once, without waiting for the notice. */
    async verifyCheckout(workspaceId: string, sessionId: string): Promise<BillingSummary> {
      if (!provider.enabled) throw new AppError('billing_disabled');
      const session = await provider.retrieveCheckout(sessionId);
      if (!session || session.clientReferenceId !== workspaceId)
        throw new AppError('subscription_does_not_match');
      if (session.status !== 'complete' || !session.subscriptionId)
        throw new AppError('subscription_not_active');
      await sync(session.subscriptionId, workspaceId);
      return summary(workspaceId);
    },

    /** Seats on a live subscription: the seat item's quantity, prorated. */
    async updateSeats(workspaceId: string, extraSeats: number): Promise<BillingSummary> {
      if (!provider.enabled) throw new AppError('billing_disabled');
      const f = await facts(workspaceId);
      const row = await repository.row(workspaceId);
      if (!row?.subscription_id || !isSubscriptionValid(row.status))
        throw new AppError('subscription_not_active');
      const seats = await seatsOf(workspaceId, f, row);
      if (seats.included + extraSeats < seats.assigned + seats.reserved) throw new AppError('seats_in_use');
      const live = await provider.retrieveSubscription(row.subscription_id);
      if (!live) throw new AppError('subscription_not_found');
      const interval = (row.interval === 'year' ? 'year' : 'month') as BillingInterval;
      const key = `seats-${createHash('sha256').update(`${live.id}:${extraSeats}:${row.updated_at}`).digest('hex')}`;
      await provider.setExtraSeats(live, interval, extraSeats, key);
      await sync(live.id, workspaceId);
      return summary(workspaceId);
    },

    async portal(workspaceId: string): Promise<{ url: string }> {
      if (!provider.enabled) throw new AppError('billing_disabled');
      const row = await repository.row(workspaceId);
      if (!row?.customer_id) throw new AppError('subscription_not_found');
      return provider.portal(row.customer_id, `${origin}/billing`);
    },

    async invoices(workspaceId: string): Promise<Invoice[]> {
      if (!provider.enabled) throw new AppError('billing_disabled');
      const row = await repository.row(workspaceId);
      return row?.customer_id ? provider.invoices(row.customer_id) : [];
    },

    /** The Enterprise card's "Let's Chat": the request reaches sales by e-mail. */
    async contact(
      workspaceId: string,
      user: AuthUser,
      input: EnterpriseContactInput,
      trx?: Db,
    ): Promise<void> {
      const f = await facts(workspaceId);
      const content = enterpriseEnquiry(input, { workspaceId: f.id, signedInAs: user.email });
      await enqueueSystemMail(queue, { to: deps.salesEmail, ...content }, trx ? { trx } : {});
    },

    /**
     * A verified notice from the provider, applied once (its id kept). Subscriptions are re-read
     * rather than taken from the notice, so duplicates and reordering change nothing. A notice
     * whose handling fails is forgotten again, so the provider's retry is applied.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      const event = provider.verifyWebhook(rawBody, signature);
      if (!(await repository.markEvent(event.id, event.type, now().toISOString()))) return { received: true };
      try {
        const subscriptionId = subscriptionNamedBy(event.type, event.object);
        if (subscriptionId) {
          const hint =
            event.type === 'checkout.session.completed'
              ? stringField(event.object, 'client_reference_id')
              : null;
          const workspaceId = await sync(subscriptionId, hint);
          if (!workspaceId)
            log.warn({ eventId: event.id, type: event.type }, 'billing notice for no workspace of ours');
        }
      } catch (error) {
        await repository.forgetEvent(event.id);
        throw error;
      }
      return { received: true };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
