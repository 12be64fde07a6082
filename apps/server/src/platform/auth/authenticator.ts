import type { Authenticator, AuthUser } from '../access.js';
import type { TokenVerifier, VerifiedToken } from './token-verifier.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/;
const MAX_TOKEN_LENGTH = 8_192;

/**
 * Reads `Authorization: Bearer <ID token>`, verifies it, and finds the user it names.
 * Anything malformed, unverifiable or naming nobody is "not signed in" (the guard answers 401).
 */
export function createBearerAuthenticator(
  verifier: TokenVerifier,
  resolveUser: (token: VerifiedToken) => Promise<AuthUser | null>,
): Authenticator {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header || header.length > MAX_TOKEN_LENGTH) return null;
    const match = BEARER.exec(header);
    if (!match) return null;
    const token = await verifier.verify(match[1]!);
    return token ? resolveUser(token) : null;
  };
}
