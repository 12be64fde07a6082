import type { ApiKeyScope } from '@expertos/domain/api-keys';
import { type Db, ownTables } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import type { ApiKeysTable, ApiKeyTables } from './api-keys.tables.js';

export type ApiKeyRow = ApiKeysTable;
export const scopesOf = (row: Pick<ApiKeyRow, 'scopes'>): ApiKeyScope[] => fromDbJson(row.scopes, []);
/** A personal key's brand limit; null for none. */
export const brandsOf = (row: Pick<ApiKeyRow, 'brands'>): string[] | null =>
  row.brands === null ? null : fromDbJson<string[]>(row.brands, []);

/** API keys (migrations 0059, 0061): a person's, and a workspace's. */
export function createApiKeysRepository(whole: Db) {
  const own = (trx: Db = whole) => ownTables<ApiKeyTables>(trx);
  return {
    /** The person's keys not revoked, newest first. */
    async ofUser(userId: string): Promise<ApiKeyRow[]> {
      return own()
        .selectFrom('api_keys')
        .selectAll()
        .where('user_id', '=', userId)
        .where('workspace_id', 'is', null)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },
    /** The workspace's keys not revoked, newest first. */
    async ofWorkspace(workspaceId: string): Promise<ApiKeyRow[]> {
      return own()
        .selectFrom('api_keys')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },
    async insert(row: ApiKeyRow, trx?: Db): Promise<void> {
      await own(trx).insertInto('api_keys').values(row).execute();
    },
    /** Revokes the workspace's key: false when it has no such key still in force. */
    async revokeOfWorkspace(workspaceId: string, id: string, at: string, trx?: Db): Promise<boolean> {
      const result = await own(trx)
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Revokes the person's key: false when they have no such key still in force. */
    async revoke(userId: string, id: string, at: string): Promise<boolean> {
      const result = await own()
        .updateTable('api_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('workspace_id', 'is', null)
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
