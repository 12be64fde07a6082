import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * The audit log's "part of a name" filters (who, on what) stay fast at a million entries
 * (issue 44's bench: a page p95 ≤ 50 ms): a substring cannot use an ordinary index.
 *
 * - SQLite: an FTS5 index of the two name columns with the trigram tokenizer (any substring of
 *   three characters or more), kept by triggers (entries are only ever added, or pruned), and
 *   indexes on the two ids they are matched with.
 * - PostgreSQL: trigram GIN indexes (`pg_trgm`, a trusted extension any database owner may
 *   create) on the two names, and plain ones on the two ids they are matched with. Where the
 *   extension cannot be created the filters still work, by a scan.
 */
async function upSqlite(db: Kysely<unknown>) {
  await sql`create virtual table audit_entries_search using fts5(
      actor_name, target_name, content='audit_entries', content_rowid='rowid', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger audit_entries_search_add after insert on audit_entries begin
      insert into audit_entries_search (rowid, actor_name, target_name)
        values (new.rowid, new.actor_name, new.target_name);
    end`.execute(db);
  await sql`create trigger audit_entries_search_drop after delete on audit_entries begin
      insert into audit_entries_search (audit_entries_search, rowid, actor_name, target_name)
        values ('delete', old.rowid, old.actor_name, old.target_name);
    end`.execute(db);
  await sql`insert into audit_entries_search (audit_entries_search) values ('rebuild')`.execute(db);
  // The ids the names are matched with, each an index of its own so "id or name" is two lookups.
  for (const column of ['actor_id', 'target_id'])
    await sql.raw(`create index audit_entries_${column} on audit_entries (${column})`).execute(db);
}

async function upPostgres(db: Kysely<unknown>) {
  await sql`savepoint audit_trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint audit_trigrams`.execute(db);
  } catch {
    // Not installed on this server, or not ours to create: the filters scan instead.
    await sql`rollback to savepoint audit_trigrams`.execute(db);
    return;
  }
  for (const column of ['actor_name', 'target_name'])
    await sql
      .raw(`create index audit_entries_${column}_trgm on audit_entries using gin (${column} gin_trgm_ops)`)
      .execute(db);
  for (const column of ['actor_id', 'target_id'])
    await sql
      .raw(`create index audit_entries_${column} on audit_entries (workspace_id, ${column})`)
      .execute(db);
}

export const migration0071AuditSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
    else await upSqlite(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      for (const index of ['actor_name_trgm', 'target_name_trgm', 'actor_id', 'target_id'])
        await sql.raw(`drop index if exists audit_entries_${index}`).execute(db);
      return;
    }
    for (const column of ['actor_id', 'target_id'])
      await sql.raw(`drop index audit_entries_${column}`).execute(db);
    await sql`drop trigger audit_entries_search_add`.execute(db);
    await sql`drop trigger audit_entries_search_drop`.execute(db);
    await sql`drop table audit_entries_search`.execute(db);
  },
};
