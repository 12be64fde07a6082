import { apiErrorSchema } from '@expertos/domain/errors';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketImagesService } from './ticket-images.service.js';
import { REFERENCE_UPLOAD_LIMITS, readUploadedFiles } from './ticket-images.upload.js';
import { errors, imageParams, tags, ticketParams } from './tickets.params.js';
import type { TicketsService } from './tickets.service.js';

/** A ticket's reference images; both answer the whole ticket, as the task dialog shows it. */
export const ticketImagesRoutes =
  ({ images, tickets }: { images: TicketImagesService; tickets: TicketsService }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: REFERENCE_UPLOAD_LIMITS });

    app.post(
      '/tickets/:ticketId/reference-images',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary:
            'Add reference images (multipart, field "files" repeated): images only, 5 MB each, at most 10 on a ticket',
          consumes: ['multipart/form-data'],
          params: ticketParams,
          response: { 200: ticketSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const ref = request.ticketRef!;
        await images.upload(ref, await readUploadedFiles(request));
        return tickets.get(ref);
      },
    );

    app.delete(
      '/tickets/:ticketId/reference-images/:imageId',
      {
        config: { access: 'ticketMember' },
        schema: {
          tags,
          summary: 'Remove a reference image (its file goes with it)',
          params: imageParams,
          response: { 200: ticketSchema, ...errors },
        },
      },
      async (request) => {
        const ref = request.ticketRef!;
        await images.remove(ref, request.params.imageId);
        return tickets.get(ref);
      },
    );
  };
