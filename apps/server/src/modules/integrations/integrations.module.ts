import { DELIVERY_MAX_ATTEMPTS, DELIVERY_RETRY_DELAYS_MS } from '@expertos/domain/integration.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import { defineJobHandler } from '../../platform/jobs/job-handler.js';
import type { ModuleDeps, ServerModule } from '../../platform/module.js';
import { loadSecretBox } from '../../platform/secrets/secrets-key.js';
import { grantBrand } from '../projects/brand-grants.js';
import { brandLanguages } from '../projects/projects.module.js';
import type { ProjectsService } from '../projects/projects.service.js';
import type { TicketIntegrationFacts } from '../tickets/ticket-integration-facts.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { StarterStanding } from './install-standing.js';
import { registerIntegrationListeners } from './integrations.listeners.js';
import { createIntegrationsRepository } from './integrations.repository.js';
import { integrationsRoutes } from './integrations.routes.js';
import { type Adapters, createIntegrationsService, DELIVER_JOB } from './integrations.service.js';
import { createJiraPeopleRepository } from './jira-people.repository.js';
import { jiraPeopleRoutes } from './jira-people.routes.js';
import { createJiraPeopleService, type JiraPeopleDeps } from './jira-people.service.js';
import { integrationKinds } from './kinds/index.js';
import { jiraRoutes } from './kinds/jira/jira.routes.js';
import { createJiraClient } from './kinds/jira/jira-client.js';
import type { JiraConnection } from './kinds/jira/jira-connections.js';
import { jiraInstallRoutes } from './kinds/jira/jira-install.routes.js';
import { createJiraInstallService } from './kinds/jira/jira-install.service.js';
import { jiraWebhookRoutes } from './kinds/jira/jira-webhook.routes.js';
import { createJiraWebhookService, type JiraWebhookDeps } from './kinds/jira/jira-webhook.service.js';
import type { IntegrationKind, KindTools } from './kinds/kind.js';
import { mondayRoutes } from './kinds/monday/monday.routes.js';
import { slackInstallRoutes } from './kinds/slack/slack-install.routes.js';
import { createSlackInstallService } from './kinds/slack/slack-install.service.js';
import { checkTarget } from './target-check.js';

/**
 * A brand's integrations (docs/product.md#integrations): e-mail, signed webhooks, Slack, Jira and monday.com,
 * delivered by jobs enqueued with the change that caused them, through the egress guard.
 * `adapters` lets a test hand in its own (a resolver stub, a local Slack); `tickets` is the
 * tickets module's service, which Jira's status webhook moves tickets through, and
 * `ticketFacts` its reads and its one write for deliveries; `access` the workspaces module's,
 * which says who a member is (the e-mail limits count people); `projects` the projects module's,
 * which names a brand's slug for the connect flows' way back; `standing` whether who started a
 * connect flow may still finish it (install-standing.ts).
 */
export function integrationsModule(
  deps: ModuleDeps,
  uses: {
    tickets: JiraWebhookDeps['tickets'];
    ticketFacts: TicketIntegrationFacts;
    access: Pick<MemberAccess, 'userOf'>;
    projects: Pick<ProjectsService, 'get'>;
    /** Jira-only people: made and removed by the workspaces module, their tickets handed over by the tickets module. */
    people: JiraPeopleDeps['people'];
    reassign: JiraPeopleDeps['reassign'];
    standing: StarterStanding;
    adapters?: Adapters;
  },
): ServerModule {
  const { config, database, queue, events, mailer, logger, now } = deps;
  const fetch = createGuardedFetch({ allowPrivate: config.egress.allowPrivateTargets });
  const tools: KindTools = {
    config,
    fetch,
    mailer,
    now,
    refuseTarget: (url, path) => checkTarget(url, path, { allowPrivate: config.egress.allowPrivateTargets }),
    outboundMail: deps.outboundMail,
    userOf: (memberId, trx) => uses.access.userOf(memberId, trx),
  };
  const kinds = Object.values(integrationKinds) as IntegrationKind[];
  const adapters: Adapters = {
    ...Object.fromEntries(kinds.map((kind) => [kind.type, kind.adapter(tools)])),
    ...uses.adapters,
  };
  const jiraClientFor = (connection: JiraConnection) =>
    createJiraClient({
      fetch,
      now,
      atlassianApiUrl: config.jira.apiUrl,
      config: connection.config,
      secret: connection.secret,
    });
  const repository = createIntegrationsRepository(database.db);
  const box = loadSecretBox(config.dataDir, config.secrets.key);
  const integrations = createIntegrationsService({
    db: database.db,
    repository,
    box,
    queue,
    events,
    adapters,
    tools,
    ticketFacts: uses.ticketFacts,
    brandLanguageOf: brandLanguages(deps),
  });
  registerIntegrationListeners(events, integrations);
  const brandSlug = async (projectId: string): Promise<string | null> => {
    try {
      return (await uses.projects.get(projectId)).slug;
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return null;
      throw error;
    }
  };
  const install = createSlackInstallService({
    db: database.db,
    slack: config.slack,
    publicUrl: config.publicUrl,
    fetch,
    integrations,
    now,
    standing: uses.standing,
    brandSlug,
    warn: (message, facts) => logger.warn(facts, message),
  });
  const jiraInstall = createJiraInstallService({
    db: database.db,
    jira: config.jira,
    publicUrl: config.publicUrl,
    fetch,
    integrations,
    now,
    standing: uses.standing,
    brandSlug,
    warn: (message, facts) => logger.warn(facts, message),
  });
  const jiraWebhook = createJiraWebhookService({
    repository,
    box,
    tickets: uses.tickets,
    publicUrl: config.publicUrl,
    now,
  });
  const jiraPeople = createJiraPeopleService({
    db: database.db,
    repository: createJiraPeopleRepository(database.db),
    integrations,
    findIntegration: repository.find,
    readUsers: (connection, projectKey) => jiraClientFor(connection).assignableUsers(projectKey),
    readUser: (connection, accountId) => jiraClientFor(connection).user(accountId),
    people: uses.people,
    grantBrand,
    reassign: uses.reassign,
    now,
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(integrationsRoutes({ integrations }));
    await app.register(jiraRoutes({ integrations }));
    await app.register(mondayRoutes({ integrations }));
    await app.register(jiraWebhookRoutes({ webhook: jiraWebhook }));
    await app.register(jiraPeopleRoutes({ people: jiraPeople }));
    await app.register(slackInstallRoutes({ install, publicUrl: config.publicUrl }));
    await app.register(jiraInstallRoutes({ install: jiraInstall, publicUrl: config.publicUrl }));
  };
  return {
    name: 'integrations',
    routes,
    // What a kind must do once the server runs (sealing old rows with the key only it has).
    start: async () => {
      for (const kind of kinds) await kind.start?.({ repository, box, logger });
    },
    jobs: {
      [DELIVER_JOB]: {
        run: defineJobHandler(z.object({ deliveryId: z.string() }), ({ deliveryId }, context) =>
          integrations.deliver(deliveryId, context),
        ),
        maxAttempts: DELIVERY_MAX_ATTEMPTS,
        retryDelaysMs: DELIVERY_RETRY_DELAYS_MS,
        // One delivery at a time per integration (the concurrency key): a slow target waits alone.
        perKey: 1,
      },
    },
  };
}
