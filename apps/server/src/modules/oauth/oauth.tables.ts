/**
 * OAuth for the MCP server (migration 0063; docs/product.md#mcp). Codes and tokens are kept only
 * as SHA-256 hashes, as API keys are.
 */

/** A client that registered itself (RFC 7591): public, PKCE only, no secret. */
export interface OAuthClientsTable {
  id: string;
  name: string;
  /** JSON: the redirect URIs it registered. */
  redirect_uris: string;
  client_uri: string | null;
  created_at: string;
}

/** A code handed to a client after consent: once, for ten minutes. */
export interface OAuthCodesTable {
  code_hash: string;
  client_id: string;
  user_id: string;
  redirect_uri: string;
  code_challenge: string;
  /** JSON: the scopes allowed. */
  scopes: string;
  /** JSON: the brands allowed, or null for every brand the person sees. */
  brands: string | null;
  resource: string;
  expires_at: string;
  used_at: string | null;
}

/** What a person allowed a client: the tokens act as them, capped by these scopes and brands. */
export interface OAuthGrantsTable {
  id: string;
  client_id: string;
  user_id: string;
  scopes: string;
  brands: string | null;
  resource: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** An access or refresh token of a grant. */
export interface OAuthTokensTable {
  token_hash: string;
  grant_id: string;
  kind: 'access' | 'refresh';
  expires_at: string;
  /** A refresh token once traded for new ones; used again, it ends the grant (RFC 9700 §4.14). */
  used_at: string | null;
  created_at: string;
}

export interface OAuthTables {
  oauth_clients: OAuthClientsTable;
  oauth_codes: OAuthCodesTable;
  oauth_grants: OAuthGrantsTable;
  oauth_tokens: OAuthTokensTable;
}
