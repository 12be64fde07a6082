import {
  TICKET_ASSET_KINDS,
  ticketAssetsAddSchema,
  ticketAssetsSchema,
  ticketAssetUpdateSchema,
} from '@expertos/domain/assets';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, ticketParams } from '../../platform/params.js';
import type { TicketAssetsService } from './ticket-assets.js';

const tags = ['assets'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
};
const assetParams = ticketParams.extend({ assetId: idParam });
const kindQuery = z.object({ kind: z.enum(TICKET_ASSET_KINDS) });

/**
 * A ticket's assets from its brand's library ("From library" in the ticket). `ticketMember`:
 * whoever may open the ticket (never an external collaborator), and only its brand's assets.
 */
export const ticketAssetsRoutes =
  ({ ticketAssets }: { ticketAssets: TicketAssetsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tickets/:ticketId/assets',
      {
        config: { access: 'ticketMember', scope: 'tickets:read' },
        schema: {
          tags,
          summary: "The ticket's reference images and attached files from the library, in the order added",
          params: ticketParams,
          response: { 200: ticketAssetsSchema, ...errors },
        },
      },
      async (request) => ticketAssets.list(contextOf(request, 'ticketMember').ticket),
    );

    app.post(
      '/tickets/:ticketId/assets',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Use assets of the brand's library on the ticket, as reference images or attachments",
          description:
            "All or none. An archived asset or another brand's is 404 `asset_not_found`; one whose rights have ended is 422 `asset_rights_expired`, naming it. At most 50 on a ticket.",
          params: ticketParams,
          body: ticketAssetsAddSchema,
          response: { 200: ticketAssetsSchema, ...errors },
        },
      },
      async (request) => ticketAssets.add(contextOf(request, 'ticketMember').ticket, request.body),
    );

    app.patch(
      '/tickets/:ticketId/assets/:assetId',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: "Use the library's current version of the asset on the ticket (a newer one exists)",
          params: assetParams,
          body: ticketAssetUpdateSchema,
          response: { 200: ticketAssetsSchema, ...errors },
        },
      },
      async (request) =>
        ticketAssets.useCurrent(
          contextOf(request, 'ticketMember').ticket,
          request.params.assetId,
          request.body.kind,
        ),
    );

    app.delete(
      '/tickets/:ticketId/assets/:assetId',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Stop using the asset on the ticket (it stays in the library)',
          params: assetParams,
          querystring: kindQuery,
          response: { 200: ticketAssetsSchema, ...errors },
        },
      },
      async (request) =>
        ticketAssets.remove(
          contextOf(request, 'ticketMember').ticket,
          request.params.assetId,
          request.query.kind,
        ),
    );
  };
