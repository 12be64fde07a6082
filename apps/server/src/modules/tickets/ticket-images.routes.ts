import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { reopenReviewQuery } from '../../platform/params.js';
import { fileReply } from '../../platform/replies.js';
import type { TicketImagesService } from './ticket-images.service.js';
import { REFERENCE_UPLOAD_LIMITS, readUploadedFiles } from './ticket-images.upload.js';
import { errors, imageParams, sharedImageParams, tags, ticketParams } from './tickets.params.js';
import type { TicketsService } from './tickets.service.js';

/** A name safe inside a quoted header parameter (stored names are slugs already). */
const headerFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'image';

/**
 * An image's bytes with the same safe headers as a comment attachment: the stored (sniffed)
 * type, never sniffed again by the browser, sandboxed, and kept by no shared cache (access is
 * checked on every request).
 */
function sendImage(reply: FastifyReply, file: Awaited<ReturnType<TicketImagesService['file']>>) {
  return reply
    .type(file.row.content_type)
    .header('content-disposition', `inline; filename="${headerFileName(file.row.name)}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=0, must-revalidate')
    .send(file.stream);
}

const fileResponse = { 200: fileReply(['image/*'], "The image's bytes"), ...errors };

/**
 * A ticket's reference images; the upload and the removal answer the whole ticket, as the task
 * dialog shows it. The files are served only here, to whoever may see the ticket (or holds its
 * share link), never through the public /api/media address.
 */
export const ticketImagesRoutes =
  ({ images, tickets }: { images: TicketImagesService; tickets: TicketsService }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: REFERENCE_UPLOAD_LIMITS });

    app.post(
      '/tickets/:ticketId/reference-images',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Add reference images (multipart, field "files" repeated): images only, 5 MB each, at most 10 on a ticket',
          description:
            'A post whose newest approval round approved it keeps its files: 409 `post_locked_approved` (naming `reference_images`) unless `reopen_review=true`, which adds them and asks for approval again.',
          consumes: ['multipart/form-data'],
          params: ticketParams,
          querystring: reopenReviewQuery,
          response: { 200: ticketSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request) => {
        const { ticket, membership } = contextOf(request, 'ticketMember');
        const ref = ticket;
        await images.upload(ref, await readUploadedFiles(request), membership.memberId, {
          membership,
          reopen: request.query.reopen_review === 'true',
        });
        return tickets.get(ref);
      },
    );

    app.get(
      '/tickets/:ticketId/images/:imageId/file',
      {
        // The file's bytes, not JSON.
        config: { access: 'ticketMember', scope: 'tickets:read', raw: true },
        schema: {
          tags,
          summary: 'A reference image (send the bearer token), under a sandbox CSP, cached privately only',
          params: imageParams,
          // Sent as a stream, which Fastify never serializes: the schema only documents it.
          response: fileResponse,
        },
      },
      async (request, reply) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return sendImage(reply, await images.file(ticket.ticketId, request.params.imageId));
      },
    );

    app.get(
      '/tickets/:ticketId/shared/:token/images/:imageId/file',
      {
        // The share link is the permission, as for the shared ticket itself; 404 otherwise.
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary: "A shared ticket's reference image (no sign-in); 404 when not shared or revoked",
          params: sharedImageParams,
          response: fileResponse,
        },
      },
      async (request, reply) => {
        const { ticketId, token, imageId } = request.params;
        if (!(await tickets.isSharedWith(ticketId, token))) throw new AppError('not_found');
        return sendImage(reply, await images.file(ticketId, imageId));
      },
    );

    app.delete(
      '/tickets/:ticketId/reference-images/:imageId',
      {
        config: { access: 'ticketMember', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Remove a reference image (its file goes with it)',
          description:
            'An approved post keeps its files: 409 `post_locked_approved` unless `reopen_review=true` (review reopens).',
          params: imageParams,
          querystring: reopenReviewQuery,
          response: { 200: ticketSchema, ...errors },
        },
      },
      async (request) => {
        const { ticket, membership } = contextOf(request, 'ticketMember');
        const ref = ticket;
        await images.remove(ref, request.params.imageId, membership.memberId, {
          membership,
          reopen: request.query.reopen_review === 'true',
        });
        return tickets.get(ref);
      },
    );
  };
