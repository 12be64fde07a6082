import { randomUUID } from 'node:crypto';
import {
  type CreateProjectIntegration,
  DELIVERY_MAX_ATTEMPTS,
  type DeliveryEventType,
  type DeliveryFailureCode,
  type DeliveryStatus,
  deliveryRetryDelayMs,
  type EmailRule,
  eventPassesFilter,
  type IntegrationDelivery,
  type IntegrationType,
  integrationState,
  type JiraOptions,
  type JiraSecret,
  type MondayOptions,
  type ProjectIntegration,
  type TicketIntegrationEntry,
  type TicketJiraLink,
  type UpdateProjectIntegrationInput,
  type WebhookEventType,
} from '@expertos/domain/integration.schema';
import type { MondaySecret } from '@expertos/domain/monday.schema';
import type { TicketStatus, TicketType } from '@expertos/domain/tickets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/errors.js';
import type { CommentFacts, TicketFacts } from '../../platform/events/domain-events.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { Resolver } from '../../platform/http/egress-target.js';
import type { JobContext } from '../../platform/jobs/job-handler.js';
import { PermanentJobError, RetryLaterError } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { SecretBox } from '../../platform/secrets/secret-box.js';
import type { TicketIntegrationFacts } from '../tickets/ticket-integration-facts.js';
import type {
  Connection,
  DeliveryMessage,
  DeliveryResult,
  IntegrationAdapter,
  TicketSnapshot,
} from './delivery/adapter.js';
import type { DeliveryRow, IntegrationRow, IntegrationsRepository } from './integrations.repository.js';
import type { EmailLimits } from './kinds/email/email-limits.js';
import { emailIntegrationWants } from './kinds/email/email-rules.js';
import { jiraFailure, type StoredJiraConfig } from './kinds/jira/jira.adapter.js';
import { JiraError } from './kinds/jira/jira-client.js';
import { type JiraTicketFacts, jiraEpicFor } from './kinds/jira/jira-issue.js';
import type { StoredMondayConfig } from './kinds/monday/monday.adapter.js';
import { MondayError } from './kinds/monday/monday-client.js';
import type { MondayTicketFacts } from './kinds/monday/monday-item.js';
import { generateWebhookSecret, rotateWebhookSecret } from './kinds/webhook/signature.js';
import { maskSecretUrl, urlSecretContext } from './secret-urls.js';
import { checkTarget, refusalIn, targetRefused } from './target-check.js';

/** The job that sends one delivery (docs/product.md#integrations). */
export const DELIVER_JOB = 'integration.deliver';
/** How many deliveries the page and the ticket dialog show. */
export const DELIVERY_LOG_LIMIT = 50;

// biome-ignore lint/suspicious/noExplicitAny: adapters differ in their config and secret types; the service stores both as JSON.
export type AnyAdapter = IntegrationAdapter<any, any>;
export type Adapters = Partial<Record<IntegrationType, AnyAdapter>>;

export interface IntegrationsServiceDeps {
  db: Db;
  repository: IntegrationsRepository;
  box: SecretBox;
  queue: Pick<JobQueue, 'enqueue'>;
  /** Raises `integration.disabled` (its admins are notified by the notifications module). */
  events: Pick<EventBus, 'emit'>;
  adapters: Adapters;
  /** The app's public address: links in messages point there. */
  publicUrl: string;
  /** ALLOW_PRIVATE_TARGETS: a URL on the LAN may be saved (and reached). */
  allowPrivateTargets: boolean;
  /** How a typed URL's host is resolved to be checked; the system resolver unless given. */
  resolve?: Resolver;
  /** Reads Jira's projects, issue types and epics with a credential (integrations/jira/jira-options.ts). */
  readJira: (
    config: Pick<StoredJiraConfig, 'site_url' | 'cloud_id'>,
    secret: JiraSecret,
    projectKey: string | null,
  ) => Promise<JiraOptions>;
  /**
   * Renews an OAuth (3LO) Jira token (integrations/jira/jira-oauth.ts); absent when the server
   * has no Atlassian app. Throws a JiraError (`jira_token_error` when only reconnecting helps).
   */
  refreshJira?: (secret: JiraSecret & { auth: 'oauth' }) => Promise<JiraSecret>;
  /** Reads monday's boards, and a board's groups and columns (integrations/monday/monday-options.ts). */
  readMonday: (secret: MondaySecret, boardId: string | null) => Promise<MondayOptions>;
  now: () => Date;
  /** The tickets module's reads and its one write for integrations (ticket-integration-facts.ts). */
  ticketFacts: TicketIntegrationFacts;
  /** Counts every e-mail the e-mail integration sends (docs/product.md#accounts-and-limits). */
  email: EmailLimits;
}

/** What an event tells the integrations (the listener builds it from the domain event). */
export interface IntegrationEvent {
  name: WebhookEventType;
  ticket: TicketFacts;
  statusChange?: { from: TicketStatus; to: TicketStatus };
  /** For `ticket.updated`: the API fields that changed. */
  changed?: string[];
  comment?: { uid: string; excerpt: string | null; authorMemberId: string };
  /** Who made the change (a member id), or null when nobody here did (a status moved in Jira). */
  actorMemberId: string | null;
}

const notFound = () => new AppError('integration_not_found');
const secretContext = (id: string) => `project_integration:${id}`;
/** Jira's inbound secret is sealed under its own context, so it can never open as the token. */
export const inboundSecretContext = (id: string) => `project_integration_inbound:${id}`;

/** Where Jira posts its "issue updated" webhook for one integration (jira-webhook.routes.ts). */
export const jiraStatusWebhookUrl = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/integrations/jira/${id}/webhook`;
const parse = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

interface StoredSlackSecret {
  webhook_url?: string;
  bot_token?: string;
}

/** A monday failure as the API answers it: a refused address, a refused token, or any other failure. */
function mondayAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const refusal = refusalIn(error);
  if (refusal) return targetRefused(refusal, 'connection');
  const token = error instanceof MondayError && error.code === 'monday_token_error';
  return new AppError(token ? 'monday_token_error' : 'monday_error', { cause: error });
}

/**
 * A Jira failure as the API answers it: a site the egress guard refuses (an address typed in, or
 * a name that resolved into our network) is `integration_target_refused` with the guard's reason,
 * as for every integration; else the spec's token or connection error.
 */
export function jiraAppError(error: unknown): AppError {
  const refusal = refusalIn(error);
  if (refusal) return targetRefused(refusal, 'connection.site_url');
  if (error instanceof JiraError) return new AppError(error.code, { cause: error });
  if (error instanceof AppError) return error;
  return new AppError('jira_error', { cause: error });
}

/**
 * The settings a type keeps in `config` (never a secret) and the secret it seals. `channel`
 * is the channel Slack named when it made an incoming webhook at install (slack-install.service.ts).
 */
function storedParts(
  input: CreateProjectIntegration,
  channel: string | null,
): {
  config: object;
  eventTypes: WebhookEventType[];
  secret: string | null;
  /** A URL that is a credential, sealed in its own column (a webhook's). */
  url?: string;
} {
  switch (input.type) {
    case 'email':
      return { config: { addresses: input.addresses, rules: input.rules }, eventTypes: [], secret: null };
    case 'webhook':
      return { config: {}, eventTypes: input.event_types, secret: generateWebhookSecret(), url: input.url };
    case 'slack': {
      const { connection } = input;
      const secret: StoredSlackSecret =
        connection.mode === 'bot'
          ? { bot_token: connection.bot_token }
          : { webhook_url: connection.webhook_url };
      return {
        config: { mode: connection.mode, channel: connection.mode === 'bot' ? connection.channel : channel },
        eventTypes: input.event_types,
        secret: JSON.stringify(secret),
      };
    }
    case 'jira': {
      const { connection } = input;
      const config: StoredJiraConfig & { email: string } = {
        site_url: connection.site_url.replace(/\/+$/, ''),
        cloud_id: null,
        email: connection.email,
        project_key: input.project_key,
        issue_type_id: input.issue_type_id,
        epic_key: input.epic_key,
        event_types: input.event_types,
      };
      const secret: JiraSecret = {
        auth: 'api_token',
        email: connection.email,
        api_token: connection.api_token,
      };
      return { config, eventTypes: input.event_types, secret: JSON.stringify(secret) };
    }
    case 'monday': {
      const config: StoredMondayConfig & { board_name: string | null } = {
        board_id: null,
        board_name: null,
        group_id: null,
        columns: { status: null, date: null, person: null, text: null, text_type: 'text' },
        status_labels: {},
        event_types: input.event_types,
      };
      const secret: MondaySecret = { auth: 'api_token', api_token: input.connection.api_token };
      return { config, eventTypes: input.event_types, secret: JSON.stringify(secret) };
    }
  }
}

export function createIntegrationsService(deps: IntegrationsServiceDeps) {
  const { db, repository, box, queue, events, adapters, now, ticketFacts } = deps;

  /** A URL the user typed: refused now if the guard would refuse it later (docs/architecture.md#egress-guard). */
  const refuseTarget = (url: string, path: string) =>
    checkTarget(url, path, {
      allowPrivate: deps.allowPrivateTargets,
      ...(deps.resolve ? { resolve: deps.resolve } : {}),
    });

  /** A webhook's URL: sealed in `url_secret`, or (a row from before migration 0038) plain in config. */
  const webhookUrlOf = (row: IntegrationRow): string | null => {
    if (row.url_secret) return box.open(row.url_secret, urlSecretContext(row.id));
    const url = parse<{ url?: unknown }>(row.config, {}).url;
    return typeof url === 'string' ? url : null;
  };

  /**
   * What a brand admin sees of a URL that is a credential (`https://host/…abcd`); null for a
   * type without one, and when the stored value cannot be opened (a lost key shows as no mask,
   * not as a failed page).
   */
  const urlMaskOf = (row: IntegrationRow): string | null => {
    try {
      if (row.type === 'webhook') {
        const url = webhookUrlOf(row);
        return url === null ? null : maskSecretUrl(url);
      }
      if (row.type === 'slack' && row.secret) {
        const secret = JSON.parse(box.open(row.secret, secretContext(row.id))) as StoredSlackSecret;
        return secret.webhook_url ? maskSecretUrl(secret.webhook_url) : null;
      }
    } catch {
      return null;
    }
    return null;
  };

  /** `admin`: the caller administers the brand, so a secret URL's mask is shown (never the URL). */
  const toReply = (
    row: IntegrationRow,
    last: { status: string; created_at: string } | undefined,
    admin: boolean,
  ): ProjectIntegration => {
    const enabled = row.enabled === 1;
    const common = {
      uid: row.id,
      project_uid: row.project_id,
      description: row.description,
      enabled,
      disabled_reason: (row.disabled_reason as 'admin' | 'gone' | null) ?? null,
      state: integrationState(enabled, (last?.status as DeliveryStatus | undefined) ?? null),
      last_delivery_at: last?.created_at ?? null,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
    const config = parse<Record<string, unknown>>(row.config, {});
    const eventTypes = parse<WebhookEventType[]>(row.event_types, []);
    switch (row.type) {
      case 'email':
        return {
          type: 'email',
          ...common,
          config: { addresses: config.addresses as string[], rules: config.rules as EmailRule[] },
        };
      case 'webhook':
        return {
          type: 'webhook',
          ...common,
          config: {
            url_mask: admin ? urlMaskOf(row) : null,
            event_types: eventTypes,
            previous_secret_expires_at: row.previous_secret_expires_at,
          },
        };
      case 'monday': {
        const columns = (config.columns ?? {}) as Partial<StoredMondayConfig['columns']>;
        return {
          type: 'monday',
          ...common,
          config: {
            board_id: (config.board_id as string | null) ?? null,
            board_name: (config.board_name as string | null) ?? null,
            group_id: (config.group_id as string | null) ?? null,
            columns: {
              status: columns.status ?? null,
              date: columns.date ?? null,
              person: columns.person ?? null,
              text: columns.text ?? null,
              text_type: columns.text_type ?? 'text',
            },
            event_types: eventTypes,
          },
        };
      }
      case 'jira':
        return {
          type: 'jira',
          ...common,
          config: {
            site_url: config.site_url as string,
            auth: config.cloud_id ? 'oauth' : 'api_token',
            email: (config.email as string | undefined) ?? null,
            project_key: (config.project_key as string | null) ?? null,
            issue_type_id: (config.issue_type_id as string | null) ?? null,
            epic_key: (config.epic_key as string | null) ?? null,
            event_types: eventTypes,
            status_webhook_url: row.inbound_secret ? jiraStatusWebhookUrl(deps.publicUrl, row.id) : null,
          },
        };
      default:
        return {
          type: 'slack',
          ...common,
          config: {
            mode: config.mode as 'incoming_webhook' | 'bot',
            channel: (config.channel as string | null) ?? null,
            url_mask: admin ? urlMaskOf(row) : null,
            event_types: eventTypes,
          },
        };
    }
  };

  const toDelivery = (row: DeliveryRow, type: IntegrationType): IntegrationDelivery => ({
    uid: row.id,
    project_integration_uid: row.integration_id,
    type,
    event_type: row.event as DeliveryEventType,
    message_id: row.id,
    ticket_uid: row.ticket_id,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    max_attempts: DELIVERY_MAX_ATTEMPTS,
    next_attempt_at: row.next_retry_at,
    last_attempt_at: row.last_attempt_at,
    response_status: row.response_status,
    response_excerpt: row.response_excerpt,
    failure_reason: row.error
      ? { code: (row.error_code as DeliveryFailureCode | null) ?? 'other', message: row.error }
      : null,
    created_at: row.created_at,
  });

  /** The integration as the API answers it; `admin` as in toReply (the admin routes' replies). */
  async function replyFor(projectId: string, id: string, admin = false): Promise<ProjectIntegration> {
    const row = await repository.find(projectId, id);
    if (!row) throw notFound();
    const last = (await repository.lastDeliveries(projectId)).find((d) => d.integration_id === id);
    return toReply(row, last, admin);
  }

  function connectionOf(row: IntegrationRow): Connection<unknown, unknown> {
    const context = secretContext(row.id);
    const open = (sealed: string | null) => (sealed ? box.open(sealed, context) : null);
    const secret = open(row.secret);
    const previous = open(row.previous_secret);
    const config = {
      ...parse<object>(row.config, {}),
      event_types: parse<string[]>(row.event_types, []),
      // A webhook's URL is a credential, kept sealed apart from its config.
      ...(row.type === 'webhook' ? { url: webhookUrlOf(row) } : {}),
    };
    // A webhook's secret is the signing string itself; the others seal a JSON object.
    const asSecret = (text: string | null) => (row.type !== 'webhook' && text ? JSON.parse(text) : text);
    return {
      uid: row.id,
      config,
      secret: asSecret(secret),
      previousSecret: asSecret(previous),
      previousSecretExpiresAt: row.previous_secret_expires_at,
    };
  }

  /** The address a delivery of this integration calls first (its adapter knows), or null. */
  function targetOf(row: IntegrationRow): string | null {
    const adapter = adapters[row.type as IntegrationType];
    try {
      return adapter?.target?.(connectionOf(row)) ?? null;
    } catch {
      // A connection that cannot be read (an OAuth Jira without its site) fails in the log instead.
      return null;
    }
  }

  /** An OAuth token renewed this long before it runs out, so a call never starts with a dying one. */
  const REFRESH_AHEAD_MS = 60_000;

  /**
   * The connection with a usable credential: a Jira OAuth access token about to run out is
   * renewed first, and the new tokens sealed and stored before anything uses them (Atlassian's
   * refresh tokens rotate: the old one is dead once the new one is issued).
   */
  async function freshConnection(row: IntegrationRow): Promise<Connection<unknown, unknown>> {
    const connection = connectionOf(row);
    if (row.type !== 'jira') return connection;
    const secret = connection.secret as JiraSecret;
    if (secret.auth !== 'oauth' || !secret.expires_at) return connection;
    if (Date.parse(secret.expires_at) - now().getTime() > REFRESH_AHEAD_MS) return connection;
    if (!deps.refreshJira || !secret.refresh_token) return connection;
    const renewed = await deps.refreshJira(secret);
    await repository.update(row.id, {
      secret: box.seal(JSON.stringify(renewed), secretContext(row.id)),
      updated_at: now().toISOString(),
    });
    return { ...connection, secret: renewed };
  }

  /** The ticket as a message shows it, read in `trx` (the ticket may be gone: then from the facts). */
  async function snapshotOf(trx: Db, facts: TicketFacts): Promise<TicketSnapshot | null> {
    const row = await ticketFacts.snapshotFor(facts.id, trx);
    const project = row ? row.brand : await ticketFacts.brandOf(facts.projectId, trx);
    if (!project) return null;
    return {
      uid: facts.id,
      number: facts.number,
      summary: facts.summary,
      status: facts.status,
      ticket_type: facts.type as TicketType,
      due_date: facts.dueDate,
      assignee: row?.assigneeName ?? null,
      caption: row?.caption ?? null,
      project,
      url: `${deps.publicUrl}/brand/${encodeURIComponent(project.slug)}/tasks?task=${encodeURIComponent(facts.id)}`,
      updated_at: facts.updatedAt,
    };
  }

  /** A ticket's facts read from its row (for a comment's event, and for a manual send). */
  async function factsOf(trx: Db, ticketId: string, workspaceId: string): Promise<TicketFacts | null> {
    const row = await ticketFacts.snapshotFor(ticketId, trx);
    if (!row) return null;
    return {
      id: row.id,
      number: row.number,
      workspaceId,
      projectId: row.brand.uid,
      type: row.ticketType,
      summary: row.summary,
      status: row.status,
      assigneeMemberId: null,
      reporterMemberId: null,
      remindAt: null,
      dueDate: row.dueDate,
      updatedAt: row.updatedAt,
    };
  }

  /**
   * What a Jira delivery reads beyond the shared snapshot: the priority, the epic chosen on the
   * ticket for this integration, and the issue it already became (so it is never filed twice).
   */
  async function forIntegration(
    trx: Db,
    row: IntegrationRow,
    snapshot: TicketSnapshot | null,
  ): Promise<(TicketSnapshot & JiraTicketFacts & MondayTicketFacts) | null> {
    if ((row.type !== 'jira' && row.type !== 'monday') || snapshot === null) return snapshot;
    const link = (await repository.ticketLinks(snapshot.uid, trx)).find((l) => l.integration_id === row.id);
    if (row.type === 'monday') return { ...snapshot, monday_item_id: link?.external_id ?? null };
    const ticket = await ticketFacts.snapshotFor(snapshot.uid, trx);
    return {
      ...snapshot,
      priority: ticket?.priority ?? null,
      jira_epic_key: link?.epic_key ?? null,
      jira_issue_key: link?.external_id ?? null,
      jira_assignee_account_id: ticket?.assigneeMemberId
        ? ((await repository.jiraAccountOf(row.id, ticket.assigneeMemberId, trx)) ?? null)
        : null,
    };
  }

  /** Whether an integration hears this event (docs/product.md#integrations). */
  function wants(row: IntegrationRow, event: IntegrationEvent): boolean {
    if (row.enabled !== 1) return false;
    if (row.type === 'email') {
      const config = parse<{ rules?: EmailRule[] }>(row.config, {});
      return emailIntegrationWants({ rules: config.rules ?? [] }, event.name, event.ticket.status);
    }
    if (row.type === 'jira') {
      // Jira makes issues, so it hears a new ticket only when asked to, and only once a project is
      // picked; a status change too only when asked to (and onEvent sends it only for a ticket
      // that is an issue there).
      const config = parse<Partial<StoredJiraConfig>>(row.config, {});
      const heard = parse<WebhookEventType[]>(row.event_types, []);
      if (event.name === 'ticket.status_changed') return heard.includes('ticket.status_changed');
      return event.name === 'ticket.created' && heard.includes('ticket.created') && !!config.project_key;
    }
    if (row.type === 'monday' && !parse<Partial<StoredMondayConfig>>(row.config, {}).board_id) return false;
    if (!eventPassesFilter(event.name, parse<WebhookEventType[]>(row.event_types, []))) return false;
    // A chat channel hears a status change once: as `ticket.status_changed`, not again as an update.
    if (row.type !== 'webhook' && event.name === 'ticket.updated') {
      return (event.changed ?? []).some((field) => field !== 'status');
    }
    return true;
  }

  /** A new delivery of `message` to `row`, not yet sent. */
  function newDelivery(
    row: IntegrationRow,
    message: DeliveryMessage,
    trigger: 'event' | 'test' | 'manual',
    ticketId: string | null,
  ): DeliveryRow {
    const at = now().toISOString();
    return {
      id: message.id,
      integration_id: row.id,
      project_id: row.project_id,
      ticket_id: ticketId,
      event: message.event,
      trigger,
      status: 'pending',
      message: JSON.stringify(message),
      attempts: 0,
      next_retry_at: at,
      last_attempt_at: null,
      response_status: null,
      response_excerpt: null,
      error_code: null,
      error: null,
      job_id: null,
      created_at: at,
      updated_at: at,
    };
  }

  async function enqueueDelivery(
    trx: Db,
    row: IntegrationRow,
    message: DeliveryMessage,
    trigger: 'event' | 'test' | 'manual',
    ticketId: string | null,
  ): Promise<DeliveryRow> {
    const delivery = newDelivery(row, message, trigger, ticketId);
    const job = await queue.enqueue(
      DELIVER_JOB,
      { deliveryId: delivery.id },
      {
        trx,
        maxAttempts: DELIVERY_MAX_ATTEMPTS,
        // One target at a time per integration: a slow or silent one holds only its own queue.
        concurrencyKey: `integration:${row.id}`,
        workspaceId: row.workspace_id,
      },
    );
    delivery.job_id = job.id;
    await repository.insertDelivery(delivery, trx);
    return delivery;
  }

  /**
   * An event's e-mail an outbound-mail limit refused (email-limits.ts): logged as failed with
   * the limit's reason, in the change's transaction, with no job, so nothing is sent and the
   * change goes through. An admin may "Retry now" once the limit has room (counted again).
   */
  async function logRefused(
    trx: Db,
    row: IntegrationRow,
    message: DeliveryMessage,
    ticketId: string,
    failure: { code: string; message: string },
  ): Promise<void> {
    const delivery = newDelivery(row, message, 'event', ticketId);
    await repository.insertDelivery(
      {
        ...delivery,
        status: 'failed',
        next_retry_at: null,
        error_code: failure.code,
        error: failure.message,
      },
      trx,
    );
    await recordOnTicket(
      ticketId,
      { type: row.type as IntegrationType, success: false, project_integration_uid: row.id },
      trx,
    );
  }

  /** Where the ticket was sent, noted on it by the tickets module (read and written in one transaction). */
  async function recordOnTicket(
    ticketId: string | null,
    entry: TicketIntegrationEntry,
    trx?: Db,
  ): Promise<void> {
    if (!ticketId) return;
    if (trx) return ticketFacts.recordIntegration(ticketId, entry, trx);
    await db.transaction().execute((own) => ticketFacts.recordIntegration(ticketId, entry, own));
  }

  /** Runs one attempt and writes its result; answers what the job must do next. */
  async function attempt(
    delivery: DeliveryRow,
    row: IntegrationRow,
    jobAttempt: number,
    signal: AbortSignal,
  ): Promise<{ result: DeliveryResult; final: boolean; nextDelayMs: number | null }> {
    const adapter = adapters[row.type as IntegrationType];
    const message = JSON.parse(delivery.message) as DeliveryMessage;
    let result: DeliveryResult;
    if (!adapter)
      result = { ok: false, error: `No ${row.type} adapter in this server`, outcome: 'permanent' };
    else {
      try {
        result = await adapter.deliver(await freshConnection(row), message, signal);
      } catch (error) {
        // Only a renewal can throw here: a refused refresh token needs a new connection.
        if (!(error instanceof JiraError)) throw error;
        result = jiraFailure(error);
      }
    }
    const at = now();
    const attempts = delivery.attempts + 1;
    let final = true;
    let nextDelayMs: number | null = null;
    if (!result.ok && result.outcome === 'retry') {
      const scheduled = deliveryRetryDelayMs(Math.min(jobAttempt, DELIVERY_MAX_ATTEMPTS));
      // A receiver's Retry-After (429, 503) is a floor, never a shortcut: the next attempt comes
      // no earlier than it asked nor than the schedule says, so a target that keeps answering
      // "Retry-After: 1" cannot use up the eight attempts in a few seconds.
      nextDelayMs = scheduled === null ? null : Math.max(scheduled, result.retryAfterMs ?? 0);
      final = nextDelayMs === null || jobAttempt >= DELIVERY_MAX_ATTEMPTS;
      if (final) nextDelayMs = null;
    }
    const status: DeliveryStatus = result.ok ? 'succeeded' : final ? 'failed' : 'retrying';
    await repository.updateDelivery(delivery.id, {
      status,
      attempts,
      last_attempt_at: at.toISOString(),
      next_retry_at: nextDelayMs === null ? null : new Date(at.getTime() + nextDelayMs).toISOString(),
      response_status: result.status ?? null,
      response_excerpt: result.excerpt ?? null,
      error_code: result.ok ? null : (result.reason ?? (result.status != null ? 'http_status' : 'other')),
      error: result.ok ? null : result.error,
      updated_at: at.toISOString(),
    });
    if (result.ok && result.external && delivery.ticket_id) {
      await repository.saveTicketLink(
        delivery.ticket_id,
        row.id,
        { external_id: result.external.id, external_url: result.external.url },
        at.toISOString(),
      );
    }
    if (result.ok || final) {
      await recordOnTicket(delivery.ticket_id, {
        type: row.type as IntegrationType,
        success: result.ok,
        project_integration_uid: row.id,
      });
    }
    if (!result.ok && result.outcome === 'gone') await switchOffGone(row, at.toISOString());
    return { result, final, nextDelayMs };
  }

  /**
   * 410 Gone: the receiver asks us to stop. Switched off until an admin turns it on again, and
   * its admins are told in the same transaction (docs/product.md#integrations), once.
   */
  async function switchOffGone(row: IntegrationRow, at: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (!(await repository.switchOff(row.id, 'gone', at, trx))) return;
      await events.emit(trx, 'integration.disabled', {
        workspaceId: row.workspace_id,
        projectId: row.project_id,
        integrationId: row.id,
        type: row.type as IntegrationType,
        description: row.description,
        reason: 'gone',
        at,
      });
    });
  }

  /**
   * Whether this run of an e-mail delivery may send. Its e-mails were counted when its job was
   * queued (the event, the test, "Retry now"), so the delivery's own job, not yet failed, goes
   * on. Any other run sends them again without that: a dead job run again from the jobs page
   * (the delivery is `failed`), or a job the delivery no longer points to. Those are counted
   * now, against nobody's hour (the job does not know who asked), and made the delivery's own;
   * past a limit the delivery stays failed with the reason, and nothing is sent.
   */
  async function countedRun(delivery: DeliveryRow, row: IntegrationRow, jobId: string): Promise<boolean> {
    const own = delivery.job_id === null || delivery.job_id === jobId;
    if (own && delivery.status !== 'failed') return true;
    const message = JSON.parse(delivery.message) as DeliveryMessage;
    return db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const refused = await deps.email.tryAdmit(trx, row, message, null, 'integration_retry');
      await repository.updateDelivery(
        delivery.id,
        refused
          ? {
              status: 'failed',
              next_retry_at: null,
              error_code: refused.code,
              error: refused.message,
              updated_at: at,
            }
          : { status: 'pending', job_id: jobId, updated_at: at },
        trx,
      );
      return refused === null;
    });
  }

  return {
    /** The brand's integrations; a secret URL's mask only when `admin` (brand admins). */
    async list(projectId: string, { admin }: { admin: boolean }): Promise<ProjectIntegration[]> {
      const [rows, last] = await Promise.all([
        repository.list(projectId),
        repository.lastDeliveries(projectId),
      ]);
      return rows.map((row) =>
        toReply(
          row,
          last.find((d) => d.integration_id === row.id),
          admin,
        ),
      );
    },

    get: replyFor,

    /** Connects an integration; a webhook's signing secret is answered this once. */
    async create(
      project: { projectId: string; workspaceId: string },
      memberId: string | null,
      input: CreateProjectIntegration,
      installed: { channel?: string | null } = {},
    ): Promise<{ integration: ProjectIntegration; signingSecret: string | null }> {
      if (input.type === 'webhook') await refuseTarget(input.url, 'url');
      if (input.type === 'slack' && input.connection.mode === 'incoming_webhook')
        await refuseTarget(input.connection.webhook_url, 'connection.webhook_url');
      if (input.type === 'jira') {
        // The credential is tried before it is kept: a wrong token is refused here, not at the first send.
        await refuseTarget(input.connection.site_url, 'connection.site_url');
        const { site_url, email, api_token } = input.connection;
        await deps
          .readJira({ site_url, cloud_id: null }, { auth: 'api_token', email, api_token }, null)
          .catch((error: unknown) => {
            throw jiraAppError(error);
          });
      }
      if (input.type === 'monday') {
        await deps
          .readMonday({ auth: 'api_token', api_token: input.connection.api_token }, null)
          .catch((error: unknown) => {
            throw mondayAppError(error);
          });
      }
      const id = randomUUID();
      const at = now().toISOString();
      const { config, eventTypes, secret, url } = storedParts(input, installed.channel ?? null);
      await repository.insert({
        id,
        workspace_id: project.workspaceId,
        project_id: project.projectId,
        type: input.type,
        description: input.description,
        config: JSON.stringify(config),
        secret: secret === null ? null : box.seal(secret, secretContext(id)),
        previous_secret: null,
        previous_secret_expires_at: null,
        url_secret: url === undefined ? null : box.seal(url, urlSecretContext(id)),
        event_types: JSON.stringify(eventTypes),
        enabled: 1,
        disabled_reason: null,
        created_by_member_id: memberId,
        created_at: at,
        updated_at: at,
      });
      return {
        integration: await replyFor(project.projectId, id, true),
        signingSecret: input.type === 'webhook' ? secret : null,
      };
    },

    /** A Jira connected by Atlassian's consent (jira-install.service.ts): its site and tokens. */
    async createJiraOAuth(
      project: { projectId: string; workspaceId: string },
      memberId: string | null,
      input: { description: string; siteUrl: string; cloudId: string; secret: JiraSecret },
    ): Promise<ProjectIntegration> {
      const id = randomUUID();
      const at = now().toISOString();
      const config: StoredJiraConfig & { email: null } = {
        site_url: input.siteUrl.replace(/\/+$/, ''),
        cloud_id: input.cloudId,
        email: null,
        project_key: null,
        issue_type_id: null,
        epic_key: null,
        event_types: [],
      };
      await repository.insert({
        id,
        workspace_id: project.workspaceId,
        project_id: project.projectId,
        type: 'jira',
        description: input.description,
        config: JSON.stringify(config),
        secret: box.seal(JSON.stringify(input.secret), secretContext(id)),
        previous_secret: null,
        previous_secret_expires_at: null,
        event_types: '[]',
        enabled: 1,
        disabled_reason: null,
        created_by_member_id: memberId,
        created_at: at,
        updated_at: at,
      });
      return replyFor(project.projectId, id, true);
    },

    async update(
      projectId: string,
      id: string,
      input: UpdateProjectIntegrationInput,
    ): Promise<ProjectIntegration> {
      const row = await repository.find(projectId, id);
      if (!row) throw notFound();
      if (row.type !== input.type) {
        throw new AppError('validation_error', {
          details: [{ path: 'type', message: `This integration is ${row.type}` }],
        });
      }
      const config = parse<Record<string, unknown>>(row.config, {});
      const change: Parameters<IntegrationsRepository['update']>[1] = { updated_at: now().toISOString() };
      if (input.description !== undefined) change.description = input.description.trim();
      if (input.enabled !== undefined) {
        change.enabled = input.enabled ? 1 : 0;
        change.disabled_reason = input.enabled ? null : 'admin';
      }
      if (input.type === 'email') {
        if (input.addresses) config.addresses = input.addresses;
        if (input.rules) config.rules = input.rules;
      } else {
        if (input.event_types) change.event_types = JSON.stringify(input.event_types);
        if (input.type === 'webhook') {
          // A new URL, or (a row from before migration 0038) the plain one: sealed from now on.
          const url = input.url ?? (row.url_secret ? null : webhookUrlOf(row));
          if (input.url) await refuseTarget(input.url, 'url');
          if (url) change.url_secret = box.seal(url, urlSecretContext(id));
          delete config.url;
        }
        if (input.type === 'jira') {
          if (input.project_key !== undefined) {
            // Another project has other issue types and epics: they are picked again.
            if (input.project_key !== config.project_key) {
              config.issue_type_id = null;
              config.epic_key = null;
            }
            config.project_key = input.project_key;
          }
          if (input.issue_type_id !== undefined) config.issue_type_id = input.issue_type_id;
          if (input.epic_key !== undefined) config.epic_key = input.epic_key;
          if (input.connection) {
            if (config.cloud_id) {
              throw new AppError('validation_error', {
                details: [{ path: 'connection', message: 'This Jira is connected with OAuth' }],
              });
            }
            const { site_url, email, api_token } = input.connection;
            await refuseTarget(site_url, 'connection.site_url');
            const secret: JiraSecret = { auth: 'api_token', email, api_token };
            await deps.readJira({ site_url, cloud_id: null }, secret, null).catch((error: unknown) => {
              throw jiraAppError(error);
            });
            config.site_url = site_url.replace(/\/+$/, '');
            config.email = email;
            change.secret = box.seal(JSON.stringify(secret), secretContext(id));
          }
        }
        if (input.type === 'monday') {
          if (input.board_id !== undefined) {
            // Another board has other groups and columns: they are picked again.
            if (input.board_id !== config.board_id) {
              config.group_id = null;
              config.columns = { status: null, date: null, person: null, text: null, text_type: 'text' };
            }
            config.board_id = input.board_id;
            config.board_name = input.board_name ?? null;
          }
          if (input.group_id !== undefined) config.group_id = input.group_id;
          if (input.columns !== undefined) config.columns = input.columns;
          if (input.connection) {
            const secret: MondaySecret = { auth: 'api_token', api_token: input.connection.api_token };
            await deps.readMonday(secret, null).catch((error: unknown) => {
              throw mondayAppError(error);
            });
            change.secret = box.seal(JSON.stringify(secret), secretContext(id));
          }
        }
        if (input.type === 'slack' && input.connection) {
          const { connection } = input;
          if (connection.mode === 'incoming_webhook')
            await refuseTarget(connection.webhook_url, 'connection.webhook_url');
          const secret: StoredSlackSecret =
            connection.mode === 'bot'
              ? { bot_token: connection.bot_token }
              : { webhook_url: connection.webhook_url };
          config.mode = connection.mode;
          config.channel = connection.mode === 'bot' ? connection.channel : null;
          change.secret = box.seal(JSON.stringify(secret), secretContext(id));
        }
      }
      change.config = JSON.stringify(config);
      await repository.update(id, change);
      return replyFor(projectId, id, true);
    },

    async remove(projectId: string, id: string): Promise<void> {
      if (!(await repository.remove(projectId, id))) throw notFound();
    },

    /** A webhook's new signing secret; the old one keeps signing for 24 hours. */
    async rotateSecret(
      projectId: string,
      id: string,
    ): Promise<{ integration: ProjectIntegration; signingSecret: string }> {
      const row = await repository.find(projectId, id);
      if (row?.type !== 'webhook' || !row.secret) throw notFound();
      const context = secretContext(id);
      const at = now();
      const rotated = rotateWebhookSecret({ current: box.open(row.secret, context), previous: null }, at);
      await repository.update(id, {
        secret: box.seal(rotated.current, context),
        previous_secret: rotated.previous ? box.seal(rotated.previous.secret, context) : null,
        previous_secret_expires_at: rotated.previous?.expiresAt.toISOString() ?? null,
        updated_at: at.toISOString(),
      });
      return { integration: await replyFor(projectId, id, true), signingSecret: rotated.current };
    },

    /**
     * "Send test": a test message through the same queue as events, shown in the log. A target
     * the egress guard refuses now (its name resolves into our network) is refused at once, as
     * at connect, rather than only in the log.
     */
    async test(projectId: string, id: string, sender: { userId: string }): Promise<IntegrationDelivery> {
      const row = await repository.find(projectId, id);
      if (!row) throw notFound();
      const target = targetOf(row);
      if (target) await refuseTarget(target, row.type === 'webhook' ? 'url' : 'connection');
      const message: DeliveryMessage = {
        id: randomUUID(),
        event: 'integration.test',
        occurred_at: now().toISOString(),
        ticket: null,
      };
      const delivery = await db.transaction().execute(async (trx) => {
        const queued = await enqueueDelivery(trx, row, message, 'test', null);
        await deps.email.admit(trx, row, message, sender.userId, 'integration_test');
        return queued;
      });
      return toDelivery(delivery, row.type as IntegrationType);
    },

    async deliveries(projectId: string, id: string): Promise<IntegrationDelivery[]> {
      const row = await repository.find(projectId, id);
      if (!row) throw notFound();
      const rows = await repository.deliveries(id, DELIVERY_LOG_LIMIT);
      return rows.map((d) => toDelivery(d, row.type as IntegrationType));
    },

    /**
     * "Retry now" on a failed delivery: the same message (same `webhook-id`), fresh attempts. An
     * e-mail's are sent again, so they count against the limits as the retrying person's (429
     * past one, and nothing is queued).
     */
    async retry(
      projectId: string,
      deliveryId: string,
      sender: { userId: string },
    ): Promise<IntegrationDelivery> {
      const delivery = await repository.findDelivery(deliveryId);
      if (!delivery || delivery.project_id !== projectId)
        throw new AppError('integration_delivery_not_found');
      const row = await repository.findById(delivery.integration_id);
      if (!row) throw new AppError('integration_delivery_not_found');
      if (row.enabled !== 1) throw new AppError('integration_disabled');
      if (delivery.status !== 'failed') return toDelivery(delivery, row.type as IntegrationType);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const job = await queue.enqueue(
          DELIVER_JOB,
          { deliveryId },
          {
            trx,
            maxAttempts: DELIVERY_MAX_ATTEMPTS,
            concurrencyKey: `integration:${row.id}`,
            workspaceId: row.workspace_id,
          },
        );
        await repository.updateDelivery(
          deliveryId,
          { status: 'pending', next_retry_at: at, job_id: job.id, updated_at: at },
          trx,
        );
        const message = JSON.parse(delivery.message) as DeliveryMessage;
        await deps.email.admit(trx, row, message, sender.userId, 'integration_retry');
      });
      const fresh = await repository.findDelivery(deliveryId);
      return toDelivery(fresh ?? delivery, row.type as IntegrationType);
    },

    /** A ticket's deliveries, newest first (the dialog's "sent to"). */
    async ticketDeliveries(ticketId: string): Promise<IntegrationDelivery[]> {
      const rows = await repository.ticketDeliveries(ticketId, DELIVERY_LOG_LIMIT);
      const types = new Map<string, IntegrationType>();
      for (const d of rows) {
        if (!types.has(d.integration_id)) {
          const row = await repository.findById(d.integration_id);
          types.set(d.integration_id, (row?.type as IntegrationType) ?? 'webhook');
        }
      }
      return rows.map((d) => toDelivery(d, types.get(d.integration_id) ?? 'webhook'));
    },

    /**
     * A person's "send by e-mail" / "send to webhook" from the dialog: sent at once (so the
     * dialog can say whether it worked) and logged; a failure is not retried on its own.
     */
    async sendTicket(
      ticket: { ticketId: string; projectId: string },
      input: { project_integration_uid: string; addresses?: string[] | undefined },
      sender: { userId: string },
    ): Promise<{ ok: boolean; type: IntegrationType; delivery: IntegrationDelivery }> {
      const row = await repository.find(ticket.projectId, input.project_integration_uid);
      if (!row) throw notFound();
      if (row.enabled !== 1) throw new AppError('integration_disabled');
      const facts = await factsOf(db, ticket.ticketId, row.workspace_id);
      if (!facts) throw new AppError('not_found');
      const snapshot = await forIntegration(db, row, await snapshotOf(db, facts));
      if (row.type === 'monday' && !parse<Partial<StoredMondayConfig>>(row.config, {}).board_id) {
        throw new AppError('validation_error', {
          message: 'Pick the monday.com board on the integrations page first.',
        });
      }
      if (row.type === 'jira' && snapshot) {
        const config = parse<StoredJiraConfig>(row.config, {} as StoredJiraConfig);
        if (!config.project_key || !config.issue_type_id) {
          throw new AppError('validation_error', {
            message: 'Pick the Jira project and issue type on the integrations page first.',
          });
        }
        // The epic rule (docs/product.md#integrations): refused before any call to Jira.
        if (!snapshot.jira_issue_key && jiraEpicFor(snapshot, config) === null)
          throw new AppError('jira_epic_missing');
      }
      const at = now().toISOString();
      const message: DeliveryMessage = {
        id: randomUUID(),
        event: 'ticket.sent',
        occurred_at: at,
        ticket: snapshot,
        ...(input.addresses && row.type === 'email' ? { addresses: input.addresses } : {}),
      };
      const delivery: DeliveryRow = {
        id: message.id,
        integration_id: row.id,
        project_id: row.project_id,
        ticket_id: ticket.ticketId,
        event: message.event,
        trigger: 'manual',
        status: 'pending',
        message: JSON.stringify(message),
        attempts: 0,
        next_retry_at: null,
        last_attempt_at: null,
        response_status: null,
        response_excerpt: null,
        error_code: null,
        error: null,
        job_id: null,
        created_at: at,
        updated_at: at,
      };
      await db.transaction().execute(async (trx) => {
        await repository.insertDelivery(delivery, trx);
        await deps.email.admit(trx, row, message, sender.userId, 'ticket');
      });
      const { result } = await attempt(delivery, row, DELIVERY_MAX_ATTEMPTS, AbortSignal.timeout(20_000));
      const saved = (await repository.findDelivery(delivery.id)) ?? delivery;
      return {
        ok: result.ok,
        type: row.type as IntegrationType,
        delivery: toDelivery(saved, row.type as IntegrationType),
      };
    },

    /** The Jira pickers' choices, read with the integration's stored credential. */
    async jiraOptions(projectId: string, id: string, projectKey: string | null): Promise<JiraOptions> {
      const row = await repository.find(projectId, id);
      if (row?.type !== 'jira') throw notFound();
      const connection = (await freshConnection(row).catch((error: unknown) => {
        throw jiraAppError(error);
      })) as Connection<StoredJiraConfig, JiraSecret>;
      return deps.readJira(connection.config, connection.secret, projectKey).catch((error: unknown) => {
        throw jiraAppError(error);
      });
    },

    /**
     * A Jira integration's row and its credential, renewed when it has run out, for the Jira
     * people (jira-people.service.ts); Jira's refusals as the spec's errors.
     */
    async jiraConnection(
      projectId: string,
      id: string,
    ): Promise<{ row: IntegrationRow; connection: Connection<StoredJiraConfig, JiraSecret> }> {
      const row = await repository.find(projectId, id);
      if (row?.type !== 'jira') throw notFound();
      const connection = (await freshConnection(row).catch((error: unknown) => {
        throw jiraAppError(error);
      })) as Connection<StoredJiraConfig, JiraSecret>;
      return { row, connection };
    },

    /** The monday pickers' choices, read with the integration's stored token. */
    async mondayOptions(projectId: string, id: string, boardId: string | null): Promise<MondayOptions> {
      const row = await repository.find(projectId, id);
      if (row?.type !== 'monday') throw notFound();
      const connection = connectionOf(row) as Connection<StoredMondayConfig, MondaySecret>;
      return deps.readMonday(connection.secret, boardId).catch((error: unknown) => {
        throw mondayAppError(error);
      });
    },

    /** The epics of a Jira integration's project, for a ticket's member choosing one. */
    async ticketJiraEpics(ticket: { projectId: string }, id: string): Promise<JiraOptions['epics']> {
      const row = await repository.find(ticket.projectId, id);
      if (row?.type !== 'jira') throw notFound();
      const connection = (await freshConnection(row).catch((error: unknown) => {
        throw jiraAppError(error);
      })) as Connection<StoredJiraConfig, JiraSecret>;
      if (!connection.config.project_key) return [];
      const options = await deps
        .readJira(connection.config, connection.secret, connection.config.project_key)
        .catch((error: unknown) => {
          throw jiraAppError(error);
        });
      return options.epics;
    },

    /** The ticket in each Jira integration of its brand: the chosen epic and the issue it became. */
    async ticketJiraLinks(ticket: { ticketId: string; projectId: string }): Promise<TicketJiraLink[]> {
      const [rows, links] = await Promise.all([
        repository.list(ticket.projectId),
        repository.ticketLinks(ticket.ticketId),
      ]);
      return rows
        .filter((row) => row.type === 'jira')
        .map((row) => {
          const link = links.find((l) => l.integration_id === row.id);
          return {
            project_integration_uid: row.id,
            epic_key: link?.epic_key ?? null,
            issue_key: link?.external_id ?? null,
            issue_url: link?.external_url ?? null,
          };
        });
    },

    /** Chooses the epic a ticket goes under in one Jira integration (null: the integration's). */
    async setTicketJiraEpic(
      ticket: { ticketId: string; projectId: string },
      id: string,
      epicKey: string | null,
    ): Promise<TicketJiraLink> {
      const row = await repository.find(ticket.projectId, id);
      if (row?.type !== 'jira') throw notFound();
      await repository.saveTicketLink(ticket.ticketId, id, { epic_key: epicKey }, now().toISOString());
      const link = (await this.ticketJiraLinks(ticket)).find((l) => l.project_integration_uid === id);
      if (!link) throw notFound();
      return link;
    },

    /** In the raising transaction: one delivery (and its job) per integration that hears the event. */
    async onEvent(trx: Db, event: IntegrationEvent): Promise<void> {
      const rows = (await repository.list(event.ticket.projectId, trx)).filter((row) => wants(row, event));
      if (rows.length === 0) return;
      const snapshot = await snapshotOf(trx, event.ticket);
      for (const row of rows) {
        const ticket = await forIntegration(trx, row, snapshot);
        // A ticket that never became a Jira issue has nothing there to move.
        if (row.type === 'jira' && event.name === 'ticket.status_changed' && !ticket?.jira_issue_key)
          continue;
        const message: DeliveryMessage = {
          id: randomUUID(),
          event: event.name,
          occurred_at: now().toISOString(),
          ticket,
          ...(event.statusChange ? { status_change: event.statusChange } : {}),
          ...(event.comment
            ? { comment: { uid: event.comment.uid, excerpt: event.comment.excerpt, author: null } }
            : {}),
        };
        // Counted before it is queued, in the change's transaction; a refusal is logged, never thrown.
        const refused = await deps.email.tryAdmit(
          trx,
          row,
          message,
          event.actorMemberId,
          'integration_event',
        );
        if (refused) await logRefused(trx, row, message, event.ticket.id, refused);
        else await enqueueDelivery(trx, row, message, 'event', event.ticket.id);
      }
    },

    /** A new comment: the ticket it is on, as it is now, with the comment's excerpt. */
    async onComment(trx: Db, comment: CommentFacts): Promise<void> {
      const ticket = await factsOf(trx, comment.ticketId, comment.workspaceId);
      if (!ticket) return;
      await this.onEvent(trx, {
        name: 'comment.created',
        ticket,
        comment: { uid: comment.id, excerpt: comment.excerpt, authorMemberId: comment.authorMemberId },
        actorMemberId: comment.authorMemberId,
      });
    },

    /** The `integration.deliver` job: one attempt of one delivery (at least once, idempotent). */
    async deliver(deliveryId: string, context: JobContext): Promise<void> {
      const delivery = await repository.findDelivery(deliveryId);
      // Gone with its integration, or already sent by an earlier run of this job.
      if (!delivery || delivery.status === 'succeeded') return;
      const row = await repository.findById(delivery.integration_id);
      if (!row) return;
      if (row.enabled !== 1) {
        const at = now().toISOString();
        await repository.updateDelivery(delivery.id, {
          status: 'failed',
          next_retry_at: null,
          error_code: 'disabled',
          error: 'The integration is switched off.',
          updated_at: at,
        });
        return;
      }
      if (row.type === 'email' && !(await countedRun(delivery, row, context.jobId))) return;
      const { result, final, nextDelayMs } = await attempt(delivery, row, context.attempt, context.signal);
      if (result.ok) return;
      if (final) throw new PermanentJobError(result.error);
      throw new RetryLaterError(result.error, nextDelayMs ?? 0);
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
