/** The audit module's tables (migration 0066; docs/product.md#audit-log). */
export interface AuditEntriesTable {
  workspace_id: string;
  seq: number;
  at: string;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  target_name: string | null;
  ip: string | null;
  user_agent: string | null;
  /** JSON object. */
  details: string;
  hash: string;
}

export interface AuditHeadsTable {
  workspace_id: string;
  seq: number;
  hash: string;
  retention_days: number;
  anchor_seq: number;
  anchor_hash: string;
}

export interface AuditTables {
  audit_entries: AuditEntriesTable;
  audit_heads: AuditHeadsTable;
}
