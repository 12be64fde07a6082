import { hash } from 'node:crypto';
import type { AuditEntriesTable } from './audit.tables.js';

/**
 * The hash chain (docs/architecture.md#audit-log): each entry's hash is SHA-256 of the hash
 * before it, a newline, and the entry's canonical JSON (every column but the hash, keys in
 * order). Changing, removing or reordering any entry breaks every hash from there on.
 *
 * The canonical JSON is written out field by field rather than through `canonicalJson`: the
 * fields are fixed and `details` is stored canonical already (audit.service.ts), so verifying
 * a million entries parses nothing (issue 44's bench).
 */
export function entryHash(previous: string, entry: Omit<AuditEntriesTable, 'hash'>): string {
  const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
  const canonical =
    `{"action":${text(entry.action)},"actor_id":${text(entry.actor_id)},"actor_kind":${text(entry.actor_kind)},` +
    `"actor_name":${text(entry.actor_name)},"at":${text(entry.at)},"details":${entry.details},` +
    `"ip":${text(entry.ip)},"seq":${Number(entry.seq)},"target_id":${text(entry.target_id)},` +
    `"target_kind":${text(entry.target_kind)},"target_name":${text(entry.target_name)},` +
    `"user_agent":${text(entry.user_agent)},"workspace_id":${text(entry.workspace_id)}}`;
  return hash('sha256', `${previous}\n${canonical}`);
}

/**
 * Walks entries in order from an anchor (the number and hash of the last entry before them):
 * the first whose number does not follow or whose hash does not match, or null when all hold.
 * `next` is fed the entries a batch at a time, so a million are never held at once.
 */
export function createChainCheck(anchor: { seq: number; hash: string }) {
  let previous = anchor.hash;
  let expected = anchor.seq + 1;
  let checked = 0;
  let broken: number | null = null;
  return {
    next(batch: readonly AuditEntriesTable[]) {
      for (const row of batch) {
        if (broken !== null) return;
        const { hash, ...entry } = row;
        if (row.seq !== expected || entryHash(previous, entry) !== hash) {
          broken = row.seq;
          return;
        }
        previous = hash;
        expected += 1;
        checked += 1;
      }
    },
    get result() {
      return { ok: broken === null, checked, first_broken_seq: broken };
    },
    get done() {
      return broken !== null;
    },
  };
}
