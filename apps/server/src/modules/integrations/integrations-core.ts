import type { IntegrationType, ProjectIntegration } from '@expertos/domain/integration.schema';
import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { MailKind } from '../../platform/mail/outbound-mail.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { TicketIntegrationFacts } from '../tickets/ticket-integration-facts.js';
import type { Connection, DeliveryMessage } from './delivery/adapter.js';
import type { IntegrationRow, IntegrationsRepository, LastDelivery } from './integrations.repository.js';
import { kindOf } from './kinds/index.js';
import type { AnyAdapter, KindTools, StoredIntegration } from './kinds/kind.js';
import { toReply } from './replies.js';
import { urlSecretContext } from './secret-urls.js';

export type Adapters = Partial<Record<IntegrationType, AnyAdapter>>;

export interface IntegrationsServiceDeps {
  db: Db;
  repository: IntegrationsRepository;
  box: SecretBox;
  queue: Pick<JobQueue, 'enqueue'>;
  /** Raises `integration.disabled` (its admins are notified by the notifications module). */
  events: Pick<EventBus, 'emit'>;
  /** Each kind's adapter (or the one a test handed in). */
  adapters: Adapters;
  tools: KindTools;
  /** The tickets module's reads and its one write for integrations (ticket-integration-facts.ts). */
  ticketFacts: TicketIntegrationFacts;
  /** The projects module's narrow read: what a brand's messages are written in (English without it). */
  brandLanguageOf?: (projectId: string) => Promise<Language>;
}

export const notFound = () => new AppError('integration_not_found');
const secretContext = (id: string) => `project_integration:${id}`;
const parse = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/**
 * What the parts of the integrations service share (docs/product.md#integrations): a row read
 * and opened for its kind, the connection an adapter is handed, the reply the API gives. Secrets
 * are sealed per row and opened only here.
 */
export function createIntegrationsCore(deps: IntegrationsServiceDeps) {
  const { box, repository, tools } = deps;

  function open(row: IntegrationRow): StoredIntegration {
    return {
      row,
      config: parse<Record<string, unknown>>(row.config, {}),
      eventTypes: parse(row.event_types, []),
      secret: () => (row.secret ? box.open(row.secret, secretContext(row.id)) : null),
      sealedUrl: () => (row.url_secret ? box.open(row.url_secret, urlSecretContext(row.id)) : null),
    };
  }

  /** The integration as its adapter sees it: the settings and the opened secret. */
  function connectionOf(row: IntegrationRow): Connection<unknown, unknown> {
    const kind = kindOf(row.type);
    const stored = open(row);
    const opened = (sealed: string | null) => (sealed ? box.open(sealed, secretContext(row.id)) : null);
    // A webhook's secret is the signing string itself; the others seal a JSON object.
    const asSecret = (text: string | null) =>
      kind.secretFormat === 'json' && text ? JSON.parse(text) : text;
    return {
      uid: row.id,
      config: { ...stored.config, event_types: stored.eventTypes, ...kind.connectionConfig?.(stored) },
      secret: asSecret(stored.secret()),
      previousSecret: asSecret(opened(row.previous_secret)),
      previousSecretExpiresAt: row.previous_secret_expires_at,
    };
  }

  /**
   * The connection with a usable credential: one its kind renews (a Jira OAuth token about to run
   * out) is renewed first, and sealed and stored before anything uses it.
   */
  async function freshConnection(row: IntegrationRow): Promise<Connection<unknown, unknown>> {
    const language = (await deps.brandLanguageOf?.(row.project_id)) ?? DEFAULT_LANGUAGE;
    const connection = { ...connectionOf(row), language };
    const renewed = await kindOf(row.type).renew?.(connection, tools);
    if (!renewed) return connection;
    await repository.update(row.id, {
      secret: box.seal(JSON.stringify(renewed), secretContext(row.id)),
      updated_at: tools.now().toISOString(),
    });
    return { ...connection, secret: renewed };
  }

  function reply(row: IntegrationRow, last: LastDelivery | undefined, admin: boolean): ProjectIntegration {
    return toReply(open(row), kindOf(row.type), last, { admin, publicUrl: tools.config.publicUrl });
  }

  async function find(projectId: string, id: string): Promise<IntegrationRow> {
    const row = await repository.find(projectId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    ...deps,
    now: tools.now,
    open,
    connectionOf,
    freshConnection,
    reply,
    find,

    /** An integration of one kind (a Jira's pickers); any other is not found. */
    async findOfKind(
      projectId: string,
      id: string,
      kind: { type: IntegrationType },
    ): Promise<IntegrationRow> {
      const row = await repository.find(projectId, id);
      if (row?.type !== kind.type) throw notFound();
      return row;
    },

    /** The integration as the API answers it; `admin` as in toReply (the admin routes' replies). */
    async replyFor(projectId: string, id: string, admin = false): Promise<ProjectIntegration> {
      const row = await find(projectId, id);
      const last = (await repository.lastDeliveries(projectId)).find((d) => d.integration_id === id);
      return reply(row, last, admin);
    },

    sealSecret: (id: string, text: string) => box.seal(text, secretContext(id)),
    sealUrl: (id: string, url: string) => box.seal(url, urlSecretContext(id)),

    /** A person's send, test or retry, counted against the outbound-mail caps where its kind counts (429 past one). */
    async admit(trx: Db, row: IntegrationRow, message: DeliveryMessage, userId: string, mail: MailKind) {
      await kindOf(row.type).admit?.(trx, open(row), message, userId, mail, tools);
    },

    /** Counted without a person asking (an event, a dead job run again): the failure to log past a cap, or null. */
    async tryAdmit(
      trx: Db,
      row: IntegrationRow,
      message: DeliveryMessage,
      actorMemberId: string | null,
      mail: MailKind,
    ) {
      return (await kindOf(row.type).tryAdmit?.(trx, open(row), message, actorMemberId, mail, tools)) ?? null;
    },
  };
}

export type IntegrationsCore = ReturnType<typeof createIntegrationsCore>;
