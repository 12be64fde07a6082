import { createHash } from 'node:crypto';
import { canonicalJson } from '@expertos/domain/audit';
import { describe, expect, it } from 'vitest';
import { createChainCheck, entryHash } from './audit.chain.js';
import type { AuditEntriesTable } from './audit.tables.js';

const entry: Omit<AuditEntriesTable, 'hash'> = {
  workspace_id: 'w1',
  seq: 1,
  at: '2026-12-01T10:00:00.000Z',
  actor_kind: 'person',
  actor_id: 'u1',
  actor_name: 'Ada "the admin" <ada@example.com>',
  action: 'invite.sent',
  target_kind: 'invite',
  target_id: 'i1',
  target_name: null,
  ip: '203.0.113.7',
  user_agent: null,
  details: canonicalJson({ role: 'member', brands: ['b', 'a'] }),
};

describe('the audit hash chain', () => {
  it('hashes the previous hash and the entry’s canonical JSON', () => {
    const canonical = canonicalJson({ ...entry, details: JSON.parse(entry.details) });
    const expected = createHash('sha256').update(`prev\n${canonical}`).digest('hex');
    expect(entryHash('prev', entry)).toBe(expected);
  });

  it('names the first entry changed, missing or out of order', () => {
    const first = { ...entry, hash: entryHash('0'.repeat(64), entry) };
    const second = { ...entry, seq: 2, action: 'invite.revoked' };
    const chain = [first, { ...second, hash: entryHash(first.hash, second) }];
    const check = (rows: typeof chain) => {
      const walk = createChainCheck({ seq: 0, hash: '0'.repeat(64) });
      walk.next(rows);
      return walk.result;
    };
    expect(check(chain)).toEqual({ ok: true, checked: 2, first_broken_seq: null });
    expect(check([first, { ...chain[1]!, target_name: 'someone' }])).toMatchObject({ first_broken_seq: 2 });
    expect(check([chain[1]!])).toMatchObject({ ok: false, first_broken_seq: 2 });
    expect(check([{ ...first, at: '2026-12-02T10:00:00.000Z' }, chain[1]!])).toMatchObject({
      first_broken_seq: 1,
    });
  });
});
