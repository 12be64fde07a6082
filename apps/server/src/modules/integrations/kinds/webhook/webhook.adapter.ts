import type { WebhookEventType } from '@expertos/domain/integration.schema';
import { DELIVERY_RESPONSE_EXCERPT_MAX } from '@expertos/domain/integration.schema';
import { EgressError } from '../../../../platform/http/egress-errors.js';
import { safeOrigin } from '../../../../platform/http/egress-target.js';
import type { GuardedFetch } from '../../../../platform/http/guarded-fetch.js';
import { parseRetryAfter } from '../../../../platform/http/retry-after.js';
import type {
  Connection,
  DeliveryMessage,
  DeliveryResult,
  IntegrationAdapter,
} from '../../delivery/adapter.js';
import { egressFailureCode } from '../../delivery/delivery-failure.js';
import { signingSecrets, webhookHeaders } from './signature.js';

/**
 * A webhook endpoint as its adapter sees it: the URL (opened from its sealed column by the
 * service: it is a credential) and the events it hears.
 */
export interface WebhookConfig {
  url: string;
  event_types: WebhookEventType[];
}
/** The endpoint's signing secret (`whsec_…`). */
export type WebhookSecret = string;

/** A receiver gets this long to answer, as Standard Webhooks receivers are asked to be quick. */
const WEBHOOK_TIMEOUT_MS = 15_000;
/** Only an excerpt of the answer is kept; more is never read. */
const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The JSON body (docs/product.md#webhooks): a stable `type`, the time of the event, and `data`
 * with the ticket as it was then. The same message id is sent on every attempt, so a receiver
 * drops duplicates by `webhook-id`.
 */
export function webhookBody(message: DeliveryMessage): string {
  const data: Record<string, unknown> = { ticket: message.ticket };
  if (message.status_change) data.status_change = message.status_change;
  if (message.comment) data.comment = message.comment;
  return JSON.stringify({ type: message.event, timestamp: message.occurred_at, data });
}

const excerptOf = (text: string) => text.slice(0, DELIVERY_RESPONSE_EXCERPT_MAX) || null;

export function createWebhookAdapter({
  fetch,
  now = () => new Date(),
  timeoutMs = WEBHOOK_TIMEOUT_MS,
}: {
  fetch: GuardedFetch;
  now?: () => Date;
  /** How long a receiver gets (15 s); tests of a silent receiver shorten it. */
  timeoutMs?: number;
}): IntegrationAdapter<WebhookConfig, WebhookSecret> {
  return {
    type: 'webhook',
    describe: (connection) => safeOrigin(connection.config.url),
    target: (connection) => connection.config.url,
    async deliver(
      connection: Connection<WebhookConfig, WebhookSecret>,
      message,
      signal,
    ): Promise<DeliveryResult> {
      const at = now();
      const body = webhookBody(message);
      const secrets = signingSecrets(
        {
          current: connection.secret,
          previous:
            connection.previousSecret && connection.previousSecretExpiresAt
              ? { secret: connection.previousSecret, expiresAt: new Date(connection.previousSecretExpiresAt) }
              : null,
        },
        at,
      );
      try {
        const answer = await fetch(
          connection.config.url,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...webhookHeaders({ id: message.id, at, body, secrets }),
            },
            body,
          },
          { signal, timeoutMs, maxBytes: WEBHOOK_MAX_ANSWER_BYTES },
        );
        const status = answer.status;
        const excerpt = excerptOf(answer.text());
        if (status >= 200 && status < 300) return { ok: true, status, excerpt };
        const error = `HTTP ${status}`;
        const reason = 'http_status';
        if (status === 410) return { ok: false, status, excerpt, error, reason, outcome: 'gone' };
        if (status === 429 || status === 503) {
          const wait = parseRetryAfter(answer.headers.get('retry-after'), at);
          return {
            ok: false,
            status,
            excerpt,
            error,
            reason,
            outcome: 'retry',
            ...(wait !== undefined ? { retryAfterMs: wait } : {}),
          };
        }
        return { ok: false, status, excerpt, error, reason, outcome: 'retry' };
      } catch (caught) {
        if (caught instanceof EgressError) {
          // A refused target stays refused: the address is checked the same way next time.
          return {
            ok: false,
            error: caught.message,
            reason: egressFailureCode(caught),
            outcome: caught.code === 'refused' ? 'permanent' : 'retry',
          };
        }
        throw caught;
      }
    },
  };
}
