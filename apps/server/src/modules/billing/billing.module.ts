import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../platform/errors.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { createPendingSeats } from '../invites/pending-seats.js';
import { createWorkspaceBillingFacts } from '../workspaces/workspace-billing-facts.js';
import { recordSubscription } from '../workspaces/workspace-subscription.js';
import { createBillingRepository } from './billing.repository.js';
import { billingRoutes } from './billing.routes.js';
import { createBillingService } from './billing.service.js';
import { type BillingProvider, createBillingOff } from './billing-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { stripeWebhookRoutes } from './stripe-webhook.routes.js';

/** The configured payment provider: Stripe, or billing off (docs/product.md#trial-and-plans). */
export function billingProvider(config: AppConfig['billing']): BillingProvider {
  if (config.kind === 'off') return createBillingOff();
  return createStripeProvider(config);
}

/** The sender's bare address out of `Name <address>`. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * Plans and billing: the trial, Stripe checkout, seats, the lock of a workspace whose trial is
 * over, and the guard's plan check (`config.plan` on every write route).
 */
export function billingModule(deps: ModuleDeps, uses: { provider?: BillingProvider } = {}) {
  const { config, database, queue, logger, now, events } = deps;
  // Built before the workspaces and invites modules: their narrow reads come straight from the handle.
  const repository = createBillingRepository(database.db, {
    transaction: (work) => database.db.transaction().execute(work),
    recordSubscription,
    workspaces: createWorkspaceBillingFacts(database.db),
    pendingSeats: createPendingSeats(database.db),
  });
  const billing = createBillingService({
    repository,
    provider: uses.provider ?? billingProvider(config.billing),
    queue,
    publicUrl: config.publicUrl,
    salesEmail: config.billing.salesEmail ?? addressOf(config.mail.from),
    now,
    events,
    log: {
      warn: (facts, message) => logger.warn(facts, message),
      error: (facts, message) => logger.error(facts, message),
    },
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(billingRoutes({ billing, repository }));
    await app.register(stripeWebhookRoutes({ billing }));
  };
  return {
    name: 'billing',
    // A write to a locked workspace is refused; reads and exempt routes pass (platform/access.ts).
    policies: (app) => {
      app.planGate = async (request) => {
        const workspaceId = request.membership?.workspaceId;
        if (!workspaceId) {
          request.log.error(
            { url: request.routeOptions.url },
            'a route requires a plan but names no workspace',
          );
          throw new AppError('forbidden');
        }
        if (await billing.isLocked(workspaceId)) throw new AppError('workspace_no_subscription');
      };
    },
    routes,
    services: { billing },
  } satisfies ServerModule & { services: unknown };
}
