/** Workspaces, their members, their invites and their brands (projects). */
export interface WorkspacesTable {
  id: string;
  name: string;
  industry: string | null;
  owner_id: string;
  /** 0/1: counts as subscribed without a lookup. */
  whitelisted: number;
  stripe_subscription_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A person who joined a workspace. Open invites live in `invites` until accepted. */
export interface WorkspaceMembersTable {
  /** The member uid (spec: team member uid). */
  id: string;
  workspace_id: string;
  user_id: string;
  /** Lower-cased copy of the user's e-mail, for the team search and the e-mail match. */
  email: string;
  role: 'admin' | 'member' | 'external';
  status: 'joined';
  /** 0/1: mirrored from Jira; never counts as a seat. */
  jira_associated: number;
  created_at: string;
  updated_at: string;
}

export interface InvitesTable {
  /** The invite uid in /invite/{inviteUid}. */
  id: string;
  workspace_id: string;
  email: string;
  role: 'admin' | 'member' | 'external';
  /** JSON array of project ids the invitee gets. */
  project_ids: string;
  invited_by: string;
  status: 'pending' | 'accepted' | 'declined' | 'revoked';
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: string;
  workspace_id: string;
  name: string;
  slug: string;
  shopify_site: string | null;
  cover_key: string | null;
  /** The cover's size in bytes (null for a cover stored before sizes were kept). */
  cover_size: number | null;
  phase: 'sales' | 'active' | 'inactive';
  owner_id: string;
  /** JSON arrays. */
  content_pillars: string;
  content_formats: string;
  other_preferences: string;
  off_brand: string;
  slate_review_day: string;
  slate_growth_content: number;
  slate_trust_building_content: number;
  slate_sales_promotions_content: number;
  created_at: string;
  updated_at: string;
}

/** Who may see a brand besides the workspace admins (who see them all). */
export interface ProjectMembersTable {
  project_id: string;
  member_id: string;
  role: 'admin' | 'member';
  access: 'granted' | 'requested';
  created_at: string;
}

export interface WorkspaceTables {
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  invites: InvitesTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
}
