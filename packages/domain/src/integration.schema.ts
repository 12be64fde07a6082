import { z } from 'zod';
import { deliveryEventTypeSchema } from './integration-events';
import { INTEGRATION_STYLES, INTEGRATION_TYPES, type IntegrationType } from './integrations';
import type { IntegrationState } from './integrations/common.schema';
import { emailAddressListSchema } from './integrations/email.schema';
import { INTEGRATION_KIND_SCHEMAS } from './integrations/kind-schemas';
import { webhookSigningSecretSchema } from './integrations/webhook.schema';
import { integrationTypeSchema } from './integrations.schema';
import { MESSAGES } from './messages';

/**
 * The integrations API contract (docs/product.md#integrations): a brand's connected
 * integrations, what they are told about, how deliveries are retried, and the texts the ticket
 * dialog shows after a manual send. Secrets (webhook and Slack URLs, tokens, webhook signing
 * secrets) go in through the create/update inputs and never come back out: the reply schemas here
 * have no field that could carry one, except the one-time reveal of a new signing secret (and a
 * URL's mask, `https://host/…abcd`, for brand admins).
 */

export {
  DELIVERY_EVENT_TYPES,
  type DeliveryEventType,
  deliveryEventTypeSchema,
  eventPassesFilter,
  INTEGRATION_TEST_EVENT_TYPE,
  TICKET_SENT_EVENT_TYPE,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookEventTypeSchema,
} from './integration-events';
export * from './integrations/common.schema';
export * from './integrations/email.schema';
export * from './integrations/jira.schema';
export * from './integrations/monday.schema';
export * from './integrations/slack.schema';
export * from './integrations/webhook.schema';
// The types and their look are defined once in integrations.ts, each kind's parts in
// integrations/<kind>.schema.ts; re-exported so this contract reads whole.
export { INTEGRATION_STYLES, INTEGRATION_TYPES, type IntegrationType, integrationTypeSchema };

// ---------------------------------------------------------------------------------------------
// Delivery: schedule and statuses
// ---------------------------------------------------------------------------------------------

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * When each attempt of a delivery runs, counted from the failure of the one before (the first
 * from the event): the Standard Webhooks schedule — immediately, 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h. Eight attempts over about 27.6 hours, then the delivery has failed.
 */
export const DELIVERY_SCHEDULE_MS = [
  0,
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
] as const;
export const DELIVERY_MAX_ATTEMPTS = DELIVERY_SCHEDULE_MS.length;
/** The waits after failed attempts 1…7, as the job worker's `retryDelaysMs` takes them. */
export const DELIVERY_RETRY_DELAYS_MS: readonly number[] = DELIVERY_SCHEDULE_MS.slice(1);
/** A retry comes up to 10 % earlier or later than scheduled. */
export const DELIVERY_JITTER_RATIO = 0.1;

/**
 * The wait before the next attempt after failed attempt `failedAttempt` (1-based), or null
 * when that was the last one. The scheduled wait is moved by up to ±10 % at random, so the
 * deliveries that failed together in an outage do not all come back in the same second while
 * the schedule keeps its average; `random` returns [0, 1) like Math.random.
 */
export function deliveryRetryDelayMs(
  failedAttempt: number,
  random: () => number = Math.random,
): number | null {
  if (!Number.isInteger(failedAttempt) || failedAttempt < 1)
    throw new RangeError('failedAttempt starts at 1');
  if (failedAttempt >= DELIVERY_MAX_ATTEMPTS) return null;
  const scheduled = DELIVERY_SCHEDULE_MS[failedAttempt] ?? 0;
  const factor = 1 - DELIVERY_JITTER_RATIO + 2 * DELIVERY_JITTER_RATIO * random();
  return Math.round(scheduled * factor);
}

/**
 * A delivery's life: `pending` until its first attempt ends, `retrying` after a failed attempt
 * while attempts remain, then `succeeded` or `failed` (attempts used up, or a refusal no retry
 * can fix: a target the egress guard refuses, 410 Gone, a chat provider's permanent error).
 * A webhook's other non-2xx replies, 4xx included, are retried as Standard Webhooks senders do:
 * a 401 while a receiver switches secrets or a 404 during its deploy heals on its own.
 */
export const DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);

/** How much of a target's reply the delivery log keeps (characters). */
export const DELIVERY_RESPONSE_EXCERPT_MAX = 1000;

/**
 * Why a delivery attempt failed, as the delivery log names it: the egress guard refused the
 * target (`refused_target`), no complete answer in time (`timeout`), the TLS handshake or the
 * certificate failed (`tls_error`), nothing listened on the port (`connection_refused`), the
 * host name did not resolve (`dns_failure`), another network failure (`network_error`), an
 * answer over the size cap (`too_large`), a non-2xx HTTP status (`http_status`, with the
 * response's status and excerpt), the service refused the request in its own words
 * (`rejected`: Slack's `channel_not_found`, a Jira token or workflow), the integration was
 * switched off (`disabled`), an e-mail was not sent because an outbound-mail limit was reached
 * (`mail_limit`, the message naming the limit: docs/product.md#accounts-and-limits), the attempt
 * was cancelled (`cancelled`), or anything else (`other`).
 */
export const DELIVERY_FAILURE_CODES = [
  'refused_target',
  'timeout',
  'tls_error',
  'connection_refused',
  'dns_failure',
  'network_error',
  'too_large',
  'http_status',
  'rejected',
  'disabled',
  'mail_limit',
  'cancelled',
  'other',
] as const;
export type DeliveryFailureCode = (typeof DELIVERY_FAILURE_CODES)[number];
export const deliveryFailureCodeSchema = z.enum(DELIVERY_FAILURE_CODES);

/** The last failed attempt's reason: its code and a short English text (never a secret). */
export const deliveryFailureSchema = z.object({
  code: deliveryFailureCodeSchema,
  /** E.g. "refused: loopback address (127.0.0.1)", "HTTP 500"; names a target by origin only. */
  message: z.string(),
});
export type DeliveryFailure = z.infer<typeof deliveryFailureSchema>;

// ---------------------------------------------------------------------------------------------
// Integration state
// ---------------------------------------------------------------------------------------------

export function integrationState(enabled: boolean, lastDelivery: DeliveryStatus | null): IntegrationState {
  if (!enabled) return 'off';
  return lastDelivery === 'retrying' || lastDelivery === 'failed' ? 'failing' : 'connected';
}

// ---------------------------------------------------------------------------------------------
// Inputs and replies: each kind's own parts are in integrations/<kind>.schema.ts, listed once in
// integrations/kind-schemas.ts, and composed here
// ---------------------------------------------------------------------------------------------

type Kinds = typeof INTEGRATION_KIND_SCHEMAS;
type PartOf<T extends readonly unknown[], P extends keyof T[number]> = { [I in keyof T]: T[I][P] };
/** One part of every kind, in the list's order (a tuple, so the unions keep each kind's type). */
const each = <P extends keyof Kinds[number]>(part: P) =>
  INTEGRATION_KIND_SCHEMAS.map((kind) => kind[part]) as unknown as PartOf<Kinds, P>;

/** `POST …/integrations`: the types connected by a form (Jira also connects by OAuth). */
export const createProjectIntegrationSchema = z.discriminatedUnion('type', each('create'));
export type CreateProjectIntegrationInput = z.input<typeof createProjectIntegrationSchema>;
export type CreateProjectIntegration = z.output<typeof createProjectIntegrationSchema>;

/**
 * `PUT …/integrations/{uid}`: the fields sent change, the rest stay (no defaults here). A
 * secret left out is kept; `type` must be the integration's own.
 */
export const updateProjectIntegrationSchema = z.discriminatedUnion('type', each('update'));
export type UpdateProjectIntegrationInput = z.input<typeof updateProjectIntegrationSchema>;

/** 'Send by e-mail' from the ticket dialog: this integration's addresses, or the ones chosen. */
export const sendTicketByEmailSchema = z.object({
  project_integration_uid: z.string().min(1).max(100),
  addresses: emailAddressListSchema.optional(),
});
/** 'Send to webhook' (or to Slack) from the ticket dialog. */
export const sendTicketToIntegrationSchema = z.object({
  project_integration_uid: z.string().min(1).max(100),
});

// ---------------------------------------------------------------------------------------------
// Replies (no secrets)
// ---------------------------------------------------------------------------------------------

/** A brand's integration as the API returns it (never with a secret). */
export const projectIntegrationSchema = z.discriminatedUnion('type', each('reply'));
export type ProjectIntegration = z.infer<typeof projectIntegrationSchema>;
export const projectIntegrationListSchema = z.array(projectIntegrationSchema);

/**
 * The reply to creating a webhook endpoint or rotating its secret: the only time the signing
 * secret leaves the server. The page shows it once, to be copied into the receiver.
 */
export const webhookSecretRevealSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: webhookSigningSecretSchema,
});

/** One entry of the delivery log (event, target, status, attempts, next retry, response excerpt, why it failed). */
export const integrationDeliverySchema = z.object({
  uid: z.string(),
  project_integration_uid: z.string(),
  type: integrationTypeSchema,
  event_type: deliveryEventTypeSchema,
  /** The Standard Webhooks `webhook-id`, the same on every attempt of this delivery. */
  message_id: z.string(),
  ticket_uid: z.string().nullable(),
  status: deliveryStatusSchema,
  attempts: z.number().int().nonnegative(),
  max_attempts: z.number().int().positive(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** The target's HTTP status, or null when no reply came (refused, timed out, SMTP). */
  response_status: z.number().int().nullable(),
  response_excerpt: z.string().max(DELIVERY_RESPONSE_EXCERPT_MAX).nullable(),
  /** Why the last attempt failed (also while a retry waits); null once delivered or before any attempt. */
  failure_reason: deliveryFailureSchema.nullable(),
  created_at: z.string(),
});
export type IntegrationDelivery = z.infer<typeof integrationDeliverySchema>;

/** A ticket's `details.integrations` entry: where it was sent and whether that worked. */
export const ticketIntegrationEntrySchema = z.object({
  type: integrationTypeSchema,
  success: z.boolean(),
  project_integration_uid: z.string(),
});
export type TicketIntegrationEntry = z.infer<typeof ticketIntegrationEntrySchema>;

/**
 * `details.integrations` keeps one entry per integration: a later result replaces the earlier
 * one, so the dialog shows where the ticket stands now, not every attempt.
 */
export function recordTicketIntegration(
  entries: readonly TicketIntegrationEntry[],
  entry: TicketIntegrationEntry,
): TicketIntegrationEntry[] {
  const rest = entries.filter((e) => e.project_integration_uid !== entry.project_integration_uid);
  return [...rest, entry];
}

// ---------------------------------------------------------------------------------------------
// Texts of the ticket dialog's manual sends (docs/product.md#messages)
// ---------------------------------------------------------------------------------------------

/**
 * The success and error texts after 'send by e-mail', 'send to Jira' and 'send to webhook' (the
 * spec's three), and 'send to Slack'.
 */
export const INTEGRATION_SEND_MESSAGES = {
  email: { success: MESSAGES.emailSendSuccess, error: MESSAGES.emailSendError },
  jira: { success: MESSAGES.jiraSendSuccess, error: MESSAGES.jiraSendError },
  webhook: { success: MESSAGES.webhookSendSuccess, error: MESSAGES.webhookSendError },
  slack: { success: MESSAGES.slackSendSuccess, error: MESSAGES.slackSendError },
  monday: { success: MESSAGES.mondaySendSuccess, error: MESSAGES.mondaySendError },
} as const satisfies Partial<Record<IntegrationType, { success: string; error: string }>>;
