/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying it: the client
 * only needs to know when to ask for a new token; the server verifies every token it gets.
 * Null when the token is not a JWT or has no numeric `exp`.
 */
export function readJwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Whether the token is still good `leewaySeconds` from now. A token whose expiry cannot be
 * read counts as expiring, so it is replaced rather than trusted.
 */
export function isTokenFresh(token: string, nowMs: number, leewaySeconds: number): boolean {
  const exp = readJwtExpiry(token);
  return exp !== null && exp - leewaySeconds > nowMs / 1000;
}
