import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The request a piece of work runs for, wherever it is in the call chain: a domain event's
 * listener (the audit log's) learns from it who made the change and from where, without every
 * event carrying it. Set in preHandler, after the body was read and the caller identified, so
 * the handler and all it awaits run inside it; work outside a request (jobs) sees none.
 */
const current = new AsyncLocalStorage<FastifyRequest>();

export function registerRequestContext(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    current.run(request, done);
  });
}

/** The request this code runs for, or undefined outside one (a job, start-up). */
export const currentRequest = (): FastifyRequest | undefined => current.getStore();
