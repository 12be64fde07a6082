import type { PersonRef } from '@expertos/domain/ticket.schema';
import type { Db, Dialect } from '../../db/database.js';
import { createPeopleView } from '../../views/people.view.js';
import { type PersonRow, toPersonRef } from './people.mapper.js';

/**
 * People as every module shows them (tickets, comments, time entries): one query for all the
 * members a reply names, keyed by member id. Members who left are simply absent.
 */
export function createPeopleService(db: Db) {
  const people = createPeopleView(db);
  return {
    async refs(memberIds: Iterable<string | null>, trx?: Db): Promise<Map<string, PersonRef>> {
      const ids = [...new Set([...memberIds].filter((id): id is string => id !== null))];
      const rows = await people.byIds(ids, trx);
      return new Map(rows.map((row) => [row.id, toPersonRef(row)]));
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;

/**
 * A person shown beside another module's row in that module's own statement (the ticket read,
 * tickets/ticket-reading.ts), instead of a round trip of their own: `of(column)` is the subquery
 * for the member a column names, `read` makes what it answered a person (null for a member
 * who left, or none).
 */
export function createPersonColumn(db: Db, dialect: Dialect) {
  const people = createPeopleView(db);
  return {
    of: (memberIdColumn: string) => people.byColumn(memberIdColumn, dialect),
    read(value: unknown): PersonRef | null {
      // SQLite answers the JSON object as its text, PostgreSQL (json) as the parsed value.
      const row = (typeof value === 'string' ? JSON.parse(value) : value) as PersonRow | null;
      return row ? toPersonRef(row) : null;
    },
  };
}
export type PersonColumn = ReturnType<typeof createPersonColumn>;
