import { randomUUID } from 'node:crypto';
import type {
  CreateProjectIntegration,
  IntegrationDelivery,
  IntegrationType,
  ProjectIntegration,
  UpdateProjectIntegrationInput,
} from '@expertos/domain/integration.schema';
import { AppError } from '../../platform/errors.js';
import { createDeliveries } from './deliveries.js';
import type { DeliveryMessage } from './delivery/adapter.js';
import { createDeliveryJobs } from './delivery-jobs.js';
import { createEventDeliveries } from './event-deliveries.js';
import type { IntegrationRow, IntegrationsRepository } from './integrations.repository.js';
import { createIntegrationsCore, type IntegrationsServiceDeps, notFound } from './integrations-core.js';
import { kindOf } from './kinds/index.js';
import { createJiraConnections } from './kinds/jira/jira-connections.js';
import { createJiraLinks } from './kinds/jira/jira-links.js';
import { createMondayPickers } from './kinds/monday/monday-pickers.js';
import { DELIVERY_LOG_LIMIT, toDelivery } from './replies.js';
import { createTicketSends } from './ticket-sends.js';
import { createTicketSnapshots } from './ticket-snapshots.js';

export { DELIVER_JOB } from './deliveries.js';
export type { IntegrationEvent } from './delivery/integration-event.js';
export type { Adapters, IntegrationsServiceDeps } from './integrations-core.js';
// Jira people (jira-people.service.ts) answer Jira's refusals as the rest of the module does.
export { jiraAppError } from './kinds/jira/jira-access.js';

/**
 * A brand's integrations (docs/product.md#integrations): connecting, changing, testing and
 * disconnecting them, their delivery log, and, from the parts beside this file, the deliveries a
 * change makes, a person's sends from a ticket, and each kind's own pickers. Where the kinds
 * differ, the kind found by the row's type decides (kinds/kind.ts).
 */
export function createIntegrationsService(deps: IntegrationsServiceDeps) {
  const core = createIntegrationsCore(deps);
  const { db, repository, now, tools } = core;
  const deliveries = createDeliveries(core);
  const tickets = createTicketSnapshots(core);

  /** The address a delivery of this integration calls first (its adapter knows), or null. */
  function targetOf(row: IntegrationRow): string | null {
    const adapter = deps.adapters[row.type as IntegrationType];
    try {
      return adapter?.target?.(core.connectionOf(row)) ?? null;
    } catch {
      // A connection that cannot be read (an OAuth Jira without its site) fails in the log instead.
      return null;
    }
  }

  return {
    /** The brand's integrations; a secret URL's mask only when `admin` (brand admins). */
    async list(projectId: string, { admin }: { admin: boolean }): Promise<ProjectIntegration[]> {
      const [rows, last] = await Promise.all([
        repository.list(projectId),
        repository.lastDeliveries(projectId),
      ]);
      return rows.map((row) =>
        core.reply(
          row,
          last.find((d) => d.integration_id === row.id),
          admin,
        ),
      );
    },

    get: core.replyFor,

    /** Connects an integration; a webhook's signing secret is answered this once. */
    async create(
      project: { projectId: string; workspaceId: string },
      memberId: string | null,
      input: CreateProjectIntegration,
      installed: { channel?: string | null } = {},
    ): Promise<{ integration: ProjectIntegration; signingSecret: string | null }> {
      const kind = kindOf(input.type);
      // Checked before anything is kept: a refused address, a wrong token (tried, not kept).
      await kind.checkCreate?.(input, tools);
      const id = randomUUID();
      const at = now().toISOString();
      const { config, eventTypes, secret, url, revealed } = kind.stored(input, {
        channel: installed.channel ?? null,
      });
      await repository.insert({
        id,
        workspace_id: project.workspaceId,
        project_id: project.projectId,
        type: input.type,
        description: input.description,
        config: JSON.stringify(config),
        secret: secret === null ? null : core.sealSecret(id, secret),
        previous_secret: null,
        previous_secret_expires_at: null,
        url_secret: url === undefined ? null : core.sealUrl(id, url),
        event_types: JSON.stringify(eventTypes),
        enabled: 1,
        disabled_reason: null,
        created_by_member_id: memberId,
        created_at: at,
        updated_at: at,
      });
      return {
        integration: await core.replyFor(project.projectId, id, true),
        signingSecret: revealed ?? null,
      };
    },

    async update(
      projectId: string,
      id: string,
      input: UpdateProjectIntegrationInput,
    ): Promise<ProjectIntegration> {
      const row = await core.find(projectId, id);
      if (row.type !== input.type) {
        throw new AppError('validation_error', {
          details: [{ path: 'type', message: `This integration is ${row.type}` }],
        });
      }
      const stored = core.open(row);
      const config = { ...stored.config };
      const change: Parameters<IntegrationsRepository['update']>[1] = { updated_at: now().toISOString() };
      if (input.description !== undefined) change.description = input.description.trim();
      if (input.enabled !== undefined) {
        change.enabled = input.enabled ? 1 : 0;
        change.disabled_reason = input.enabled ? null : 'admin';
      }
      if ('event_types' in input && input.event_types) change.event_types = JSON.stringify(input.event_types);
      const { secret, url } = await kindOf(row.type).update(input, { stored, config }, tools);
      if (secret !== undefined) change.secret = core.sealSecret(id, secret);
      if (url !== undefined) change.url_secret = core.sealUrl(id, url);
      change.config = JSON.stringify(config);
      await repository.update(id, change);
      return core.replyFor(projectId, id, true);
    },

    async remove(projectId: string, id: string): Promise<void> {
      if (!(await repository.remove(projectId, id))) throw notFound();
    },

    /** A new signing secret (a webhook's); the old one keeps signing for 24 hours. */
    async rotateSecret(
      projectId: string,
      id: string,
    ): Promise<{ integration: ProjectIntegration; signingSecret: string }> {
      const row = await repository.find(projectId, id);
      const rotate = row && kindOf(row.type).rotateSecret;
      const current = rotate && core.open(row).secret();
      if (!rotate || !current) throw notFound();
      const at = now();
      const rotated = rotate(current, at);
      await repository.update(id, {
        secret: core.sealSecret(id, rotated.current),
        previous_secret: rotated.previous ? core.sealSecret(id, rotated.previous.secret) : null,
        previous_secret_expires_at: rotated.previous?.expiresAt.toISOString() ?? null,
        updated_at: at.toISOString(),
      });
      return { integration: await core.replyFor(projectId, id, true), signingSecret: rotated.current };
    },

    /**
     * "Send test": a test message through the same queue as events, shown in the log. A target
     * the egress guard refuses now (its name resolves into our network) is refused at once, as
     * at connect, rather than only in the log.
     */
    async test(projectId: string, id: string, sender: { userId: string }): Promise<IntegrationDelivery> {
      const row = await core.find(projectId, id);
      const target = targetOf(row);
      if (target) await tools.refuseTarget(target, kindOf(row.type).targetField);
      const message: DeliveryMessage = {
        id: randomUUID(),
        event: 'integration.test',
        occurred_at: now().toISOString(),
        ticket: null,
      };
      const delivery = await db.transaction().execute(async (trx) => {
        const queued = await deliveries.enqueueDelivery(trx, row, message, 'test', null);
        await core.admit(trx, row, message, sender.userId, 'integration_test');
        return queued;
      });
      return toDelivery(delivery, row.type as IntegrationType);
    },

    async deliveries(projectId: string, id: string): Promise<IntegrationDelivery[]> {
      const row = await core.find(projectId, id);
      const rows = await repository.deliveries(id, DELIVERY_LOG_LIMIT);
      return rows.map((d) => toDelivery(d, row.type as IntegrationType));
    },

    ...createDeliveryJobs(core, deliveries),
    ...createEventDeliveries(core, deliveries, tickets),
    ...createTicketSends(core, deliveries, tickets),
    ...createJiraConnections(core),
    ...createJiraLinks(core),
    ...createMondayPickers(core),
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
