import type { Generated } from 'kysely';
/** Workspaces and their members (migration 0006; invites and brands have their own modules' tables). */
export interface WorkspacesTable {
  id: string;
  name: string;
  industry: string | null;
  owner_id: string;
  /** 0/1: counts as subscribed without a lookup. */
  whitelisted: number;
  stripe_subscription_id: string | null;
  /** When "require two-step verification" is enforced from (ISO); null when off (migration 0069). */
  two_factor_required_from: string | null;
  created_at: string;
  updated_at: string;
}

/** A person who joined a workspace. Open invites live in `invites` until accepted. */
export interface WorkspaceMembersTable {
  /** The member uid (the team list's `uid`). */
  id: string;
  workspace_id: string;
  user_id: string;
  /** Lower-cased copy of the user's e-mail, for the team search and the e-mail match. */
  email: string;
  role: 'admin' | 'member' | 'external';
  status: 'joined';
  /** 0/1: mirrored from Jira; never counts as a seat. */
  jira_associated: number;
  /**
   * 0/1: a workspace key's own member (docs/product.md#api-keys, migration 0061): never a seat,
   * never in the team, never told anything, never an admin.
   */
  api_key: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface WorkspaceTables {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
}
