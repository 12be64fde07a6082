import { devMailboxQuerySchema, devMailboxResponseSchema } from '@expertos/domain/devmail.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevMailbox } from '../../platform/mail/dev-mailbox.js';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);

/**
 * The dev mailbox holds sign-in and reset links, so it exists only on a development server
 * nobody else can reach: not in production, and only when listening on a loopback address
 * (HOST=0.0.0.0 or a LAN address would hand those links to anyone on the network).
 */
export function devMailboxEnabled(config: { env: string; host: string }): boolean {
  return config.env !== 'production' && LOOPBACK_HOSTS.has(config.host.trim().toLowerCase());
}

export interface DevMailboxRoutesDeps {
  mailbox: DevMailbox;
}

/**
 * GET /dev/mailbox: the mail kept by the dev mailbox (no SMTP_URL), newest first, so a
 * developer or an end-to-end test can follow a verification or reset link.
 *
 * Public, because it is a development tool — which is why app.ts registers this plugin ONLY
 * when `devMailboxEnabled(config)`: in production, or on a server listening beyond loopback,
 * the route does not exist at all (such a server without SMTP still keeps mail, but only its
 * log shows the links).
 */
export const devMailboxRoutes =
  ({ mailbox }: DevMailboxRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
