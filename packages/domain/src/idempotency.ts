/**
 * Idempotency-Key (docs/product.md#idempotent-retries; draft-ietf-httpapi-idempotency-key-header):
 * a POST sent with a key the caller chose makes its change once, however often it is retried.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on a reply that is the kept first reply to an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX = 255;
/** How long a key's first reply is kept to answer retries. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * The key a header carries, or null when it is malformed: 1 to 255 visible ASCII characters,
 * bare or as the draft's structured-field string (in double quotes).
 */
export function parseIdempotencyKey(header: string): string | null {
  const quoted = /^"(.*)"$/.exec(header.trim());
  const key = quoted ? quoted[1]! : header.trim();
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) return null;
  if (!/^[\x21-\x7e]+$/.test(key)) return null;
  // Quotes and backslashes only ever delimit: inside a key, or a quote left open, is malformed.
  if (/["\\]/.test(key)) return null;
  return key;
}

/** A fresh key for one create (the api-client sends one with each). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();
