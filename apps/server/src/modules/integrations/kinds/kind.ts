import type {
  CreateProjectIntegration,
  DeliveryFailure,
  IntegrationType,
  ProjectIntegration,
  UpdateProjectIntegrationInput,
  WebhookEventType,
} from '@expertos/domain/integration.schema';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { GuardedFetch } from '../../../platform/http/guarded-fetch.js';
import type { Logger } from '../../../platform/logger.js';
import type { Mailer } from '../../../platform/mail/mail-message.js';
import type { MailKind, OutboundMail } from '../../../platform/mail/outbound-mail.js';
import type { SecretBox } from '../../../platform/secrets/secret-box.js';
import type { TicketIntegrationSnapshot } from '../../tickets/ticket-integration-facts.js';
import type {
  Connection,
  DeliveryMessage,
  DeliveryResult,
  IntegrationAdapter,
  TicketSnapshot,
} from '../delivery/adapter.js';
import type { IntegrationEvent } from '../delivery/integration-event.js';
import type { IntegrationRow, IntegrationsRepository, TicketLinkRow } from '../integrations.repository.js';

/**
 * What each kind of integration (e-mail, webhook, Slack, Jira, monday.com) decides for itself
 * (docs/product.md#integrations). The service holds what they share (rows, deliveries, retries,
 * the log) and asks the kind, found by the row's `type`, wherever they differ. A kind is one
 * folder, `kinds/<type>/`, with its adapter, its clients and its `kind.ts`; `kinds/index.ts`
 * lists them.
 */

export type CreateInput<T extends IntegrationType> = Extract<CreateProjectIntegration, { type: T }>;
export type UpdateInput<T extends IntegrationType> = Extract<UpdateProjectIntegrationInput, { type: T }>;
export type KindReply<T extends IntegrationType> = Extract<ProjectIntegration, { type: T }>;
// biome-ignore lint/suspicious/noExplicitAny: adapters differ in their config and secret types; the service stores both as JSON.
export type AnyAdapter = IntegrationAdapter<any, any>;

/** What the kinds use of the server, built once by the module. */
export interface KindTools {
  config: AppConfig;
  /** Every outbound call goes through the egress guard (docs/architecture.md#egress-guard). */
  fetch: GuardedFetch;
  mailer: Mailer;
  now: () => Date;
  /** Refuses (400 `integration_target_refused`) a typed URL the guard would refuse when sending. */
  refuseTarget: (url: string, path: string) => Promise<void>;
  /** The outbound-mail caps (docs/architecture.md#jobs-and-mail), for what e-mail sends. */
  outboundMail: Pick<OutboundMail, 'admit' | 'tryAdmit'>;
  /** The person behind a member (workspaces module): the caps count people. */
  userOf: (memberId: string, trx: Db) => Promise<string | null>;
}

/** A row with its JSON read and its sealed values opened on demand (the kind never sees the key). */
export interface StoredIntegration {
  row: IntegrationRow;
  config: Record<string, unknown>;
  eventTypes: WebhookEventType[];
  /** The sealed credential as stored (JSON, or a webhook's signing secret); throws when it cannot be opened. */
  secret(): string | null;
  /** A URL sealed in its own column (a webhook's), or null. */
  sealedUrl(): string | null;
}

/** What a create input becomes in the row. */
export interface StoredParts {
  /** Settings kept in `config`: never a secret. */
  config: object;
  eventTypes: WebhookEventType[];
  /** The credential to seal, as stored (see `secretFormat`), or null. */
  secret: string | null;
  /** A URL that is a credential, sealed in its own column (a webhook's). */
  url?: string;
  /** Shown to the admin this once, in the create reply (a webhook's signing secret). */
  revealed?: string;
}

/** What an update changes besides `config` (which the kind edits in place). */
export interface UpdatedParts {
  secret?: string;
  url?: string;
}

/** The fields every reply has, and who asks. */
export interface ReplyParts {
  common: Omit<ProjectIntegration, 'type' | 'config'>;
  /** The caller administers the brand: a secret URL's mask is shown (never the URL). */
  admin: boolean;
  publicUrl: string;
}

/** What a delivery's kind may read of the ticket beyond the shared snapshot. */
export interface DeliveryFacts {
  snapshot: TicketSnapshot;
  /** The ticket as it is now (null once deleted). */
  ticket: TicketIntegrationSnapshot | null;
  /** What the ticket became in this integration (an issue, an item) and the epic chosen for it. */
  link: TicketLinkRow | undefined;
  stored: StoredIntegration;
  repository: IntegrationsRepository;
  trx: Db;
}

/** The ticket in a message: the snapshot, with whatever its kind added (`forDelivery`). */
export type DeliveryTicket = TicketSnapshot;

export interface IntegrationKind<T extends IntegrationType = IntegrationType> {
  type: T;
  /** How its credential is sealed: a JSON object, or the text itself (a webhook's signing secret). */
  secretFormat: 'json' | 'text';
  /** The field a refused target is reported on by "Send test". */
  targetField: string;
  /** How a message is sent (a test may hand the module another). */
  adapter(tools: KindTools): AnyAdapter;

  /** Refuses a create before anything is kept (an address the guard refuses, a token the service refuses). */
  checkCreate?(input: CreateInput<T>, tools: KindTools): Promise<void>;
  /** The row's parts; `channel` is the one Slack named when it made an incoming webhook at install. */
  stored(input: CreateInput<T>, installed: { channel: string | null }): StoredParts;
  /** Applies its own fields of an update to `config` (in place), checking them first. */
  update(
    input: UpdateInput<T>,
    current: { stored: StoredIntegration; config: Record<string, unknown> },
    tools: KindTools,
  ): Promise<UpdatedParts>;
  /** The integration as the API answers it (no secret). */
  reply(stored: StoredIntegration, parts: ReplyParts): KindReply<T>;

  /** Settings a delivery needs beyond `config` (a webhook's sealed URL). */
  connectionConfig?(stored: StoredIntegration): object;
  /** A credential renewed before it is used: the new secret to store, or null to use it as it is. */
  renew?(connection: Connection<unknown, unknown>, tools: KindTools): Promise<unknown | null>;
  /** A failed renewal as the attempt's result; null: not a renewal's failure (it is thrown). */
  renewalFailure?(error: unknown): DeliveryResult | null;
  /** The webhook's signing secret rotation: the new secret and the old one's last day. */
  rotateSecret?(
    current: string,
    at: Date,
  ): { current: string; previous: { secret: string; expiresAt: Date } | null };

  /** Whether it hears an event (it is switched on; the service checked). */
  wants(stored: StoredIntegration, event: IntegrationEvent): boolean;
  /** What its messages carry of the ticket beyond the snapshot (a Jira issue's key, a monday item). */
  forDelivery?(facts: DeliveryFacts): Promise<object>;
  /** An event it hears but has nothing to send for (a ticket that never became an issue). */
  skips?(event: IntegrationEvent, ticket: DeliveryTicket | null): boolean;
  /** Refuses a person's send before anything is sent (nothing picked yet, the Jira epic rule). */
  checkSend?(stored: StoredIntegration, ticket: DeliveryTicket | null): void;
  /** A person's send may name its own recipients (e-mail). */
  sendsToChosenAddresses?: true;

  /**
   * Counts what its deliveries send against the outbound-mail caps (e-mail). `admit` throws the
   * 429 past a cap; `tryAdmit` answers the failure to log instead, writing nothing.
   */
  admit?(
    trx: Db,
    stored: StoredIntegration,
    message: DeliveryMessage,
    userId: string,
    kind: MailKind,
    tools: KindTools,
  ): Promise<void>;
  tryAdmit?(
    trx: Db,
    stored: StoredIntegration,
    message: DeliveryMessage,
    actorMemberId: string | null,
    kind: MailKind,
    tools: KindTools,
  ): Promise<DeliveryFailure | null>;

  /** Work when the API starts (sealing rows kept before a migration could). */
  start?(deps: { repository: IntegrationsRepository; box: SecretBox; logger: Logger }): Promise<void>;
}
