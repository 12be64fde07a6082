import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, docs/product.md#integrations):
 * every message carries `webhook-id` (the same on every attempt, so a receiver can drop
 * duplicates), `webhook-timestamp` (seconds, the time of this attempt, so a receiver can refuse
 * replays) and `webhook-signature`: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per
 * valid secret, separated by spaces. Receivers verify with any Standard Webhooks library.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Bytes of a new signing secret (the standard allows 24 to 64). */
export const WEBHOOK_SECRET_BYTES = 32;
const WEBHOOK_SECRET_MIN_BYTES = 24;
const WEBHOOK_SECRET_MAX_BYTES = 64;
/** After a rotation the old secret signs too, for this long, so receivers can switch at leisure. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. Shown once, then stored sealed. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;
}

/** A new message id (`msg_…`); keep it with the delivery so every attempt sends the same one. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : '';
  const key = Buffer.from(encoded, 'base64');
  if (
    !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ||
    key.length < WEBHOOK_SECRET_MIN_BYTES ||
    key.length > WEBHOOK_SECRET_MAX_BYTES
  )
    throw new RangeError(
      `A webhook signing secret is ${WEBHOOK_SECRET_PREFIX} and the base64 of ${WEBHOOK_SECRET_MIN_BYTES}–${WEBHOOK_SECRET_MAX_BYTES} bytes`,
    );
  return key;
}

/** One signature: `v1,<base64 HMAC-SHA256(key, "id.timestamp.body")>`; `timestamp` in seconds. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  if (!Number.isInteger(timestamp)) throw new RangeError('The timestamp is whole seconds');
  // The id ends the signed text's first field; a dot in it would blur the fields' borders.
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(id))
    throw new RangeError('A webhook message id is 1–100 of A–Z a–z 0–9 _ -');
  const mac = createHmac('sha256', secretKey(secret))
    .update(`${id}.${timestamp}.${body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}

/**
 * The three headers of one attempt, signed with each of `secrets` (see `signingSecrets`). `body`
 * must be the exact text sent: a receiver verifies the bytes it got.
 */
export function webhookHeaders(input: {
  id: string;
  at: Date;
  body: string;
  secrets: readonly string[];
}): WebhookHeaders {
  if (input.secrets.length === 0) throw new RangeError('A webhook message needs at least one signing secret');
  const timestamp = Math.floor(input.at.getTime() / 1000);
  return {
    'webhook-id': input.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': input.secrets.map((s) => signWebhook(s, input.id, timestamp, input.body)).join(' '),
  };
}

/** An endpoint's secrets: the current one, and during a rotation the one before it. */
export interface EndpointSecrets {
  current: string;
  previous: { secret: string; expiresAt: Date } | null;
}

/** The secrets to sign with at time `at`: the current one, then the previous one until it expires. */
export function signingSecrets(endpoint: EndpointSecrets, at: Date): string[] {
  const { current, previous } = endpoint;
  if (previous && at.getTime() < previous.expiresAt.getTime() && previous.secret !== current)
    return [current, previous.secret];
  return [current];
}

/**
 * Rotates an endpoint's secret at `now`: the new one signs from now on, the current one goes on
 * signing for 24 hours. A previous secret still in its 24 hours is dropped: at most two are
 * valid at once, and the one just replaced is the one receivers most likely still hold.
 */
export function rotateWebhookSecret(
  endpoint: EndpointSecrets,
  now: Date,
  next: string = generateWebhookSecret(),
): EndpointSecrets {
  secretKey(next);
  return {
    current: next,
    previous: { secret: endpoint.current, expiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS) },
  };
}
