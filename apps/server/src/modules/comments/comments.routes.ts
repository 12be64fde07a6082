import {
  commentDeletedSchema,
  commentListQuerySchema,
  commentPageSchema,
  commentSchema,
  updateCommentSchema,
} from '@expertos/domain/comment.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { idParam, ticketParams } from '../../platform/params.js';
import { fileReply } from '../../platform/replies.js';
import { isInlineType } from '../../platform/storage/file-type.js';
import type { CommentsService } from './comments.service.js';
import { COMMENT_UPLOAD_LIMITS, readCommentUpload } from './comments.upload.js';

export interface CommentsRoutesDeps {
  comments: CommentsService;
}

const commentParams = ticketParams.extend({ commentId: idParam });
const fileParams = commentParams.extend({ fileId: idParam });

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const tags = ['comments'];

/** A name safe inside a quoted header parameter (stored names are slugs already). */
const headerFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'file';

/**
 * Comments on a ticket (docs/product.md#comments-and-files): `/tickets/{ticketId}/comments…`.
 * Whoever may see the ticket reads and writes them (the ticketMember guard); the service decides
 * who edits and deletes.
 */
export const commentsRoutes =
  ({ comments }: CommentsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: COMMENT_UPLOAD_LIMITS });

    app.get(
      '/tickets/:ticketId/comments',
      {
        config: { access: 'ticketMember', scope: 'comments:read' },
        schema: {
          tags,
          summary:
            "The ticket's comments with their mentions, files and anchors, newest first, `limit` at a time (`next_cursor` fetches older ones); `video_uid` or `image_uid` keeps those anchored to that recording or image",
          params: ticketParams,
          querystring: commentListQuerySchema,
          response: { 200: commentPageSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return comments.list(membership, ticket, request.query);
      },
    );

    app.post(
      '/tickets/:ticketId/comments',
      {
        config: { access: 'ticketMember', scope: 'comments:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Write a comment (multipart: "body", optionally "anchor" as JSON — a moment of one of the ticket\'s recordings or a pin on one of its images — and "visibility" (internal or shared), then "files" repeated, then an optional "voice_note"): at most 10 files with the voice note, 5 MB each, checked by content',
          consumes: ['multipart/form-data'],
          params: ticketParams,
          response: { 201: commentSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        const upload = await readCommentUpload(request);
        const comment = await comments.create(membership, ticket, upload);
        return reply.code(201).send(comment);
      },
    );

    app.patch(
      '/tickets/:ticketId/comments/:commentId',
      {
        config: { access: 'ticketMember', scope: 'comments:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Change the text, the anchor (null unpins it) or the visibility of your own comment (newly mentioned members are notified)',
          params: commentParams,
          body: updateCommentSchema,
          response: { 200: commentSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        return comments.update(membership, ticket, request.params.commentId, request.body);
      },
    );

    for (const [action, resolved] of [
      ['resolve', true],
      ['reopen', false],
    ] as const) {
      app.post(
        `/tickets/:ticketId/comments/:commentId/${action}`,
        {
          config: { access: 'ticketMember', scope: 'comments:write', plan: 'required' },
          schema: {
            tags,
            summary: resolved
              ? "Resolve a comment's thread (anyone who may see the ticket); resolving it again changes nothing"
              : "Open a resolved comment's thread again",
            params: commentParams,
            response: { 200: commentSchema, ...errors },
          },
        },
        async (request) => {
          const { membership, ticket } = contextOf(request, 'ticketMember');
          return comments.setResolved(membership, ticket, request.params.commentId, resolved);
        },
      );
    }

    app.delete(
      '/tickets/:ticketId/comments/:commentId',
      {
        config: { access: 'ticketMember', scope: 'comments:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Delete a comment (its author or a workspace admin); its files go with it',
          params: commentParams,
          response: { 200: commentDeletedSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        await comments.remove(membership, ticket, request.params.commentId);
        return { ok: true as const };
      },
    );

    app.get(
      '/tickets/:ticketId/comments/:commentId/files/:fileId',
      {
        // The file's bytes, not JSON.
        config: { access: 'ticketMember', scope: 'comments:read', raw: true },
        schema: {
          tags,
          summary:
            'An attached file (send the bearer token): served as an attachment under a sandbox CSP; images and audio may show inline',
          params: fileParams,
          // Sent as a stream, which Fastify never serializes: the schema only documents it.
          response: { 200: fileReply(['*/*'], "The file's bytes, in its own type"), ...errors },
        },
      },
      async (request, reply) => {
        const { ticket } = contextOf(request, 'ticketMember');
        const { commentId, fileId } = request.params;
        const { row, stream } = await comments.file(ticket, commentId, fileId);
        const disposition = isInlineType({ kind: row.kind, mime: row.content_type })
          ? 'inline'
          : 'attachment';
        return (
          reply
            // Text was checked to be UTF-8 when it was stored.
            .type(row.kind === 'text' ? `${row.content_type}; charset=utf-8` : row.content_type)
            .header('content-disposition', `${disposition}; filename="${headerFileName(row.name)}"`)
            // Whatever the bytes are, they never run as a page of our origin (an SVG, an HTML file).
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('x-content-type-options', 'nosniff')
            // Access-checked per request: no shared cache may keep it, the browser asks again.
            .header('cache-control', 'private, max-age=0, must-revalidate')
            .send(stream)
        );
      },
    );
  };
