import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createExpiringLinks } from './expiring-links.js';

const secret = randomBytes(32);
const at = new Date('2026-11-30T10:00:00Z');

describe('expiring links', () => {
  const links = createExpiringLinks(secret, 'test files');

  it('open their subject until they expire, to the second', () => {
    const token = links.sign('file-1', at, 60);
    expect(links.check('file-1', token, at)).toBe('ok');
    expect(links.check('file-1', token, new Date(at.getTime() + 60_000))).toBe('ok');
    expect(links.check('file-1', token, new Date(at.getTime() + 61_000))).toBe('expired');
  });

  it('open nothing else: another subject, a changed expiry, another use of the same secret, another secret', () => {
    const token = links.sign('file-1', at, 60);
    expect(links.check('file-2', token, at)).toBe('invalid');
    const [expires, signature] = token.split('.');
    expect(links.check('file-1', `${Number(expires) + 3600}.${signature}`, at)).toBe('invalid');
    expect(createExpiringLinks(secret, 'other use').check('file-1', token, at)).toBe('invalid');
    expect(createExpiringLinks(randomBytes(32), 'test files').check('file-1', token, at)).toBe('invalid');
    for (const bad of ['', 'x', '1.2', `${expires}.${signature}.extra`, `-1.${signature}`])
      expect(links.check('file-1', bad, at)).toBe('invalid');
  });
});
