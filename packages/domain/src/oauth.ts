import { z } from 'zod';
import {
  API_KEY_CHECKSUM_LENGTH,
  API_KEY_RANDOM_LENGTH,
  API_KEY_SCOPES,
  type ApiKeyScope,
  WORKSPACE_KEY_BRANDS_MAX,
} from './api-keys';

/**
 * OAuth 2.1 for the MCP server (docs/product.md#mcp): an AI client registers itself (RFC 7591),
 * sends its person to a consent screen, and trades the code (PKCE S256) for tokens that work at
 * `/api/mcp` and nowhere else. What a token may do is what the person allowed on that screen:
 * scopes and, optionally, brands, capped by the person's own access as an API key is.
 */

export { MCP_RESOURCE_PATH, OAUTH_CONSENT_PATH, OAUTH_RESOURCE_METADATA_PATH } from './oauth-paths';
/** Access tokens: `exp_oat_`; refresh tokens: `exp_ort_`; both a key's shape, checksum included. */
export const OAUTH_ACCESS_PREFIX = 'exp_oat_';
export const OAUTH_REFRESH_PREFIX = 'exp_ort_';
export const OAUTH_TOKEN_PATTERN = new RegExp(
  `^exp_(?:oat|ort)_[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}[0-9A-Za-z]{${API_KEY_CHECKSUM_LENGTH}}$`,
);
/** An access token lives an hour; a refresh token 30 days, and is replaced each time it is used. */
export const OAUTH_ACCESS_TTL_SECONDS = 3600;
export const OAUTH_REFRESH_TTL_DAYS = 30;
/** An authorization code is good for ten minutes, once. */
export const OAUTH_CODE_TTL_SECONDS = 600;
export const OAUTH_REDIRECT_URIS_MAX = 10;
export const OAUTH_CLIENT_NAME_MAX = 100;
/** Registration is open to anyone: at most this many an hour from one address. */
export const OAUTH_REGISTRATIONS_PER_HOUR = 20;
/** At most this many apps connected per person at once. */
export const OAUTH_GRANTS_MAX = 50;

/**
 * What the consent screen offers when a client asks for nothing in particular (also named in the
 * 401's `WWW-Authenticate`): reading everything a key may read but members, and drafting posts.
 */
export const OAUTH_DEFAULT_SCOPES: readonly ApiKeyScope[] = [
  'tickets:write',
  'comments:read',
  'brands:read',
  'brand_profile:read',
  'time:read',
  'approvals:read',
  'publishing:read',
  'analytics:read',
];

/** Schemes a native app's redirect may not use (RFC 8252 private-use schemes are otherwise fine). */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:', 'about:', 'ftp:']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a redirect URI may be registered: `https`, `http` only to this machine (a desktop
 * client's local listener), or an app's own scheme (`cursor://…`); never a fragment.
 */
export function redirectUriAllowed(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes('#')) return false;
  if (url.protocol === 'https:') return true;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname);
  return !FORBIDDEN_SCHEMES.has(url.protocol) && /^[a-z][a-z0-9+.-]*:$/.test(url.protocol);
}

/**
 * Whether a redirect URI sent now is one registered: the same string, or for a loopback `http`
 * one the same but for the port, which a desktop client picks afresh each time (RFC 8252 §7.3).
 */
export function redirectUriMatches(registered: readonly string[], sent: string): boolean {
  if (registered.includes(sent)) return true;
  let url: URL;
  try {
    url = new URL(sent);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return false;
  const portless = (u: URL) => `${u.protocol}//${u.hostname}${u.pathname}${u.search}`;
  return registered.some((one) => {
    try {
      return portless(new URL(one)) === portless(url);
    } catch {
      return false;
    }
  });
}

/** Scopes as OAuth sends them: space-separated; an unknown one is refused. */
export function parseScopes(value: string | undefined): ApiKeyScope[] | null {
  if (value === undefined || value.trim() === '') return [];
  const known = new Set<string>(API_KEY_SCOPES);
  const list = [...new Set(value.trim().split(/\s+/))];
  return list.every((scope) => known.has(scope)) ? (list as ApiKeyScope[]) : null;
}

const uri = z.string().min(1).max(2000);

/** `POST /api/oauth/register` (RFC 7591): a public client, PKCE only, no secret. */
export const oauthRegistrationSchema = z.object({
  redirect_uris: z
    .array(
      uri
        .refine(redirectUriAllowed, 'Use https, http to this machine, or an app’s own scheme.')
        .meta({ examples: ['https://claude.ai/api/mcp/auth_callback'] }),
    )
    .min(1)
    .max(OAUTH_REDIRECT_URIS_MAX),
  client_name: z.string().trim().min(1).max(OAUTH_CLIENT_NAME_MAX).optional(),
  client_uri: uri.optional(),
  logo_uri: uri.optional(),
  scope: z.string().max(1000).optional(),
  grant_types: z
    .array(z.enum(['authorization_code', 'refresh_token']))
    .max(2)
    .optional(),
  response_types: z.array(z.literal('code')).max(1).optional(),
  token_endpoint_auth_method: z.literal('none').optional(),
  software_id: z.string().max(200).optional(),
  software_version: z.string().max(100).optional(),
});
export type OAuthRegistration = z.infer<typeof oauthRegistrationSchema>;

export const oauthClientSchema = z.object({
  client_id: z.string(),
  client_id_issued_at: z.number().int(),
  client_name: z.string().optional(),
  redirect_uris: z.array(z.string()),
  grant_types: z.array(z.string()),
  response_types: z.array(z.string()),
  token_endpoint_auth_method: z.literal('none'),
});

/** The authorization request's parameters (RFC 6749 §4.1.1, PKCE, RFC 8707), as the consent screen forwards them. */
export const oauthAuthorizeRequestSchema = z.object({
  client_id: z.string().min(1).max(100),
  redirect_uri: uri,
  response_type: z.literal('code', { message: 'Only response_type=code is supported.' }),
  code_challenge: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'A PKCE code_challenge is required (S256).')
    .meta({ examples: ['E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'] }),
  code_challenge_method: z.literal('S256', { message: 'Only code_challenge_method=S256 is supported.' }),
  state: z.string().max(1000).optional(),
  scope: z.string().max(1000).optional(),
  resource: uri.optional(),
});
export type OAuthAuthorizeRequest = z.infer<typeof oauthAuthorizeRequestSchema>;

/** What the consent screen shows of a request: who asks, for what, and where the answer goes. */
export const oauthRequestViewSchema = z.object({
  client_name: z.string(),
  client_uri: z.string().nullable(),
  /** Where the person returns: the redirect's host (or scheme, for an app). */
  redirect_to: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  resource: z.string(),
});
export type OAuthRequestView = z.infer<typeof oauthRequestViewSchema>;

/** `POST /api/oauth/authorize`: the person's answer, with the scopes and brands they allow. */
export const oauthConsentSchema = oauthAuthorizeRequestSchema.extend({
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1, 'Allow at least one kind of access.')
    .max(API_KEY_SCOPES.length)
    .refine((list) => new Set(list).size === list.length, 'Each scope once.'),
  brands: z
    .array(z.string().min(1).max(64))
    .min(1)
    .max(WORKSPACE_KEY_BRANDS_MAX)
    .refine((list) => new Set(list).size === list.length, 'Each brand once.')
    .nullable()
    .default(null),
});
export type OAuthConsent = z.infer<typeof oauthConsentSchema>;

/** `POST /api/oauth/authorize/deny`: the person said no. */
export const oauthDenySchema = oauthAuthorizeRequestSchema.pick({
  client_id: true,
  redirect_uri: true,
  state: true,
});

/** Where the browser goes next: back to the client, with a code or an error. */
export const oauthRedirectSchema = z.object({ redirect_to: z.string() });

/** `POST /api/oauth/token` (form-encoded, as RFC 6749 sends it). */
export const oauthTokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1).max(200),
    redirect_uri: uri,
    client_id: z.string().min(1).max(100),
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
    resource: uri.optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(200),
    client_id: z.string().min(1).max(100),
    scope: z.string().max(1000).optional(),
    resource: uri.optional(),
  }),
]);
export type OAuthTokenRequest = z.infer<typeof oauthTokenRequestSchema>;

export const oauthTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
});
export type OAuthTokens = z.infer<typeof oauthTokenSchema>;

/**
 * RFC 6749 §5.2's error answer (the token, registration and revocation endpoints), which also
 * carries the API's own `code` and `message` (the same words) for callers that read those.
 */
export const oauthErrorSchema = z
  .object({
    error: z.string(),
    error_description: z.string(),
    code: z.string(),
    message: z.string(),
  })
  .describe('Refused, in RFC 6749’s words (`error`: invalid_request, invalid_grant, invalid_client…)');
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;

/** `POST /api/oauth/revoke` (RFC 7009). */
export const oauthRevokeSchema = z.object({
  token: z.string().min(1).max(200),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
  client_id: z.string().max(100).optional(),
});

/** RFC 9728: the MCP endpoint's protected-resource metadata. */
export const protectedResourceMetadataSchema = z.object({
  resource: z.string(),
  authorization_servers: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  bearer_methods_supported: z.array(z.string()),
  resource_name: z.string(),
  resource_documentation: z.string(),
});

/** RFC 8414: this server as an authorization server. */
export const authorizationServerMetadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  registration_endpoint: z.string(),
  revocation_endpoint: z.string(),
  scopes_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  grant_types_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  revocation_endpoint_auth_methods_supported: z.array(z.string()),
  authorization_response_iss_parameter_supported: z.boolean(),
  service_documentation: z.string(),
});

/** An app a person connected, as their account lists it. */
export const oauthGrantSchema = z.object({
  uid: z.string(),
  client_name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  brands: z.array(z.string()).nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type OAuthGrant = z.infer<typeof oauthGrantSchema>;
export const oauthGrantListSchema = z.object({ items: z.array(oauthGrantSchema) });
