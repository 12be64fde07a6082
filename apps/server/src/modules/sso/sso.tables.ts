/** A workspace's single sign-on (migration 0070, docs/product.md#single-sign-on). */

/** The workspace's one identity provider, and its policy. */
export interface SsoConnectionsTable {
  /** Random: the SAML entity id and the ACS and callback addresses name it. */
  id: string;
  workspace_id: string;
  protocol: 'saml' | 'oidc';
  /** 0/1 */
  enabled: number;
  /** SAML: the IdP's metadata XML as given (or as fetched), parsed again when used. */
  saml_metadata: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_sso_url: string | null;
  saml_certificate_expires_at: string | null;
  oidc_issuer: string | null;
  oidc_client_id: string | null;
  /** The client secret, sealed with the secrets key (never returned). */
  oidc_client_secret: string | null;
  join_role: 'member' | 'external';
  /** JSON array of brand ids a first sign-in joins. */
  join_brand_ids: string;
  /** 0/1: its sign-ins count as two-step verified. */
  idp_enforces_mfa: number;
  /** 0/1: members with an address in a verified domain must sign in through it. */
  require_sso: number;
  created_at: string;
  updated_at: string;
}

export interface SsoDomainsTable {
  id: string;
  workspace_id: string;
  domain: string;
  /** The random part of the TXT record's value. */
  token: string;
  status: 'pending' | 'verified' | 'failed';
  attempts: number;
  verified_at: string | null;
  last_checked_at: string | null;
  last_error: string | null;
  created_at: string;
}

/**
 * A sign-in started here and not back yet: the SAML request's id (checked against the answer's
 * InResponseTo) or the OIDC state, with the PKCE verifier and nonce. Used once.
 */
export interface SsoRequestsTable {
  id: string;
  connection_id: string;
  /** OIDC: the PKCE code verifier and the nonce (JSON); null for SAML. */
  secrets: string | null;
  /** A hash of the value in the starting browser's cookie (only it may finish the sign-in). */
  browser_hash: string;
  redirect: string | null;
  expires_at: string;
}

/** SAML assertions taken lately (their ids), so a replayed one is refused. */
export interface SsoSeenAssertionsTable {
  id: string;
  connection_id: string;
  expires_at: string;
}

export interface SsoTables {
  sso_connections: SsoConnectionsTable;
  sso_domains: SsoDomainsTable;
  sso_requests: SsoRequestsTable;
  sso_seen_assertions: SsoSeenAssertionsTable;
}
