import type {
  DeliveryEventType,
  DeliveryFailureCode,
  IntegrationType,
} from '@expertos/domain/integration.schema';
import type { Language } from '@expertos/domain/languages';
import type { TicketStatus, TicketType } from '@expertos/domain/tickets';

/**
 * One interface for every integration (docs/product.md#integrations): the delivery job hands an
 * adapter a connection (its settings and opened secret) and a message, and records what comes
 * back. Adapters never read the database and never log a secret; every outbound URL they call
 * goes through the egress guard (platform/http, docs/architecture.md#egress-guard).
 */

/** The ticket as a message shows it: a snapshot taken when the event happened. */
export interface TicketSnapshot {
  uid: string;
  /** The per-workspace number (`#128`). */
  number: number;
  summary: string;
  status: TicketStatus;
  ticket_type: TicketType;
  /** `YYYY-MM-DD`, or null. */
  due_date: string | null;
  /** The assignee's name, or null. */
  assignee: string | null;
  caption: string | null;
  /** The brand's name and slug. */
  project: { uid: string; name: string; slug: string };
  /** The ticket's address in the app (`/brand/{slug}/tasks?task={uid}`), absolute. */
  url: string;
  updated_at: string;
}

/** What happened: an event, a test from the integrations page, or a person's manual send. */
export interface DeliveryMessage {
  /** Stable across attempts: the Standard Webhooks `webhook-id`, the e-mail's Message-ID key. */
  id: string;
  event: DeliveryEventType;
  /** When the event happened (ISO). */
  occurred_at: string;
  /** Null for `integration.test`. */
  ticket: TicketSnapshot | null;
  /** For `ticket.status_changed`. */
  status_change?: { from: TicketStatus; to: TicketStatus };
  /** For `comment.created`: the comment's uid and a plain-text excerpt. */
  comment?: { uid: string; excerpt: string | null; author: string | null };
  /** For a manual e-mail send: the addresses chosen in the dialog instead of the integration's. */
  addresses?: string[];
  /** For `post.scheduled`, `post.published`, `post.failed`: the publication it is about. */
  post?: DeliveryPost;
}

/** A post's variant on one channel, as a receiver sees it. */
export interface DeliveryPost {
  uid: string;
  network: string;
  handle: string;
  state: string;
  due_at: string;
  /** The live post, once published. */
  url: string | null;
  /** Why it failed or waits for a person, in the network's words. */
  error: string | null;
}

/** What a delivery attempt came to. */
export type DeliveryResult =
  | {
      ok: true;
      status?: number | null;
      excerpt?: string | null;
      /** What the ticket became there (a Jira issue's key and address), kept on the ticket. */
      external?: { id: string; url: string | null };
    }
  | {
      ok: false;
      /** The target's HTTP status, when it answered. */
      status?: number | null;
      excerpt?: string | null;
      /** A short reason for the log, never a secret ("refused: private address (10.0.0.1)"). */
      error: string;
      /**
       * What kind of failure, for the log (egress failures: `egressFailureCode`). Without one the
       * service records `http_status` when the target answered, else `other`.
       */
      reason?: DeliveryFailureCode;
      /**
       * `retry`: try again on the schedule; `retry_after`: the target said when (429/503
       * Retry-After, in ms); `gone`: the target answered 410, so the integration is switched
       * off; `permanent`: retrying cannot help (refused target, invalid token).
       */
      outcome: 'retry' | 'permanent' | 'gone';
      retryAfterMs?: number;
    };

/** An integration as its adapter sees it: the settings and the opened secret. */
export interface Connection<Config, Secret> {
  uid: string;
  config: Config;
  secret: Secret;
  /** A previous secret still valid (a webhook's rotation), or null. */
  previousSecret: Secret | null;
  previousSecretExpiresAt: string | null;
  /**
   * The brand's language, which the messages a person reads are written in (Slack, Jira, the
   * e-mail integration; docs/product.md#languages). English when it was not looked up.
   */
  language?: Language;
}

export interface IntegrationAdapter<Config, Secret> {
  type: IntegrationType;
  /** Sends one message. Never throws for a target's failure: it answers a DeliveryResult. */
  deliver(
    connection: Connection<Config, Secret>,
    message: DeliveryMessage,
    signal: AbortSignal,
  ): Promise<DeliveryResult>;
  /** The log's "target" column: where it goes, without secrets (an origin, a channel, addresses). */
  describe(connection: Connection<Config, Secret>): string;
  /**
   * The address a delivery calls (a webhook's URL, the Jira site, Slack's or monday's API), or
   * null when it calls none (e-mail): "Send test" has the egress guard check it first, so a
   * refused target is refused at once rather than in the log. Never logged: it may be a secret.
   */
  target?(connection: Connection<Config, Secret>): string | null;
}
