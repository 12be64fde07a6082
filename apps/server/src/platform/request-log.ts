import type { FastifyRequest } from 'fastify';

/** Path segments that carry a one-time secret: the segment after one of these is replaced. */
const SECRET_AFTER = new Set([
  'reset-password',
  'verify-email',
  'shared',
  'token',
  'magic-link',
  // The web app's pages opened by a link's token (an approval link, a client's portal).
  'approve',
  'portal',
]);

/**
 * The path of a request as it may be logged: without its query string (confirmation and
 * reset links carry their token there) and with secret-bearing segments replaced, so no
 * one-time token ever reaches the log. A route whose pattern names a token parameter is
 * logged by its pattern (`/api/tickets/:ticketId/shared/:token`).
 */
export function loggablePath(url: string, routePattern?: string): string {
  if (routePattern && /:[A-Za-z]*token/i.test(routePattern)) return routePattern;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SECRET_AFTER.has(segments[i - 1]!.toLowerCase()) && segments[i] !== '') segments[i] = ':token';
  }
  return segments.join('/');
}

/** Fastify's request serializer, with the URL made safe to log (see loggablePath). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggablePath(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
