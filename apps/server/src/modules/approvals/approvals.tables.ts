import type { ApprovalDecision } from '@expertos/domain/approval.schema';

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

export interface ApprovalTables {
  approval_requests: ApprovalRequestsTable;
  approval_items: ApprovalItemsTable;
}
