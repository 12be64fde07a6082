import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from './retry-after.js';

describe('Retry-After', () => {
  const now = new Date('2026-11-25T08:00:00Z');

  it('reads seconds and an HTTP date as the wait from now', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 25 Nov 2026 08:02:00 GMT', now)).toBe(120_000);
  });

  it('caps a very long wait and ignores what it cannot read or what lies in the past', () => {
    expect(parseRetryAfter(String(7 * 24 * 3600), now)).toBe(MAX_RETRY_AFTER_MS);
    for (const header of [null, undefined, '', 'soon', '-5', 'Wed, 25 Nov 2026 07:00:00 GMT']) {
      expect(parseRetryAfter(header, now)).toBeUndefined();
    }
  });
});
