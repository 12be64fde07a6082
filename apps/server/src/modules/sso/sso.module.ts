import { SSO_DOMAIN_CHECK_ATTEMPTS, SSO_DOMAIN_CHECK_EVERY_MINUTES } from '@expertos/domain/sso';
import { z } from 'zod';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import { defineJobHandler } from '../../platform/jobs/job-handler.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import { createTxtResolver, type TxtResolver } from './domain-check.js';
import { createSsoRepository } from './sso.repository.js';
import { ssoRoutes } from './sso.routes.js';
import { createSsoService, type SsoAccounts, type SsoMembers, type SsoSeats } from './sso.service.js';
import { ssoSignInRoutes } from './sso-sign-in.routes.js';

export const SSO_DOMAIN_CHECK_JOB = 'sso.domain-check';

/**
 * A workspace's single sign-on (docs/product.md#single-sign-on): its identity provider and
 * domains (admins' routes), signing in through it (public routes, API process), the domains'
 * DNS checks (a job), and "require SSO" at the access guard.
 */
export function ssoModule(
  { config, database, events, now, queue }: ModuleDeps,
  uses: {
    members: SsoMembers;
    seats?: SsoSeats;
    /** The auth module's accounts and session hand-over; the worker process has none. */
    accounts?: SsoAccounts;
    /** Tests answer DNS themselves; otherwise SSO_DNS_SERVERS or the system's resolver. */
    resolveTxt?: TxtResolver;
  },
) {
  const sso = createSsoService({
    repository: createSsoRepository(database.db),
    members: uses.members,
    ...(uses.seats ? { seats: uses.seats } : {}),
    ...(uses.accounts ? { accounts: uses.accounts } : {}),
    events,
    box: loadSecretBox(config.dataDir, config.secrets.key),
    fetch: createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets }),
    allowPrivate: config.egress.allowPrivateTargets,
    resolveTxt: uses.resolveTxt ?? createTxtResolver(config.ssoDnsServers),
    queueCheck: async (domainId, trx) => {
      await queue.enqueue(
        SSO_DOMAIN_CHECK_JOB,
        { domainId },
        { trx, dedupeKey: `${SSO_DOMAIN_CHECK_JOB}:${domainId}`, maxAttempts: SSO_DOMAIN_CHECK_ATTEMPTS },
      );
    },
    publicUrl: config.publicUrl,
    now,
  });
  const payload = z.object({ domainId: z.string() });
  return {
    name: 'sso',
    policies: (app) => {
      app.securityGates.push(sso.gate);
    },
    routes: async (app, options) => {
      await ssoRoutes(sso)(app, options);
      if (uses.accounts) await ssoSignInRoutes(sso)(app, options);
    },
    jobs: {
      // A pending domain's TXT record, looked up until it is there or the attempts run out.
      [SSO_DOMAIN_CHECK_JOB]: {
        run: defineJobHandler(payload, async ({ domainId }, context) => {
          const state = await sso.checkJob(domainId, context.attempt >= SSO_DOMAIN_CHECK_ATTEMPTS);
          if (state === 'pending') throw new Error('the TXT record is not there yet');
        }),
        maxAttempts: SSO_DOMAIN_CHECK_ATTEMPTS,
        retryDelaysMs: [SSO_DOMAIN_CHECK_EVERY_MINUTES * 60_000],
        concurrency: 4,
        onDead: async (raw) => {
          const parsed = payload.safeParse(raw);
          if (parsed.success) await sso.checkGaveUp(parsed.data.domainId);
        },
      },
    },
    services: { sso },
  } satisfies ServerModule & { services: unknown };
}
