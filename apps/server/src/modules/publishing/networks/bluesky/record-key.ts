import { createHash } from 'node:crypto';

/**
 * The record key of a publication's post: a TID (atproto's timestamp identifier, what
 * `app.bsky.feed.post` keys must be) computed from the publication rather than from the clock,
 * so every attempt for one publication writes the same key and a second create collides with
 * the first instead of posting twice (Bluesky has no idempotency key: providers/publishing.md
 * §9). The timestamp is the publication's `createdAt`; its milliseconds leave the microseconds
 * free, and those and the 10-bit clock id come from a hash of the publication's id, so two
 * publications created in the same millisecond on one account still get different keys (one
 * chance in about a million of meeting).
 */

/** base32-sortable, the TID alphabet. */
const S32 = '234567abcdefghijklmnopqrstuvwxyz';

function s32(value: bigint, length: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = S32[Number(rest % 32n)] + out;
    rest /= 32n;
  }
  return out;
}

export function publicationRecordKey(input: { publicationId: string; createdAt: string }): string {
  const ms = Date.parse(input.createdAt);
  if (Number.isNaN(ms)) throw new TypeError(`createdAt is not a date: ${input.createdAt}`);
  const hash = createHash('sha256').update(input.publicationId).digest();
  const micros = BigInt(ms) * 1000n + BigInt(hash.readUInt16BE(0) % 1000);
  const clockId = BigInt(hash.readUInt16BE(2) % 1024);
  // 53 bits of microseconds then 10 of clock id, top bit 0: 11 + 2 characters.
  return s32(micros, 11) + s32(clockId, 2);
}

/** The microseconds since 1970 a TID carries (for tests and logs). */
export function recordKeyTime(rkey: string): number {
  let value = 0n;
  for (const char of rkey.slice(0, 11)) value = value * 32n + BigInt(S32.indexOf(char));
  return Number(value);
}
