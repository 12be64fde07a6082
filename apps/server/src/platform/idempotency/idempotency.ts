import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  parseIdempotencyKey,
} from '@expertos/domain/idempotency';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { withBeforeFirstCommit } from '../../db/commit-hooks.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../errors.js';
import { createIdempotencyRepository, type KeyRef } from './idempotency.repository.js';

/** A request that holds its key while it runs. `finished`: its reply is being kept. */
interface HeldKey {
  ref: KeyRef;
  finished: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: HeldKey | null;
  }
}

const header = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** The request as the key stands for it: method, path and query, and the validated body. */
function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** Who the key belongs to: a person, or one of their API keys (each its own space of keys). */
function callerOf(request: FastifyRequest): string | null {
  if (request.apiKey) return `key:${request.apiKey.id}`;
  return request.user ? `user:${request.user.id}` : null;
}

/**
 * Idempotency-Key on every POST a caller is signed in for (docs/product.md#idempotent-retries):
 * the first request's reply is kept 24 hours and a retry with the same key gets it again,
 * `Idempotent-Replayed: true`, without running anything. The key is marked "saved" in the
 * same transaction as the request's first change (db/commit-hooks.ts), so a crash between
 * that commit and the reply can never let a retry make the change twice.
 *
 * Register before the routes: it wraps their handlers.
 */
export function registerIdempotency(
  app: FastifyInstance,
  { database, lockMs, now }: { database: Database; lockMs: number; now: () => Date },
): void {
  const keys = createIdempotencyRepository(database, now);
  app.decorateRequest('idempotency', null);

  // Each POST's handler runs with its key (if any) waiting for the first commit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('POST') || route.config?.access === 'public') return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (request, reply) {
      const held = request.idempotency;
      if (!held) return handler.call(this, request, reply);
      return withBeforeFirstCommit(
        async (connection) => {
          if (!held.finished) await keys.markCommitted(held.ref, connection);
        },
        async () => handler.call(this, request, reply),
      );
    };
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.config.access === 'public') return;
    const sent = request.headers[header];
    if (sent === undefined) return;
    const key = typeof sent === 'string' ? parseIdempotencyKey(sent) : null;
    if (!key) throw new AppError('idempotency_key_invalid');
    const caller = callerOf(request);
    if (!caller) return;
    const ref = { caller, key };
    const claim = await keys.claim(ref, fingerprint(request), lockMs);
    switch (claim.kind) {
      case 'claimed':
        request.idempotency = { ref, finished: false };
        return;
      case 'replay': {
        const { statusCode, contentType, body } = claim.reply;
        reply.code(statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        if (contentType) reply.header('content-type', contentType);
        return reply.send(body);
      }
      case 'reused':
        throw new AppError('idempotency_key_reused');
      case 'in_flight':
        throw new AppError('idempotency_key_in_flight');
      case 'reply_lost':
        throw new AppError('idempotency_key_reply_lost');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held || held.finished) return payload;
    held.finished = true;
    if (reply.statusCode >= 500) {
      await keys.release(held.ref);
      return payload;
    }
    // Our POST replies are JSON (or empty): a stream would have to be read to be kept.
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : Buffer.alloc(0);
    const type = reply.getHeader('content-type');
    await keys.keep(held.ref, {
      statusCode: reply.statusCode,
      contentType: typeof type === 'string' ? type : null,
      body,
    });
    return payload;
  });
}
