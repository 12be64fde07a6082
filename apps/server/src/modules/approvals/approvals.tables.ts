import type { ApprovalDecision } from '@expertos/domain/approval.schema';
import type { Generated } from 'kysely';

/** Approval links (migration 0032; docs/product.md#approval-links). */
export interface ApprovalRequestsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  /** SHA-256 (hex) of the token in the link. */
  token_hash: string;
  recipient_email: string;
  recipient_name: string | null;
  message: string | null;
  created_by: string | null;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface ApprovalItemsTable {
  request_id: string;
  ticket_id: string;
  position: number;
  decision: ApprovalDecision | null;
  comment: string | null;
  decided_at: string | null;
}

/** A brand's approval workflow (migration 0052); no row: the default (optional). */
export interface ApprovalWorkflowsTable {
  project_id: string;
  workspace_id: string;
  mode: string;
  /** JSON ApprovalStep[]. */
  steps: string;
  due_days: number;
  expire_days: number;
  /** 0/1 */
  lock_dates: number;
  /** 0/1 */
  author_may_approve: number;
  updated_by: string | null;
  updated_at: string;
}

/** A brand's client contact (migration 0052). */
export interface ApprovalContactsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  name: string;
  email: string;
  company: string | null;
  created_at: string;
  updated_at: string;
}

/** A post's approval round (migration 0053). */
export interface ApprovalRoundsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  ticket_id: string;
  requested_by: string | null;
  status: 'open' | 'approved' | 'changes_requested' | 'rejected' | 'withdrawn' | 'expired';
  /** JSON: [{ kind, rule, approvers }] as the round took them. */
  steps: string;
  content_hash: string;
  created_at: string;
  ended_at: string | null;
}

/** One decision of a round, append-only (migration 0053). */
export interface ApprovalDecisionsTable {
  id: string;
  round_id: string;
  step: number;
  decided_by: string;
  decided_by_name: string | null;
  decision: 'approved' | 'changes_requested' | 'rejected';
  comment: string | null;
  content_hash: string;
  channel: 'app' | 'portal' | 'override';
  created_at: string;
}

/** A client contact's portal link (migration 0057): the token's hash, never the token. */
export interface ApprovalPortalLinksTable {
  id: string;
  workspace_id: string;
  project_id: string;
  contact_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A post's version (migration 0054): its content when it was made or last folded into. */
export interface ApprovalVersionsTable {
  id: string;
  workspace_id: string;
  project_id: string;
  ticket_id: string;
  number: number;
  author_id: string | null;
  /** JSON VersionSnapshot. */
  content: string;
  /** contentHash(content, false) and (…, true): a round's hash is one of them. */
  content_hash: string;
  dated_hash: string;
  media_count: number;
  /** 0/1 */
  sealed: number;
  restored_from: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The timer of a round's open step: its reminders and expiry (migration 0056). */
export interface ApprovalTimersTable {
  round_id: string;
  workspace_id: string;
  project_id: string;
  ticket_id: string;
  /** The open step; null until scheduled (right after the round's commit, or by the poll). */
  step: number | null;
  opened_at: string | null;
  due_at: string | null;
  due_days: number | null;
  expire_days: number | null;
  time_zone: string | null;
  /** The step's actions done (the domain's `stepTimeline`). */
  done: Generated<number>;
  next_at: string | null;
  /** Raised by each change: an action is claimed by the update that finds the version it read. */
  version: Generated<number>;
  updated_at: string;
}

/** A client contact's daily digest of what waits on them (migration 0056). */
export interface ApprovalDigestsTable {
  contact_id: string;
  workspace_id: string;
  project_id: string;
  next_at: string | null;
  last_day: string | null;
  last_sent_at: string | null;
  version: Generated<number>;
  updated_at: string;
}

export interface ApprovalTables {
  approval_requests: ApprovalRequestsTable;
  approval_items: ApprovalItemsTable;
  approval_workflows: ApprovalWorkflowsTable;
  approval_contacts: ApprovalContactsTable;
  approval_rounds: ApprovalRoundsTable;
  approval_decisions: ApprovalDecisionsTable;
  approval_portal_links: ApprovalPortalLinksTable;
  approval_versions: ApprovalVersionsTable;
  approval_timers: ApprovalTimersTable;
  approval_digests: ApprovalDigestsTable;
}
