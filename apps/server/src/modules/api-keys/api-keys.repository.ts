import type { ApiKeyScope } from '@expertos/domain/api-keys';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import type { ApiKeysTable, ApiKeyTables } from './api-keys.tables.js';

export type ApiKeyRow = ApiKeysTable;
export const scopesOf = (row: Pick<ApiKeyRow, 'scopes'>): ApiKeyScope[] => fromDbJson(row.scopes, []);

/** A person's API keys (migration 0059). */
export function createApiKeysRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<ApiKeyTables>(trx);
  return {
    /** The person's keys not revoked, newest first. */
    async ofUser(userId: string): Promise<ApiKeyRow[]> {
      return own()
        .selectFrom('api_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },
    async insert(row: ApiKeyRow): Promise<void> {
      await own().insertInto('api_keys').values(row).execute();
    },
    /** Revokes the person's key: false when they have no such key still in force. */
    async revoke(userId: string, id: string, at: string): Promise<boolean> {
      const result = await own()
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async byHash(hash: string): Promise<ApiKeyRow | undefined> {
      return own().selectFrom('api_keys').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    },
    async used(id: string, at: string): Promise<void> {
      await own().updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
