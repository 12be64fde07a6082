/**
 * A push token someone else registered moves to the caller only once the device proves it is
 * in the caller's hands (docs/product.md#push-notifications): the server pushes it a random
 * nonce in a data-only push (`PUSH_CLAIM_KIND`), and the app on it echoes the nonce back
 * (`POST /push/devices/confirm`) within `PUSH_CLAIM_TTL_SECONDS`. Without zod, so the service
 * worker reads a claim's push without loading the schemas.
 */
export const PUSH_CLAIM_TTL_SECONDS = 60;
/** The `kind` of the data-only push that carries a claim's nonce (nothing is shown for it). */
export const PUSH_CLAIM_KIND = 'device_claim';
/** A nonce as the server makes it: 32 random bytes, base64url (43 characters), with room to spare. */
export const PUSH_CLAIM_NONCE = /^[A-Za-z0-9_-]{32,64}$/;

/**
 * The nonce of a claim's push, read defensively from its data (it came over the network), or
 * null for any other push. The app echoes it only while it waits for one.
 */
export function pushClaimNonceOf(data: unknown): string | null {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  if (record.kind !== PUSH_CLAIM_KIND || typeof record.nonce !== 'string') return null;
  return PUSH_CLAIM_NONCE.test(record.nonce) ? record.nonce : null;
}
