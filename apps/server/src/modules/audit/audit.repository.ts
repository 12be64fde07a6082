import { addDays } from '@expertos/domain/analytics/schedule';
import { AUDIT_GENESIS_HASH, AUDIT_RETENTION_DEFAULT_DAYS, type AuditQuery } from '@expertos/domain/audit';

import { type ExpressionBuilder, sql } from 'kysely';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import { escapeLike, likeInsensitive } from '../../db/portable.js';
import { entryHash } from './audit.chain.js';
import type { AuditEntriesTable, AuditHeadsTable, AuditTables } from './audit.tables.js';

export type NewAuditEntry = Omit<AuditEntriesTable, 'workspace_id' | 'seq' | 'hash'>;

/** The audit module's reads and writes: its own two tables only. */
export function createAuditRepository(whole: Db, dialect: Dialect) {
  const own = (trx: Db = whole) => ownTables<AuditTables>(trx);

  /** The workspace's head, made when its first entry is written; locked until the transaction ends. */
  async function lockedHead(trx: Db, workspaceId: string): Promise<AuditHeadsTable> {
    await own(trx)
      .insertInto('audit_heads')
      .values({
        workspace_id: workspaceId,
        seq: 0,
        hash: AUDIT_GENESIS_HASH,
        retention_days: AUDIT_RETENTION_DEFAULT_DAYS,
        anchor_seq: 0,
        anchor_hash: AUDIT_GENESIS_HASH,
      })
      .onConflict((oc) => oc.column('workspace_id').doNothing())
      .execute();
    let query = own(trx).selectFrom('audit_heads').selectAll().where('workspace_id', '=', workspaceId);
    // SQLite lets one writer in at a time already (begin immediate).
    if (dialect === 'postgres') query = query.forUpdate();
    return query.executeTakeFirstOrThrow();
  }

  /**
   * A name containing `part` (any case). On SQLite, three characters or more are looked up in
   * the trigram index (migration 0071) as an FTS5 phrase, which matches exactly the substring;
   * PostgreSQL's ILIKE uses its trigram indexes by itself.
   */
  const indexedPart = (part: string | undefined) =>
    dialect === 'sqlite' && part !== undefined && [...part].length >= 3;

  function nameHas(
    eb: ExpressionBuilder<AuditTables, 'audit_entries'>,
    column: 'actor_name' | 'target_name',
    part: string,
  ) {
    if (indexedPart(part)) {
      const phrase = `${column} : "${part.replaceAll('"', '""')}"`;
      return sql<boolean>`audit_entries.rowid in (select rowid from audit_entries_search where audit_entries_search match ${phrase})`;
    }
    return likeInsensitive(dialect, eb.ref(column), `%${escapeLike(part)}%`);
  }

  function filtered(workspaceId: string, query: AuditQuery, trx?: Db) {
    // With a name looked up in the trigram index, the matching rows (few, usually) lead: the
    // `+` keeps SQLite from walking the whole workspace by its key and testing each row instead
    // (at a million entries, 0.4 ms against 60 ms for a rare name; a name in nearly every entry
    // costs about twice the walk).
    let select = own(trx)
      .selectFrom('audit_entries')
      .where(
        indexedPart(query.actor) || indexedPart(query.target)
          ? sql<boolean>`+audit_entries.workspace_id = ${workspaceId}`
          : sql<boolean>`audit_entries.workspace_id = ${workspaceId}`,
      );
    if (query.action) select = select.where('action', '=', query.action);
    if (query.actor) {
      const actor = query.actor;
      select = select.where((eb) => eb.or([eb('actor_id', '=', actor), nameHas(eb, 'actor_name', actor)]));
    }
    if (query.target) {
      const target = query.target;
      select = select.where((eb) =>
        eb.or([eb('target_id', '=', target), nameHas(eb, 'target_name', target)]),
      );
    }
    if (query.from) select = select.where('at', '>=', `${query.from}T00:00:00.000Z`);
    if (query.to) select = select.where('at', '<', `${addDays(query.to, 1)}T00:00:00.000Z`);
    return select;
  }

  return {
    /** Writes an entry at the end of the workspace's chain, in the caller's transaction. */
    async append(trx: Db, workspaceId: string, entry: NewAuditEntry): Promise<number> {
      const head = await lockedHead(trx, workspaceId);
      const row = { workspace_id: workspaceId, seq: head.seq + 1, ...entry };
      const hash = entryHash(head.hash, row);
      await own(trx)
        .insertInto('audit_entries')
        .values({ ...row, hash })
        .execute();
      await own(trx)
        .updateTable('audit_heads')
        .set({ seq: row.seq, hash })
        .where('workspace_id', '=', workspaceId)
        .execute();
      return row.seq;
    },

    /** Newest first, older than `before` (a sequence number), at most `limit`. */
    page(workspaceId: string, query: AuditQuery, before: number | undefined, limit: number) {
      let select = filtered(workspaceId, query);
      if (before !== undefined) select = select.where('seq', '<', before);
      return select.selectAll().orderBy('seq', 'desc').limit(limit).execute();
    },

    head: (workspaceId: string, trx?: Db) =>
      own(trx)
        .selectFrom('audit_heads')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst(),

    /** Entries after `afterSeq`, oldest first: a batch for verifying or exporting. */
    after: (workspaceId: string, afterSeq: number, limit: number, query: AuditQuery = {}) =>
      filtered(workspaceId, query)
        .where('seq', '>', afterSeq)
        .selectAll()
        .orderBy('seq', 'asc')
        .limit(limit)
        .execute(),

    async setRetention(trx: Db, workspaceId: string, days: number): Promise<number> {
      const head = await lockedHead(trx, workspaceId);
      await own(trx)
        .updateTable('audit_heads')
        .set({ retention_days: days })
        .where('workspace_id', '=', workspaceId)
        .execute();
      return head.retention_days;
    },

    /** Workspaces with a log, and how long each keeps it. */
    heads: () => own().selectFrom('audit_heads').select(['workspace_id', 'retention_days']).execute(),

    /**
     * Drops the entries older than `before` (ISO) and moves the anchor to the last of them, so
     * what is kept still verifies. Answers how many were dropped.
     */
    async prune(workspaceId: string, before: string): Promise<number> {
      return whole.transaction().execute(async (trx) => {
        const head = await lockedHead(trx, workspaceId);
        const last = await own(trx)
          .selectFrom('audit_entries')
          .select(['seq', 'hash'])
          .where('workspace_id', '=', workspaceId)
          .where('at', '<', before)
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!last || last.seq <= head.anchor_seq) return 0;
        const dropped = await own(trx)
          .deleteFrom('audit_entries')
          .where('workspace_id', '=', workspaceId)
          .where('seq', '<=', last.seq)
          .executeTakeFirst();
        await own(trx)
          .updateTable('audit_heads')
          .set({ anchor_seq: last.seq, anchor_hash: last.hash })
          .where('workspace_id', '=', workspaceId)
          .execute();
        return Number(dropped.numDeletedRows);
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
