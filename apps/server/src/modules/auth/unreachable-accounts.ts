import { randomUUID } from 'node:crypto';
import { type Db, type Dialect, ownTables } from '../../db/database.js';
import type { AuthTables } from './auth.tables.js';

/**
 * Accounts nobody can sign into (a person who exists here only as a Jira user): the auth
 * module's narrow functions over its `user` table (docs/architecture.md#modules-own-their-tables).
 * Their address is under `.invalid` (RFC 2606), so no sign-in or reset link ever reaches anyone.
 */
export interface UnreachableAccounts {
  /** The account with this address, made if missing; its id. */
  ensure(trx: Db, input: { email: string; name: string; at: string }): Promise<string>;
  /** Deletes the account (the caller checked nobody needs it any more). */
  remove(trx: Db, userId: string): Promise<void>;
}

export function createUnreachableAccounts(dialect: Dialect): UnreachableAccounts {
  return {
    async ensure(trx, { email, name, at }) {
      const user = await ownTables<AuthTables>(trx)
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (user) return user.id;
      const id = randomUUID();
      // Better Auth's table: 0/1 and ISO text on SQLite, booleans and timestamps on PostgreSQL.
      const stamp = dialect === 'sqlite' ? at : new Date(at);
      await ownTables<AuthTables>(trx)
        .insertInto('user')
        .values({
          id,
          name,
          email,
          emailVerified: dialect === 'sqlite' ? 0 : false,
          image: null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
      return id;
    },
    async remove(trx, userId) {
      await ownTables<AuthTables>(trx).deleteFrom('user').where('id', '=', userId).execute();
    },
  };
}
