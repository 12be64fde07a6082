import type { FastifyRequest } from 'fastify';
import { capabilityParamsOf } from './params.js';

/**
 * Path segments that carry a one-time secret in paths no route pattern describes (the identity
 * service's own routes, the web app's pages): the segment after one of these is replaced.
 */
const SECRET_AFTER = new Set([
  'reset-password',
  'verify-email',
  'shared',
  'token',
  'magic-link',
  // The web app's pages opened by a link's token (an approval link, a client's portal), an
  // invitation's uid, or a shared recording's id.
  'approve',
  'portal',
  'invite',
  'play',
]);

/**
 * The path of a request as it may be logged: without its query string (confirmation and
 * reset links carry their token there) and with secret-bearing segments replaced, so no
 * one-time token ever reaches the log. A route with a capability parameter (params.ts:
 * `capability`) is logged by its pattern (`/api/tickets/:ticketId/shared/:token`).
 */
export function loggablePath(url: string, routePattern?: string, hasCapability = false): string {
  if (routePattern && hasCapability) return routePattern;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (SECRET_AFTER.has(segments[i - 1]!.toLowerCase()) && segments[i] !== '') segments[i] = ':token';
  }
  return segments.join('/');
}

/** Fastify's request serializer, with the URL made safe to log (see loggablePath). */
export function serializeRequest(request: FastifyRequest) {
  const route = request.routeOptions;
  return {
    method: request.method,
    url: loggablePath(request.url, route?.url, capabilityParamsOf(route?.schema?.params).length > 0),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
