import type { ApiKeyScope } from '@expertos/domain/api-keys';
import type { FastifyRequest } from 'fastify';
import type { Authenticator, AuthUser } from '../access.js';
import { AppError } from '../errors.js';
import type { TokenVerifier, VerifiedToken } from './token-verifier.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
const MAX_TOKEN_LENGTH = 8_192;

/** The ID token of an `Authorization: Bearer …` header, or null when there is none or it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header || header.length > MAX_TOKEN_LENGTH) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

const BEARER_KEY = /^Bearer (exp_[a-z]{3}_[0-9A-Za-z]{1,100})$/;
/** How long, and for how many people at once, a key owner's account is kept between requests. */
const OWNER_FOR_MS = 30_000;
const OWNERS_MAX = 10_000;

/** The API key of an `Authorization: Bearer exp_…` header (docs/product.md#api-keys), or null. */
export function bearerKey(header: string | undefined): string | null {
  if (!header || header.length > MAX_TOKEN_LENGTH) return null;
  return BEARER_KEY.exec(header)?.[1] ?? null;
}

/** How API keys are checked (the api-keys module) and whose they are (the auth module). */
export interface KeyAuthentication {
  authenticate(secret: string): Promise<{
    id: string;
    userId: string;
    scopes: ApiKeyScope[];
    brands: string[] | null;
    /** An OAuth access token's one path (`/api/mcp`); a key works everywhere its scopes reach. */
    resource?: string;
  } | null>;
  userById(id: string): Promise<AuthUser | null>;
}

/**
 * Reads `Authorization: Bearer <ID token>`, verifies it, and finds the user it names.
 * Anything malformed, unverifiable or naming nobody is "not signed in" (the guard answers 401).
 * A bearer API key (`exp_…`) acts as its owner, with `request.apiKey` set for the guard to cap
 * by its scopes; one unknown, revoked or expired is 401 `api_key_invalid`. An OAuth access
 * token (`exp_oat_…`) is the same for the person who allowed it, at its one resource only
 * (401 `oauth_token_invalid`, `oauth_token_resource`).
 */
export function createBearerAuthenticator(
  verifier: TokenVerifier,
  resolveUsers: (tokens: VerifiedToken[]) => Promise<(AuthUser | null)[]>,
  keys?: KeyAuthentication,
): Authenticator {
  // A key's owner, by id, for a moment: the key itself is checked on every request (revoked or
  // expired: refused at once), and a deleted account takes its keys with it (the foreign key),
  // so what this keeps is only the account's name and address, at most OWNER_FOR_MS old.
  const owners = new Map<string, { user: AuthUser; until: number }>();
  async function ownerOf(userId: string): Promise<AuthUser | null> {
    const now = Date.now();
    const kept = owners.get(userId);
    if (kept && kept.until > now) return kept.user;
    const user = await keys!.userById(userId);
    if (owners.size >= OWNERS_MAX) owners.delete(owners.keys().next().value as string);
    if (user) owners.set(userId, { user, until: now + OWNER_FOR_MS });
    return user;
  }

  async function withKey(request: FastifyRequest, secret: string): Promise<AuthUser> {
    const key = await keys!.authenticate(secret);
    const user = key ? await ownerOf(key.userId) : null;
    if (!key || !user)
      throw new AppError(secret.startsWith('exp_o') ? 'oauth_token_invalid' : 'api_key_invalid');
    // An OAuth token is bound to its resource (RFC 8707): anywhere else it is no credential.
    if (key.resource !== undefined && request.url.split('?')[0] !== key.resource)
      throw new AppError('oauth_token_resource');
    request.apiKey = { id: key.id, scopes: key.scopes, brands: key.brands };
    return user;
  }

  const authenticate: Authenticator = async (request) => {
    const secret = keys ? bearerKey(request.headers.authorization) : null;
    if (secret) return withKey(request, secret);
    const raw = bearerToken(request.headers.authorization);
    const token = raw ? await verifier.verify(raw) : null;
    return token ? ((await resolveUsers([token]))[0] ?? null) : null;
  };

  // Many requests at once: their ID tokens' people in one lookup (keys one by one, as above).
  authenticate.many = async (requests) => {
    const results: (AuthUser | null | AppError)[] = new Array(requests.length).fill(null);
    const tokens: { at: number; token: VerifiedToken }[] = [];
    await Promise.all(
      requests.map(async (request, at) => {
        const secret = keys ? bearerKey(request.headers.authorization) : null;
        if (secret) {
          // Refused (revoked, expired): the AppError; any other failure: no longer holds.
          results[at] = await withKey(request, secret).catch((error: unknown) =>
            error instanceof AppError ? error : null,
          );
          return;
        }
        const raw = bearerToken(request.headers.authorization);
        const token = raw ? await verifier.verify(raw).catch(() => null) : null;
        if (token) tokens.push({ at, token });
      }),
    );
    const verified = tokens.map(({ token }) => token);
    // When the one lookup fails (an external issuer's lookup throwing, say), each token is asked
    // alone, so the failure stays with its own request: it no longer holds, the others do.
    const users = await resolveUsers(verified).catch(() =>
      Promise.all(
        verified.map((token) =>
          resolveUsers([token]).then(
            ([user]) => user ?? null,
            (error: unknown) => (error instanceof AppError ? error : null),
          ),
        ),
      ),
    );
    tokens.forEach(({ at }, i) => {
      results[at] = users[i] ?? null;
    });
    return results;
  };
  return authenticate;
}
