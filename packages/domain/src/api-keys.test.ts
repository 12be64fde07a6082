import { describe, expect, it } from 'vitest';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  apiKeyChecksum,
  apiKeyWellFormed,
  base62,
  scopeAllows,
} from './api-keys';

const keyOf = (random: string) => {
  const body = `${API_KEY_PREFIX}${random}`;
  return body + apiKeyChecksum(body);
};

describe('an API key’s shape', () => {
  it('carries a checksum that a changed character breaks', () => {
    const key = keyOf('a'.repeat(API_KEY_RANDOM_LENGTH));
    expect(API_KEY_PATTERN.test(key)).toBe(true);
    expect(apiKeyWellFormed(key)).toBe(true);
    const changed = `${key.slice(0, 10)}b${key.slice(11)}`;
    expect(apiKeyWellFormed(changed)).toBe(false);
    expect(apiKeyWellFormed(`${key}x`)).toBe(false);
    expect(apiKeyWellFormed('eyJhbGciOi.xx.yy')).toBe(false);
  });

  it('writes numbers in base62, padded', () => {
    expect(base62(0n, 3)).toBe('000');
    expect(base62(61n, 2)).toBe('0z');
    expect(base62(62n, 2)).toBe('10');
  });
});

describe('scopes', () => {
  it('lets a write scope read, never a read scope write', () => {
    expect(scopeAllows(['tickets:write'], 'tickets:read')).toBe(true);
    expect(scopeAllows(['tickets:read'], 'tickets:write')).toBe(false);
    expect(scopeAllows(['comments:read'], 'tickets:read')).toBe(false);
  });
});
