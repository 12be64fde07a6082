import type { Db, Dialect } from '../../db/database.js';
import { createAccountFacts } from '../auth/account-facts.js';
import { createBrandFacts } from '../projects/brand-facts.js';
import { createWorkspaceFacts } from '../workspaces/workspace-facts.js';
import type { InviteRow } from './invites.repository.js';

/** An invite with what its invitee is shown: the workspace, who invited them, whether they have an account. */
export interface InviteView extends InviteRow {
  workspace_name: string;
  inviter_name: string | null;
  has_account: boolean;
}

/**
 * What invites read of other modules' rows, through their narrow functions
 * (docs/architecture.md#modules-own-their-tables): the workspace's name and row lock
 * (workspaces), the inviter's name and whether the address has an account (auth), and which
 * brands the invite may name (projects). A list of invites costs one read of each, never one
 * per invite. Every function takes the caller's transaction, if any.
 */
export function createInviteViews(db: Db, dialect: Dialect) {
  const workspaces = createWorkspaceFacts(db, dialect);
  const accounts = createAccountFacts(db, dialect);
  const brands = createBrandFacts(db, dialect);
  return {
    /**
     * Serialises invite creation per workspace, so two admins inviting the same address at
     * once cannot both pass the "already invited" check (the workspace's row lock).
     */
    lockWorkspace: (workspaceId: string, trx: Db): Promise<void> => workspaces.lock(trx, workspaceId),

    /** The invites as their invitee sees them, in their order; one whose workspace is gone is left out. */
    async of(rows: InviteRow[], trx?: Db): Promise<InviteView[]> {
      if (rows.length === 0) return [];
      const workspaceNames = await workspaces.names(
        rows.map((row) => row.workspace_id),
        trx,
      );
      const inviterNames = await accounts.names(
        rows.map((row) => row.invited_by),
        trx,
      );
      // E-mails are stored lower-cased by the identity service and by us.
      const withAccounts = await accounts.withAccounts(
        rows.map((row) => row.email),
        trx,
      );
      return rows.flatMap((row) => {
        const workspaceName = workspaceNames.get(row.workspace_id);
        if (workspaceName === undefined) return [];
        return [
          {
            ...row,
            workspace_name: workspaceName,
            inviter_name: inviterNames.get(row.invited_by) ?? null,
            has_account: withAccounts.has(row.email),
          },
        ];
      });
    },

    /** Which of these project ids are brands of the workspace (read-only check of the invite's brands). */
    async brandsOf(workspaceId: string, projectIds: string[], trx?: Db): Promise<string[]> {
      if (projectIds.length === 0) return [];
      const named = await brands.named(projectIds, trx);
      return [...new Set(projectIds)].filter((id) => named.get(id)?.workspaceId === workspaceId);
    },
  };
}
export type InviteViews = ReturnType<typeof createInviteViews>;
