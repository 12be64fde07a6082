/** API keys (migration 0059; docs/product.md#api-keys): only each key's SHA-256 is kept. */
export interface ApiKeysTable {
  id: string;
  /** Whom the key acts as: its owner, or for a workspace key the key's own member's account. */
  user_id: string;
  /** A workspace key's workspace (migration 0061); null for a personal access token. */
  workspace_id: string | null;
  /** The admin who made a workspace key; null for a personal one, or when they are gone. */
  made_by: string | null;
  name: string;
  /** The key's first characters, shown to tell keys apart. */
  shown: string;
  /** Hex SHA-256 of the whole key. */
  token_hash: string;
  /** JSON: the scopes. */
  scopes: string;
  /** JSON: the brands (uids) a personal key is limited to (migration 0062); null for all its owner's. */
  brands: string | null;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ApiKeyTables {
  api_keys: ApiKeysTable;
}
