import { randomUUID } from 'node:crypto';
import { type Db, ownTables } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { UnreachableAccounts } from '../auth/unreachable-accounts.js';
import type { WorkspaceTables } from './workspaces.tables.js';

/**
 * People who exist in a workspace only as a Jira user (docs/product.md#seats): a joined member
 * marked Jira-associated, never a seat, on an account nobody can sign into. The workspaces
 * module makes and removes them for the integrations module, with the same events as any
 * member joining or leaving (the team page and open tabs follow).
 */
export interface MirroredPeople {
  /** The member for this address in the workspace, made (and announced) if missing; their id. */
  ensure(trx: Db, input: { workspaceId: string; email: string; name: string; at: string }): Promise<string>;
  /** Removes a Jira-only member; their account goes when no workspace has them any more. */
  remove(trx: Db, memberId: string): Promise<void>;
  /** A joined member of the workspace, as an association needs to know them. */
  member(
    trx: Db,
    workspaceId: string,
    memberId: string,
  ): Promise<{ id: string; role: 'admin' | 'member' | 'external'; jira_associated: number } | undefined>;
}

export function createMirroredPeople({
  events,
  accounts,
}: {
  events: EventBus;
  accounts: UnreachableAccounts;
}): MirroredPeople {
  return {
    async ensure(trx, { workspaceId, email, name, at }) {
      const userId = await accounts.ensure(trx, { email, name, at });
      const found = await ownTables<WorkspaceTables>(trx)
        .selectFrom('workspace_members')
        .select('id')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (found) return found.id;
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
          jira_associated: 1,
          api_key: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await events.emit(trx, 'member.joined', { workspaceId, memberId, userId, role: 'member' });
      return memberId;
    },

    async remove(trx, memberId) {
      const member = await ownTables<WorkspaceTables>(trx)
        .selectFrom('workspace_members')
        .select(['id', 'workspace_id', 'user_id', 'jira_associated'])
        .where('id', '=', memberId)
        .executeTakeFirst();
      // Only a Jira-only person: a real member is never removed this way.
      if (member?.jira_associated !== 1) return;
      // Their tickets lose their assignee (the foreign key).
      await ownTables<WorkspaceTables>(trx)
        .deleteFrom('workspace_members')
        .where('id', '=', memberId)
        .execute();
      await events.emit(trx, 'member.removed', {
        workspaceId: member.workspace_id,
        memberId,
        userId: member.user_id,
      });
      const elsewhere = await ownTables<WorkspaceTables>(trx)
        .selectFrom('workspace_members')
        .select('id')
        .where('user_id', '=', member.user_id)
        .executeTakeFirst();
      if (!elsewhere) await accounts.remove(trx, member.user_id);
    },

    member: (trx, workspaceId, memberId) =>
      ownTables<WorkspaceTables>(trx)
        .selectFrom('workspace_members')
        .select(['id', 'role', 'jira_associated'])
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', memberId)
        .where('status', '=', 'joined')
        .executeTakeFirst(),
  };
}
