import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** True when an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * Conditional reads for the API: every successful GET reply gets an entity tag (a hash of its
 * body), and a request that already holds that body (`If-None-Match`) gets `304 Not Modified`
 * with no body — the bell's and the timer's polls and TanStack Query's refetches then cost a
 * few hundred bytes instead of the whole list. `Cache-Control: private, no-cache` lets only the
 * person's own browser keep a copy, and makes it ask every time, so nothing stale is shown.
 *
 * Registered before the compression hook, so the tag is of the plain body (the same whatever
 * the encoding) and a 304 is never compressed.
 */
export function registerConditionalReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || !request.url.startsWith('/api/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('etag')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    if (!reply.getHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!noneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
