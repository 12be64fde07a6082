/** Tokens a workspace used on a UTC day (migration 0021; docs/product.md#ai). */
export interface AiUsageTable {
  workspace_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** bigint: PostgreSQL hands it over as text. */
  tokens: number | string;
  requests: number;
}

export interface AiTables {
  ai_usage: AiUsageTable;
}
