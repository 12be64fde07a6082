import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Distinct query texts given a name: the app's own fit many times over (as the SQLite cache). */
export const PREPARED_STATEMENTS = 500;

/** Plain data statements: one command, nothing a migration or a transaction control sends. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Kysely sends every PostgreSQL query as an unnamed statement, so the server parses, analyses
 * and plans it again each time: on the member's list page that was about 3 of its 4 ms in the
 * database (parse + bind against 1 ms of execution, `log_min_duration_statement`). A named
 * statement is parsed once per connection, and PostgreSQL keeps its plan (it compares a
 * generic plan with the custom ones of the first five runs and keeps custom planning where the
 * parameters matter), so this names each distinct data statement.
 *
 * Bounded: the first `size` distinct texts get names, later ones run unnamed as before (pg
 * keeps a connection's statements for its life, and IN lists make texts vary with their
 * length). A statement with a `;` (several commands) or anything but select/insert/update/
 * delete/with (DDL, begin/commit) is never named.
 */
export function withPreparedStatements(pool: pg.Pool, size = PREPARED_STATEMENTS): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= size || !PREPARABLE.test(text) || text.includes(';')) return undefined;
    const name = `expertos_${names.size + 1}`;
    names.set(text, name);
    return name;
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        sqlOrCursor: string | PostgresCursor<R>,
        parameters?: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        // Streamed queries (cursors) go through untouched.
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never) as never;
        const name = nameOf(sqlOrCursor);
        const values = [...(parameters ?? [])];
        return (
          name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values)
        ) as never;
      }
      return { query, release: () => client.release() };
    },
    end: () => pool.end(),
  };
}
