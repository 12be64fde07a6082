import { devMailboxQuerySchema, devMailboxResponseSchema } from '@expertos/domain/devmail.schema';
import { apiErrorSchema } from '@expertos/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { createDevMailbox } from '../../platform/mail/dev-mailbox.js';

export interface DevMailboxRoutesDeps {
  database: Pick<Database, 'db'>;
}

/**
 * GET /dev/mailbox: the mail kept by the dev mailbox (no SMTP_URL), newest first, so a
 * developer or an end-to-end test can follow a verification or reset link.
 *
 * Public, because it is a development tool — which is why app.ts registers this plugin ONLY
 * when `config.env !== 'production'`: in production the route does not exist at all (a
 * production server without SMTP still keeps mail, but only its log shows the links).
 */
export const devMailboxRoutes =
  ({ database }: DevMailboxRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const mailbox = createDevMailbox(database.db);
    app.get(
      '/dev/mailbox',
      {
        config: { access: 'public' },
        schema: {
          tags: ['dev'],
          summary: 'Mail kept by the dev mailbox, newest first (not in production)',
          querystring: devMailboxQuerySchema,
          response: { 200: devMailboxResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const page = await mailbox.list(request.query);
        return { items: page.items, next_cursor: page.nextCursor };
      },
    );
  };
