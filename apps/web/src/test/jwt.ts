const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * An unsigned JWT-shaped token expiring `expiresInSeconds` from `nowMs` (the client only
 * reads `exp`; the server is the one that verifies signatures).
 */
export function fakeJwt(expiresInSeconds = 15 * 60, nowMs = Date.now(), sub = 'u1'): string {
  const exp = Math.floor(nowMs / 1000) + expiresInSeconds;
  return `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url({ sub, exp })}.signature`;
}
