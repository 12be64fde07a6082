import type { PersonRef } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import { createPeopleView } from '../../views/people.view.js';
import { toPersonRef } from './people.mapper.js';

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
