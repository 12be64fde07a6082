/** API keys (migration 0059; docs/product.md#api-keys): only each key's SHA-256 is kept. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** The key's first characters, shown to tell keys apart. */
  shown: string;
  /** Hex SHA-256 of the whole key. */
  token_hash: string;
  /** JSON: the scopes. */
  scopes: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface ApiKeyTables {
  api_keys: ApiKeysTable;
}
