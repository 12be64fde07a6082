import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { presenceResponseSchema } from '@expertos/domain/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { ticketParams } from '../../platform/params.js';
import type { PresenceService } from './presence.service.js';

const tags = ['realtime'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Who else has a ticket open (docs/product.md#live-updates). */
export const presenceRoutes =
  ({ presence }: { presence: PresenceService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/tickets/:ticketId/presence',
      {
        // Being there changes nothing of the workspace's: a locked one can still be read together.
        config: { access: 'ticketMember', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Say this tab has the ticket open; answers who has it open',
          description:
            'Call when the ticket opens and every 20 s while it stays open; a presence not renewed for 45 s ends. A change of who is there is sent live as `presence`.',
          params: ticketParams,
          response: { 200: presenceResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return presence.here(ticket, membership.memberId);
      },
    );

    app.delete(
      '/tickets/:ticketId/presence',
      {
        config: { access: 'ticketMember', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Say this tab closed the ticket',
          params: ticketParams,
          response: { 200: presenceResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return presence.gone(ticket, membership.memberId);
      },
    );
  };
