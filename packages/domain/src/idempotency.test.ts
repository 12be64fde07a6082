import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MAX, parseIdempotencyKey } from './idempotency';

describe('parseIdempotencyKey', () => {
  it('reads a bare key and the draft structured-field string alike', () => {
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('"8e03978e"')).toBe('8e03978e');
    expect(parseIdempotencyKey('  padded  ')).toBe('padded');
    expect(parseIdempotencyKey('x'.repeat(IDEMPOTENCY_KEY_MAX))).toHaveLength(IDEMPOTENCY_KEY_MAX);
  });

  it('refuses empty, over-long, spaced, non-ASCII and half-quoted keys', () => {
    for (const bad of [
      '',
      '""',
      'x'.repeat(IDEMPOTENCY_KEY_MAX + 1),
      'a b',
      'é',
      '"open',
      'a"b',
      '"a\\"b"',
      'tab\there',
    ])
      expect(parseIdempotencyKey(bad), JSON.stringify(bad)).toBeNull();
  });
});
