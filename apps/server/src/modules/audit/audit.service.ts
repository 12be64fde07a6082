import {
  AUDIT_CSV_COLUMNS,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditVerification,
  canonicalJson,
} from '@expertos/domain/audit';
import { CSV_BOM, csvLine } from '@expertos/domain/csv';
import type { Db } from '../../db/database.js';
import { currentRequest } from '../../platform/request-context.js';
import { createChainCheck } from './audit.chain.js';
import type { AuditRepository } from './audit.repository.js';
import type { AuditEntriesTable } from './audit.tables.js';

/** Entries read at a time when verifying or exporting: memory stays flat however long the log. */
const BATCH = 20_000;

export interface AuditRecord {
  workspaceId: string;
  action: AuditAction;
  target?: { kind: string; id: string | null; name: string | null };
  /** What changed; never a secret. */
  details?: Record<string, unknown>;
  /**
   * The person who did it, when the request is not signed in yet (a sign-in, a change through
   * the identity service); its address and agent are still the request's.
   */
  person?: { id: string; name: string | null };
}

const toEntry = (row: AuditEntriesTable): AuditEntry => ({
  seq: Number(row.seq),
  at: row.at,
  actor: { kind: row.actor_kind as AuditEntry['actor']['kind'], id: row.actor_id, name: row.actor_name },
  action: row.action as AuditAction,
  target: { kind: row.target_kind, id: row.target_id, name: row.target_name },
  ip: row.ip,
  user_agent: row.user_agent,
  details: JSON.parse(row.details) as Record<string, unknown>,
});

/**
 * A workspace's audit log (docs/product.md#audit-log): entries written in the transaction of
 * the change they record, by whoever the current request is for (a person, a key acting for
 * one, or the product itself), read a page at a time, verified, exported.
 */
export function createAuditService({
  db,
  repository,
  now,
}: {
  db: Db;
  repository: AuditRepository;
  now: () => Date;
}) {
  /** Who made the change and from where: the request this runs for, else the product itself. */
  function actor(person?: AuditRecord['person']) {
    const request = currentRequest();
    const user = request?.user;
    const agent = request?.headers['user-agent'];
    if (request && !user && person)
      return {
        actor_kind: 'person',
        actor_id: person.id,
        actor_name: person.name,
        ip: request.ip,
        user_agent: typeof agent === 'string' ? agent.slice(0, 512) : null,
      };
    if (!request || !user)
      return { actor_kind: 'system', actor_id: null, actor_name: null, ip: null, user_agent: null };
    return {
      actor_kind: request.apiKey ? 'key' : 'person',
      actor_id: request.apiKey ? request.apiKey.id : user.id,
      actor_name: user.email,
      ip: request.ip,
      user_agent: typeof agent === 'string' ? agent.slice(0, 512) : null,
    };
  }

  async function record(trx: Db, entry: AuditRecord): Promise<void> {
    await repository.append(trx, entry.workspaceId, {
      at: now().toISOString(),
      ...actor(entry.person),
      action: entry.action,
      target_kind: entry.target?.kind ?? null,
      target_id: entry.target?.id ?? null,
      target_name: entry.target?.name?.slice(0, 320) ?? null,
      // Canonical (keys in order), so the hash covers it as stored (audit.chain.ts).
      details: canonicalJson(entry.details ?? {}),
    });
  }

  return {
    record,

    /** An entry on its own (what the log itself is asked: an export, a new retention). */
    recordNow: (entry: AuditRecord) => db.transaction().execute((trx) => record(trx, entry)),

    /** Sets how long entries are kept, and records the change with it. */
    setRetention: (workspaceId: string, days: number) =>
      db.transaction().execute(async (trx) => {
        const was = await repository.setRetention(trx, workspaceId, days);
        await record(trx, {
          workspaceId,
          action: 'audit_log.retention_changed',
          details: { from_days: was, to_days: days },
        });
      }),

    async page(workspaceId: string, query: AuditQuery & { before?: number | undefined; limit: number }) {
      const rows = await repository.page(workspaceId, query, query.before, query.limit + 1);
      const items = rows.slice(0, query.limit).map(toEntry);
      return { items, next_before: rows.length > query.limit ? (items.at(-1)?.seq ?? null) : null };
    },

    /** Walks the kept entries from the anchor; names the first that does not hold. */
    async verify(workspaceId: string): Promise<AuditVerification> {
      const head = await repository.head(workspaceId);
      if (!head) return { ok: true, checked: 0, first_broken_seq: null };
      const check = createChainCheck({ seq: Number(head.anchor_seq), hash: head.anchor_hash });
      // The next batch is asked for before this one is hashed: on PostgreSQL the database reads
      // while this process hashes (on SQLite the read is synchronous and nothing overlaps).
      let pending = repository.after(workspaceId, Number(head.anchor_seq), BATCH);
      for (;;) {
        const batch = await pending;
        const full = batch.length === BATCH;
        if (full) pending = repository.after(workspaceId, Number(batch.at(-1)!.seq), BATCH);
        check.next(batch);
        if (!full) break;
        if (check.done) {
          // Broken already: the batch asked for ahead is not needed (nor is its failure).
          pending.catch(() => {});
          break;
        }
      }
      const result = check.result;
      // Entries missing at the end (the head says more were written) break the chain too.
      if (result.ok && Number(head.anchor_seq) + result.checked !== Number(head.seq))
        return { ...result, ok: false, first_broken_seq: Number(head.anchor_seq) + result.checked + 1 };
      return result;
    },

    /** The filtered log as CSV, oldest first, a batch at a time (the formula-safe writer). */
    async *csv(workspaceId: string, query: AuditQuery): AsyncGenerator<string> {
      yield CSV_BOM + csvLine(AUDIT_CSV_COLUMNS);
      let after = 0;
      for (;;) {
        const batch = await repository.after(workspaceId, after, BATCH, query);
        if (batch.length === 0) return;
        yield batch
          .map((row) =>
            csvLine([
              Number(row.seq),
              row.at,
              row.actor_kind,
              row.actor_name ?? row.actor_id,
              row.action,
              row.target_kind,
              row.target_name ?? row.target_id,
              row.ip,
              row.user_agent,
              row.details === '{}' ? null : row.details,
              row.hash,
            ]),
          )
          .join('');
        after = Number(batch.at(-1)!.seq);
      }
    },

    retention: async (workspaceId: string) => (await repository.head(workspaceId))?.retention_days ?? null,
    heads: repository.heads,
    prune: repository.prune,
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
