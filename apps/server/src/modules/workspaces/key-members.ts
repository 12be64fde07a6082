import { randomUUID } from 'node:crypto';
import { type Db, ownTables } from '../../db/database.js';
import type { UnreachableAccounts } from '../auth/unreachable-accounts.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/**
 * The members workspace keys act as (docs/product.md#api-keys): the workspaces module's narrow
 * functions for the api-keys module. Each is a joined `member` (never an admin) on an account
 * nobody can sign into, marked `api_key` so it takes no seat, hears of nothing and stays out of
 * the team; what it may reach is the brands granted to it, by the one rule
 * (brand-visibility.ts). Its history stays named after the key is revoked: the member stays.
 */
export interface KeyMembers {
  /** A new key's member, named as the key, in the caller's transaction; its ids. */
  create(
    trx: Db,
    input: { workspaceId: string; name: string; at: string },
  ): Promise<{ memberId: string; userId: string }>;
  /** The member behind a key's account in its workspace, or null. */
  memberOf(trx: Db, workspaceId: string, userId: string): Promise<string | null>;
  /**
   * Deletes the accounts of the workspace's keys, with their members and keys (the foreign
   * keys), as the workspace goes: nobody else ever uses them.
   */
  removeAll(trx: Db, workspaceId: string): Promise<void>;
}

export function createKeyMembers(accounts: UnreachableAccounts): KeyMembers {
  return {
    async create(trx, { workspaceId, name, at }) {
      // An address under `.invalid` (RFC 2606): no sign-in or reset link ever reaches anyone.
      const email = `key-${randomUUID()}@api-keys.invalid`;
      const userId = await accounts.ensure(trx, { email, name, at });
      const memberId = randomUUID();
      await ownTables<WorkspaceTables>(trx)
        .insertInto('workspace_members')
        .values({
          id: memberId,
          workspace_id: workspaceId,
          user_id: userId,
          email,
          role: 'member',
          status: 'joined',
          jira_associated: 0,
          api_key: 1,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return { memberId, userId };
    },
    async memberOf(trx, workspaceId, userId) {
      const row = await ownTables<WorkspaceTables>(trx)
        .selectFrom('workspace_members')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .where('api_key', '=', 1)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async removeAll(trx, workspaceId) {
      const rows = await ownTables<WorkspaceTables>(trx)
        .selectFrom('workspace_members')
        .select('user_id')
        .where('workspace_id', '=', workspaceId)
        .where('api_key', '=', 1)
        .execute();
      for (const row of rows) if (row.user_id) await accounts.remove(trx, row.user_id);
    },
  };
}
