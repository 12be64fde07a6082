import type { Authenticator, AuthUser } from '../access.js';
import type { TokenVerifier, VerifiedToken } from './token-verifier.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
const MAX_TOKEN_LENGTH = 8_192;

/** The ID token of an `Authorization: Bearer …` header, or null when there is none or it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header || header.length > MAX_TOKEN_LENGTH) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * Reads `Authorization: Bearer <ID token>`, verifies it, and finds the user it names.
 * Anything malformed, unverifiable or naming nobody is "not signed in" (the guard answers 401).
 */
export function createBearerAuthenticator(
  verifier: TokenVerifier,
  resolveUser: (token: VerifiedToken) => Promise<AuthUser | null>,
): Authenticator {
  return async (request) => {
    const raw = bearerToken(request.headers.authorization);
    if (!raw) return null;
    const token = await verifier.verify(raw);
    return token ? resolveUser(token) : null;
  };
}
