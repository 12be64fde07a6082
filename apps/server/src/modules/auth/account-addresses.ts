import { type Db, ownTables } from '../../db/database.js';
import type { AuthTables } from './auth.tables.js';

/** Where a person's mail goes, and the name it greets them by. */
export interface AccountAddress {
  email: string;
  name: string | null;
}

/**
 * The auth module's narrow read of accounts for modules that mail people (notifications):
 * each of these accounts' address and name, by user id (docs/architecture.md#modules-own-their-tables).
 * Takes the caller's transaction, if any.
 */
export function createAccountAddresses(whole: Db) {
  const own = (trx: Db = whole) => ownTables<AuthTables>(trx);
  return {
    async of(userIds: Iterable<string>, trx?: Db): Promise<Map<string, AccountAddress>> {
      const ids = [...new Set(userIds)];
      const found = new Map<string, AccountAddress>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await own(trx)
          .selectFrom('user')
          .select(['id', 'email', 'name'])
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        for (const row of rows) found.set(row.id, { email: row.email, name: row.name });
      }
      return found;
    },
  };
}
export type AccountAddresses = ReturnType<typeof createAccountAddresses>;
