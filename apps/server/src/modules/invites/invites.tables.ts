/** The invites table (migration 0006). */
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

export interface InviteTables {
  invites: InvitesTable;
}
