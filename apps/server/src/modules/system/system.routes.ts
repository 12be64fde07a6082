import { healthResponseSchema, readyResponseSchema } from '@expertos/domain/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';

export interface SystemRoutesDeps {
  database: Database;
  version: string;
}

/** Liveness and readiness for load balancers and orchestrators. Not rate limited. */
export const systemRoutes =
  ({ database, version }: SystemRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process answers',
          response: { 200: healthResponseSchema },
        },
      },
      async () => ({ status: 'ok' as const, version, uptime_seconds: Math.round(process.uptime()) }),
    );

    app.get(
      '/ready',
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database is reachable',
          response: { 200: readyResponseSchema, 503: readyResponseSchema },
        },
      },
      async (_request, reply) => {
        const ok = await database.ping();
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ready' : 'not_ready',
          checks: { database: ok ? 'ok' : 'failing' },
        });
      },
    );
  };
