import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept ready per connection: the app's distinct query texts fit many times over. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite dialect prepares every query again (`prepare(sql)` each time), and compiling
 * SQL is most of the cost of a small query. This hands Kysely the same prepared statement for
 * the same SQL text, least recently used evicted past `size`. Safe because better-sqlite3 runs
 * a statement to the end synchronously (`all`/`run`): no two uses of one statement overlap.
 * `iterate` (streaming) would hold a statement open, so it gets a fresh, uncached one.
 * SQLite re-prepares a cached statement by itself after a schema change (a migration).
 */
export function withStatementCache(
  connection: BetterSqlite3.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      cache.clear();
      connection.close();
    },
    prepare(sql: string): SqliteStatement {
      if (size <= 0) return connection.prepare(sql);
      let statement = cache.get(sql);
      if (statement) {
        // Most recently used goes last: the first entry is the one to evict.
        cache.delete(sql);
      } else {
        statement = connection.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      const cached = statement;
      return {
        get reader() {
          return cached.reader;
        },
        all: (parameters) => cached.all(parameters),
        run: (parameters) => cached.run(parameters),
        // A streamed query keeps its statement busy until it is read to the end.
        iterate: (parameters) => connection.prepare(sql).iterate(parameters),
      };
    },
  };
}
