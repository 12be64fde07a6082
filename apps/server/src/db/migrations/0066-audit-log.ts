import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * A workspace's audit log (docs/product.md#audit-log): append-only and hash-chained.
 *
 * - `audit_entries`: one row per change, numbered per workspace (`seq`); `hash` is SHA-256 of
 *   the previous entry's hash and this entry's canonical JSON (audit.chain.ts).
 * - `audit_heads`: per workspace, the last entry's number and hash (the lock appends take, so
 *   entries are numbered in commit order), the retention in days, and the anchor: the number
 *   and hash of the last entry pruned, from which the chain still verifies.
 *
 * Triggers make the table append-only whatever writes to it: an UPDATE is always refused, a
 * DELETE of an entry younger than the shortest retention (30 days) too, unless its workspace
 * itself is being deleted (the cascade of a deleted workspace takes its log with it).
 */
const GUARD_MESSAGE = 'audit entries are append-only';

async function upSqlite(db: Kysely<unknown>) {
  await sql
    .raw(`create trigger audit_entries_no_update before update on audit_entries
      begin select raise(abort, '${GUARD_MESSAGE}'); end`)
    .execute(db);
  await sql
    .raw(`create trigger audit_entries_no_early_delete before delete on audit_entries
      when old.at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days')
        and exists (select 1 from workspaces where id = old.workspace_id)
      begin select raise(abort, '${GUARD_MESSAGE}'); end`)
    .execute(db);
}

async function upPostgres(db: Kysely<unknown>) {
  await sql
    .raw(`create function audit_entries_guard() returns trigger as $$
      begin
        if tg_op = 'UPDATE' then raise exception '${GUARD_MESSAGE}'; end if;
        if old.at > to_char((now() at time zone 'utc') - interval '30 days', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          and exists (select 1 from workspaces where id = old.workspace_id) then
          raise exception '${GUARD_MESSAGE}';
        end if;
        return old;
      end $$ language plpgsql`)
    .execute(db);
  await sql
    .raw(`create trigger audit_entries_guard before update or delete on audit_entries
      for each row execute function audit_entries_guard()`)
    .execute(db);
}

export const migration0066AuditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('audit_heads')
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.primaryKey().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('retention_days', 'integer', (c) => c.notNull())
      /** The last entry pruned (0 and the genesis hash while none was). */
      .addColumn('anchor_seq', 'integer', (c) => c.notNull())
      .addColumn('anchor_hash', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('audit_entries')
      .addColumn('workspace_id', 'varchar(36)', (c) =>
        c.notNull().references('workspaces.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('actor_id', 'varchar(64)')
      .addColumn('actor_name', 'varchar(320)')
      .addColumn('action', 'varchar(64)', (c) => c.notNull())
      .addColumn('target_kind', 'varchar(32)')
      .addColumn('target_id', 'varchar(64)')
      .addColumn('target_name', 'varchar(320)')
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'varchar(512)')
      /** JSON: what changed, never a secret. */
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('hash', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('audit_entries_pk', ['workspace_id', 'seq'])
      .execute();
    await db.schema
      .createIndex('audit_entries_at')
      .on('audit_entries')
      .columns(['workspace_id', 'at'])
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
    else await upSqlite(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_entries').execute();
    await db.schema.dropTable('audit_heads').execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter)
      await sql.raw('drop function if exists audit_entries_guard()').execute(db);
  },
};
