import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_CHECKSUM_LENGTH,
  API_KEY_RANDOM_LENGTH,
  API_KEY_SCOPES,
  type ApiKeyScope,
  apiKeyChecksum,
  base62,
} from '@expertos/domain/api-keys';
import {
  MCP_RESOURCE_PATH,
  OAUTH_ACCESS_PREFIX,
  OAUTH_ACCESS_TTL_SECONDS,
  OAUTH_CODE_TTL_SECONDS,
  OAUTH_CONSENT_PATH,
  OAUTH_DEFAULT_SCOPES,
  OAUTH_GRANTS_MAX,
  OAUTH_REFRESH_PREFIX,
  OAUTH_REFRESH_TTL_DAYS,
  OAUTH_REGISTRATIONS_PER_HOUR,
  OAUTH_TOKEN_PATTERN,
  type OAuthAuthorizeRequest,
  type OAuthConsent,
  type OAuthErrorBody,
  type OAuthGrant,
  type OAuthRegistration,
  type OAuthRequestView,
  type OAuthTokens,
  oauthTokenRequestSchema,
  parseScopes,
  redirectUriMatches,
} from '@expertos/domain/oauth';
import type { Db } from '../../db/database.js';
import { fromDbJson, toDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { AttemptCounters } from '../../platform/rate-limit.js';
import type { OAuthRepository } from './oauth.repository.js';
import type { OAuthGrantsTable } from './oauth.tables.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A client no one connected within a week is forgotten (registration is open to anyone). */
const UNUSED_CLIENT_MS = 7 * DAY_MS;
/** A grant's last use is written at most this often. */
const LAST_USE_EVERY_MS = 60_000;
const KNOWN_FOR_MS = 60_000;
const KNOWN_MAX = 10_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const pkce = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A token: its prefix, 32 random bytes in base62 and a checksum, as an API key is shaped. */
function newToken(prefix: string): string {
  const body = `${prefix}${base62(BigInt(`0x${randomBytes(32).toString('hex')}`), API_KEY_RANDOM_LENGTH)}`;
  return body + apiKeyChecksum(body);
}
function tokenWellFormed(token: string): boolean {
  if (!OAUTH_TOKEN_PATTERN.test(token)) return false;
  return apiKeyChecksum(token.slice(0, -API_KEY_CHECKSUM_LENGTH)) === token.slice(-API_KEY_CHECKSUM_LENGTH);
}

/** An RFC 6749 §5.2 refusal of the token, registration or revocation endpoint. */
export class OAuthFailure extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
  get body(): OAuthErrorBody {
    return {
      error: this.error,
      error_description: this.description,
      code: this.error,
      message: this.description,
    };
  }
}

/** What an access token acts as: its person, capped by the scopes and brands they allowed, at one path only. */
export interface TokenCaller {
  id: string;
  userId: string;
  scopes: ApiKeyScope[];
  brands: string[] | null;
  resource: string;
}

/** What OAuth needs of other modules: whether a person sees a brand now (the workspaces module's rule). */
export interface OAuthPorts {
  seesBrand(userId: string, projectId: string): Promise<boolean>;
}

const invalid = (path: string, message: string) =>
  new AppError('oauth_request_invalid', { details: [{ path, message }] });

/**
 * This server as an OAuth 2.1 authorization server for its MCP endpoint (docs/product.md#mcp):
 * open client registration, consent by a signed-in person, codes bound to PKCE S256, and
 * tokens that act as that person capped by what they allowed, at `/api/mcp` only.
 */
export function createOAuthService({
  repository,
  publicUrl,
  now,
  ports,
}: {
  repository: OAuthRepository;
  publicUrl: string;
  now: () => Date;
  ports?: OAuthPorts;
}) {
  const resource = `${publicUrl}${MCP_RESOURCE_PATH}`;
  const recent = new Map<string, { id: string; until: number }>();

  /** The checks every step of the consent makes again: the client, its redirect, the resource, the scopes. */
  async function check(
    request: Pick<OAuthAuthorizeRequest, 'client_id' | 'redirect_uri' | 'resource' | 'scope'>,
  ) {
    const client = await repository.client(request.client_id);
    if (!client) throw invalid('client_id', 'This app is not registered here.');
    if (!redirectUriMatches(fromDbJson<string[]>(client.redirect_uris, []), request.redirect_uri))
      throw invalid('redirect_uri', 'This address was not registered by the app.');
    if (request.resource !== undefined && request.resource !== resource)
      throw invalid('resource', `Tokens are issued for ${resource} only.`);
    const scopes = parseScopes(request.scope);
    if (scopes === null) throw invalid('scope', 'The app asked for a scope this server does not have.');
    return { client, scopes: scopes.length > 0 ? scopes : [...OAUTH_DEFAULT_SCOPES] };
  }

  /** The redirect back to the client, with the answer's parameters and who answers (RFC 9207). */
  function back(redirectUri: string, params: Record<string, string | undefined>): { redirect_to: string } {
    const url = new URL(redirectUri);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(name, value);
    url.searchParams.set('iss', publicUrl);
    return { redirect_to: url.toString() };
  }

  async function issue(
    grant: Pick<OAuthGrantsTable, 'id' | 'scopes'>,
    at: Date,
    trx: Db,
  ): Promise<OAuthTokens> {
    const access = newToken(OAUTH_ACCESS_PREFIX);
    const refresh = newToken(OAUTH_REFRESH_PREFIX);
    const created = at.toISOString();
    await repository.forgetExpiredTokens(grant.id, created, trx);
    await repository.insertTokens(
      [
        {
          token_hash: sha256(access),
          grant_id: grant.id,
          kind: 'access',
          expires_at: new Date(at.getTime() + OAUTH_ACCESS_TTL_SECONDS * 1000).toISOString(),
          used_at: null,
          created_at: created,
        },
        {
          token_hash: sha256(refresh),
          grant_id: grant.id,
          kind: 'refresh',
          expires_at: new Date(at.getTime() + OAUTH_REFRESH_TTL_DAYS * DAY_MS).toISOString(),
          used_at: null,
          created_at: created,
        },
      ],
      trx,
    );
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: OAUTH_ACCESS_TTL_SECONDS,
      refresh_token: refresh,
      scope: fromDbJson<string[]>(grant.scopes, []).join(' '),
    };
  }

  const grantFailure = () =>
    new OAuthFailure(
      400,
      'invalid_grant',
      'The code or refresh token is unknown, used, expired or not this app’s.',
    );

  return {
    resource,
    /** RFC 9728: where the MCP endpoint's tokens come from. */
    resourceMetadata() {
      return {
        resource,
        authorization_servers: [publicUrl],
        scopes_supported: [...API_KEY_SCOPES],
        bearer_methods_supported: ['header'],
        resource_name: 'Expertos MCP server',
        resource_documentation: `${publicUrl}/developers`,
      };
    },
    /** RFC 8414: this server as an authorization server. */
    serverMetadata() {
      return {
        issuer: publicUrl,
        authorization_endpoint: `${publicUrl}${OAUTH_CONSENT_PATH}`,
        token_endpoint: `${publicUrl}/api/oauth/token`,
        registration_endpoint: `${publicUrl}/api/oauth/register`,
        revocation_endpoint: `${publicUrl}/api/oauth/revoke`,
        scopes_supported: [...API_KEY_SCOPES],
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['none'],
        revocation_endpoint_auth_methods_supported: ['none'],
        authorization_response_iss_parameter_supported: true,
        service_documentation: `${publicUrl}/developers`,
      };
    },

    /** RFC 7591: a public client (PKCE, no secret) registers its redirect addresses. */
    async register(input: OAuthRegistration, address: string, counters: AttemptCounters) {
      if ((await counters.hit(`oauth-register:${address}`, HOUR_MS)) > OAUTH_REGISTRATIONS_PER_HOUR) {
        const error = new AppError('rate_limited') as AppError & { retryAfter: number };
        // The counter does not say when its window started: this is the longest wait.
        error.retryAfter = HOUR_MS / 1000;
        throw error;
      }
      const at = now();
      await repository.forgetUnusedClients(new Date(at.getTime() - UNUSED_CLIENT_MS).toISOString());
      const id = randomUUID();
      const name = input.client_name ?? 'Unnamed app';
      await repository.insertClient({
        id,
        name,
        redirect_uris: toDbJson(input.redirect_uris),
        client_uri: input.client_uri ?? null,
        created_at: at.toISOString(),
      });
      return {
        client_id: id,
        client_id_issued_at: Math.floor(at.getTime() / 1000),
        client_name: name,
        redirect_uris: input.redirect_uris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none' as const,
      };
    },

    /** What the consent screen shows: the app, where the person returns, the access it asks for. */
    async describe(request: OAuthAuthorizeRequest): Promise<OAuthRequestView> {
      const { client, scopes } = await check(request);
      const target = new URL(request.redirect_uri);
      return {
        client_name: client.name,
        client_uri: client.client_uri,
        redirect_to:
          target.protocol === 'https:' || target.protocol === 'http:' ? target.host : target.protocol,
        scopes,
        resource,
      };
    },

    /** The person allows: a one-time code for the client, bound to its PKCE challenge and redirect. */
    async approve(userId: string, consent: OAuthConsent): Promise<{ redirect_to: string }> {
      await check(consent);
      for (const projectId of consent.brands ?? []) {
        if (!ports || !(await ports.seesBrand(userId, projectId)))
          throw new AppError('validation_error', {
            details: [{ path: 'brands', message: 'Choose brands you can see.' }],
          });
      }
      if ((await repository.grantsOf(userId)).length >= OAUTH_GRANTS_MAX)
        throw new AppError('oauth_grants_limit');
      const at = now();
      const code = randomBytes(32).toString('base64url');
      await repository.insertCode({
        code_hash: sha256(code),
        client_id: consent.client_id,
        user_id: userId,
        redirect_uri: consent.redirect_uri,
        code_challenge: consent.code_challenge,
        scopes: toDbJson(consent.scopes),
        brands: consent.brands ? toDbJson(consent.brands) : null,
        resource,
        expires_at: new Date(at.getTime() + OAUTH_CODE_TTL_SECONDS * 1000).toISOString(),
        used_at: null,
      });
      return back(consent.redirect_uri, { code, state: consent.state });
    },

    /** The person declines: the client hears `access_denied`. */
    async deny(input: Pick<OAuthAuthorizeRequest, 'client_id' | 'redirect_uri' | 'state'>) {
      await check(input);
      return back(input.redirect_uri, { error: 'access_denied', state: input.state });
    },

    /** The token endpoint: a code (with its PKCE verifier) or a refresh token for a fresh pair. */
    async token(body: unknown): Promise<OAuthTokens> {
      const grantType = (body as { grant_type?: unknown } | null)?.grant_type;
      if (grantType !== 'authorization_code' && grantType !== 'refresh_token')
        throw new OAuthFailure(
          400,
          grantType === undefined ? 'invalid_request' : 'unsupported_grant_type',
          'Use grant_type authorization_code or refresh_token.',
        );
      const parsed = oauthTokenRequestSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new OAuthFailure(
          400,
          'invalid_request',
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      const input = parsed.data;
      const client = await repository.client(input.client_id);
      if (!client) throw new OAuthFailure(401, 'invalid_client', 'This app is not registered here.');
      if (input.resource !== undefined && input.resource !== resource)
        throw new OAuthFailure(400, 'invalid_target', `Tokens are issued for ${resource} only.`);
      const at = now();
      const stamp = at.toISOString();

      if (input.grant_type === 'authorization_code') {
        const hash = sha256(input.code);
        const code = await repository.code(hash);
        if (!code || code.client_id !== client.id || code.expires_at <= stamp) throw grantFailure();
        if (code.redirect_uri !== input.redirect_uri) throw grantFailure();
        if (pkce(input.code_verifier) !== code.code_challenge)
          throw new OAuthFailure(
            400,
            'invalid_grant',
            'The code_verifier does not match the code_challenge.',
          );
        await repository.forgetOldCodes(new Date(at.getTime() - DAY_MS).toISOString());
        return repository.transaction(async (trx) => {
          if (!(await repository.useCode(hash, stamp, trx))) throw grantFailure();
          const grant = {
            id: randomUUID(),
            client_id: client.id,
            user_id: code.user_id,
            scopes: code.scopes,
            brands: code.brands,
            resource: code.resource,
            created_at: stamp,
            last_used_at: null,
            revoked_at: null,
          };
          await repository.insertGrant(grant, trx);
          return issue(grant, at, trx);
        });
      }

      const hash = sha256(input.refresh_token);
      const token = await repository.token(hash);
      const grant = token && (await repository.grant(token.grant_id));
      if (token?.kind !== 'refresh' || !grant || grant.client_id !== client.id) throw grantFailure();
      if (grant.revoked_at !== null || token.expires_at <= stamp) throw grantFailure();
      const asked = parseScopes(input.scope);
      const allowed = fromDbJson<string[]>(grant.scopes, []);
      if (asked === null || asked.some((scope) => !allowed.includes(scope)))
        throw new OAuthFailure(
          400,
          'invalid_scope',
          'A refresh keeps the scopes the person allowed, or fewer.',
        );
      const replayed = await repository.transaction(async (trx) => {
        if (await repository.useToken(hash, stamp, trx)) return issue(grant, at, trx);
        return null;
      });
      if (replayed) return replayed;
      // A refresh token used twice was copied: the whole grant ends (RFC 9700 §4.14.2).
      await repository.revokeGrant(grant.id, stamp);
      throw grantFailure();
    },

    /** RFC 7009: a token handed back ends its grant; an unknown one is answered the same. */
    async revoke(token: string): Promise<void> {
      if (!tokenWellFormed(token)) return;
      const row = await repository.token(sha256(token));
      if (row) await repository.revokeGrant(row.grant_id, now().toISOString());
    },

    /** The person an access token acts as, and what they allowed; null for anything else. */
    async authenticate(secret: string): Promise<TokenCaller | null> {
      if (!secret.startsWith(OAUTH_ACCESS_PREFIX) || !tokenWellFormed(secret)) return null;
      const hash = sha256(secret);
      const token = await repository.token(hash);
      const at = now();
      if (token?.kind !== 'access' || token.expires_at <= at.toISOString()) return null;
      const grant = await repository.grant(token.grant_id);
      if (!grant || grant.revoked_at !== null) return null;
      if (recent.size >= KNOWN_MAX) recent.delete(recent.keys().next().value as string);
      recent.set(hash, { id: grant.id, until: at.getTime() + KNOWN_FOR_MS });
      if (!grant.last_used_at || at.getTime() - Date.parse(grant.last_used_at) >= LAST_USE_EVERY_MS)
        await repository.grantUsed(grant.id, at.toISOString());
      return {
        id: grant.id,
        userId: grant.user_id,
        scopes: fromDbJson<ApiKeyScope[]>(grant.scopes, []),
        brands: grant.brands === null ? null : fromDbJson<string[]>(grant.brands, []),
        resource: new URL(grant.resource).pathname,
      };
    },
    /** The grant a token names if this process verified it lately: for rate limits only, never a permission. */
    known(secret: string): string | null {
      const entry = recent.get(sha256(secret));
      return entry && entry.until >= now().getTime() ? entry.id : null;
    },

    /** The apps a person connected, newest first. */
    async grants(userId: string): Promise<OAuthGrant[]> {
      return (await repository.grantsOf(userId)).map((row) => ({
        uid: row.id,
        client_name: row.client_name,
        scopes: fromDbJson<ApiKeyScope[]>(row.scopes, []),
        brands: row.brands === null ? null : fromDbJson<string[]>(row.brands, []),
        created_at: row.created_at,
        last_used_at: row.last_used_at,
      }));
    },
    /** Disconnects an app: its tokens stop at once. */
    async disconnect(userId: string, grantId: string): Promise<void> {
      if (!(await repository.revokeGrant(grantId, now().toISOString(), userId)))
        throw new AppError('not_found');
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
