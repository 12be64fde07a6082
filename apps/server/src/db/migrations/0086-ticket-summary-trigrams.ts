import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * PostgreSQL only: a trigram index on tickets' summaries (pg_trgm), so a search "contains
 * this text" (ILIKE '%…%': the Library's search by its ticket's summary) reads the tickets that
 * can match instead of every ticket of the brand. pg_trgm ships with PostgreSQL and is trusted
 * (a database owner may add it); where it cannot be added the migration leaves the index out
 * and the search works as before, by reading the brand's tickets. SQLite's LIKE needs none.
 */
export const migration0086TicketSummaryTrigrams: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`
      do $$
      begin
        create extension if not exists pg_trgm;
      exception when others then
        raise notice 'pg_trgm could not be added (%): text search reads without a trigram index', sqlerrm;
      end $$`.execute(db);
    await sql`
      do $$
      begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index if not exists tickets_summary_trgm on tickets using gin (summary gin_trgm_ops);
        end if;
      end $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`drop index if exists tickets_summary_trgm`.execute(db);
  },
};
