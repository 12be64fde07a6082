import { type Db, type Dialect, ownTables } from '../../db/database.js';
import { escapeLike, inChunks, likeInsensitive } from '../../db/portable.js';
import type { AuthTables } from './auth.tables.js';

/** Where a person's mail goes, and the name it greets them by. */
export interface AccountAddress {
  email: string;
  name: string | null;
}

/**
 * The auth module's narrow reads of accounts for other modules
 * (docs/architecture.md#modules-own-their-tables): the name a list or a mail shows of a person,
 * where their mail goes, whether an address has an account, and the row lock that serializes
 * one person's counted writes. Every function takes the caller's transaction where it must.
 */
export function createAccountFacts(whole: Db, dialect: Dialect) {
  const own = (trx: Db = whole) => ownTables<AuthTables>(trx);
  return {
    /** Each of these accounts' name, by user id; accounts that do not exist are absent. */
    async names(userIds: Iterable<string>, trx?: Db): Promise<Map<string, string>> {
      const ids = [...new Set(userIds)];
      const rows = await inChunks(ids, (chunk) =>
        own(trx).selectFrom('user').select(['id', 'name']).where('id', 'in', chunk).execute(),
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Each of these accounts' address and name, by user id: where mail to the person goes. */
    async addresses(userIds: Iterable<string>, trx?: Db): Promise<Map<string, AccountAddress>> {
      const ids = [...new Set(userIds)];
      const rows = await inChunks(ids, (chunk) =>
        own(trx).selectFrom('user').select(['id', 'email', 'name']).where('id', 'in', chunk).execute(),
      );
      return new Map(rows.map((row) => [row.id, { email: row.email, name: row.name }]));
    },

    /**
     * Each of these accounts' name and whether it contains `text`, ignoring case as the lists'
     * search does (ILIKE on PostgreSQL, LIKE on SQLite, `%` and `_` taken literally), by user id.
     */
    async namesSearched(
      userIds: Iterable<string>,
      text: string,
      trx?: Db,
    ): Promise<Map<string, { name: string; matches: boolean }>> {
      const ids = [...new Set(userIds)];
      const pattern = `%${escapeLike(text)}%`;
      const rows = await inChunks(ids, (chunk) =>
        own(trx)
          .selectFrom('user')
          .select((eb) => [
            'id',
            'name',
            likeInsensitive(dialect, eb.fn('lower', ['name']), pattern).as('matches'),
          ])
          .where('id', 'in', chunk)
          .execute(),
      );
      // SQLite answers 0/1, PostgreSQL a boolean.
      return new Map(rows.map((row) => [row.id, { name: row.name, matches: Boolean(row.matches) }]));
    },

    /**
     * Of these addresses, those an account has. Compared as stored: the identity service keeps
     * e-mails lower-cased, and so do the callers.
     */
    async withAccounts(emails: Iterable<string>, trx?: Db): Promise<Set<string>> {
      const wanted = [...new Set(emails)];
      const rows = await inChunks(wanted, (chunk) =>
        own(trx).selectFrom('user').select('email').where('email', 'in', chunk).execute(),
      );
      return new Set(rows.map((row) => row.email));
    },

    /**
     * Holds the account's row until the caller's transaction ends, so two writes that count
     * something per person (the workspaces they own) run one after the other: PostgreSQL locks
     * the row; SQLite lets one writer in at a time already.
     */
    async lock(trx: Db, userId: string): Promise<void> {
      if (dialect !== 'postgres') return;
      await own(trx).selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    },
  };
}
export type AccountFacts = ReturnType<typeof createAccountFacts>;
