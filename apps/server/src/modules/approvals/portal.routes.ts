import { createHash } from 'node:crypto';
import {
  createdPortalLinkSchema,
  PORTAL_LIMITS,
  portalBulkInputSchema,
  portalBulkResultSchema,
  portalCommentInputSchema,
  portalLinkInputSchema,
  portalLinkSchema,
  portalViewSchema,
} from '@expertos/domain/approvals/portal';
import { approvalConflictSchema, approvalDecisionInputSchema } from '@expertos/domain/approvals/round.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { AppError } from '../../platform/errors.js';
import { capability, idParam, projectParams } from '../../platform/params.js';
import { fileReply, rangedReplies } from '../../platform/replies.js';
import { sendRanged } from '../media/byte-range.js';
import type { PortalService } from './portal.service.js';

const tags = ['approvals'];
const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const publicErrors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const contactParams = projectParams.extend({ contactId: idParam });
/** A portal token: 43 characters of base64url; anything longer is refused unread. */
const tokenParams = z.object({ token: capability(z.string().min(1).max(200)) });
const itemParams = tokenParams.extend({ key: z.string().min(1).max(64) });

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The client portal's routes (docs/product.md#approvals). Brand admins make, replace and revoke
 * each contact's link; the portal's own routes are public and bound to the token. Each portal
 * reply says `noindex`, and counts against the token (by its hash: the token itself is never a
 * counter's name) and the client's address, answering 429 with `Retry-After` past either.
 */
export const portalRoutes =
  ({ portal }: { portal: PortalService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tokenKey = (request: FastifyRequest) =>
      createHash('sha256')
        .update((request.params as { token?: string }).token ?? '')
        .digest('hex');
    const perToken: Limiter = app.createRateLimit({
      ...PORTAL_LIMITS.perToken,
      keyGenerator: (request) => `portal-token:${tokenKey(request)}`,
    });
    const images: Limiter = app.createRateLimit({
      ...PORTAL_LIMITS.images,
      keyGenerator: (request) => `portal-images:${tokenKey(request)}`,
    });
    const perAddress: Limiter = app.createRateLimit({
      ...PORTAL_LIMITS.perAddress,
      keyGenerator: (request) => `portal-ip:${request.ip}`,
    });

    /** The portal's limits, then its headers: not for search engines, never cached by others. */
    async function guard(request: FastifyRequest, reply: FastifyReply, kind: 'page' | 'image') {
      const checks = await Promise.all([
        perAddress(request),
        (kind === 'image' ? images : perToken)(request),
      ]);
      for (const result of checks)
        if (!result.isAllowed && result.isExceeded) {
          const error = new AppError('rate_limited') as AppError & { retryAfter?: number };
          error.retryAfter = result.ttlInSeconds;
          throw error;
        }
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'private, no-store');
    }

    app.post(
      '/projects/:projectId/approval-contacts/:contactId/portal-link',
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary:
            'A new portal link for the client contact (the one before stops working), e-mailed to them',
          description:
            'The reply carries the link (`url`) this once; only its hash is kept. 429 `mail_*` past the workspace’s mail limits, and then no link is made.',
          params: contactParams,
          body: portalLinkInputSchema,
          response: { 201: createdPortalLinkSchema, 429: apiErrorSchema, ...adminErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await portal.create(contextOf(request, 'projectAdmin'), request.params.contactId, request.body),
          ),
    );

    app.delete(
      '/projects/:projectId/approval-contacts/:contactId/portal-link',
      {
        // Revoking a link is a safety step: allowed while the workspace is locked.
        config: { access: 'projectAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: "Revoke the client contact's portal link: it stops opening at once",
          params: contactParams,
          response: { 200: portalLinkSchema, ...adminErrors },
        },
      },
      async (request) =>
        portal.revoke(contextOf(request, 'projectAdmin').project.projectId, request.params.contactId),
    );

    app.get(
      '/portal/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A client's portal: every post of the brand waiting on them, as it will appear",
          description: 'Unknown, replaced, revoked and expired tokens all answer 404 `portal_link_invalid`.',
          params: tokenParams,
          response: { 200: portalViewSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        await guard(request, reply, 'page');
        return portal.view(request.params.token);
      },
    );

    app.post(
      '/portal/:token/items/:key/decision',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Approve a post, ask for changes (with a comment) or reject it, on the version shown',
          description:
            '409 `approval_not_pending` when the post no longer waits on the client; `approval_version_changed` (with `current_version`) when it changed since. Answers the portal as it is after.',
          params: itemParams,
          body: approvalDecisionInputSchema,
          response: { 200: portalViewSchema, 409: approvalConflictSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        await guard(request, reply, 'page');
        return portal.decide(request.params.token, request.params.key, request.body);
      },
    );

    app.post(
      '/portal/:token/items/:key/comments',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Comment on a post of the portal: shared with the team under the client’s name',
          description: 'Whoever asked for the approval is told. Answers the portal as it is after.',
          params: itemParams,
          body: portalCommentInputSchema,
          response: { 200: portalViewSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        await guard(request, reply, 'page');
        return portal.comment(request.params.token, request.params.key, request.body);
      },
    );

    app.post(
      '/portal/:token/approve',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Approve several posts at once, each on the version the client saw',
          description:
            'A post changed since it was shown, or no longer waiting on the client, is skipped and named; the others are approved.',
          params: tokenParams,
          body: portalBulkInputSchema,
          response: { 200: portalBulkResultSchema, ...publicErrors },
        },
      },
      async (request, reply) => {
        await guard(request, reply, 'page');
        return portal.approveMany(request.params.token, request.body);
      },
    );

    app.get(
      '/portal/:token/items/:key/images/:index',
      {
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary: "An image of one of the portal's posts, by its place in the post",
          params: itemParams.extend({ index: z.coerce.number().int().min(0).max(1000) }),
          response: { 200: fileReply(['image/*'], "The image's bytes"), ...publicErrors },
        },
      },
      async (request, reply) => {
        await guard(request, reply, 'image');
        const { row, stream } = await portal.image(
          request.params.token,
          request.params.key,
          request.params.index,
        );
        return reply
          .type(row.content_type)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(stream);
      },
    );

    app.get(
      '/portal/:token/items/:key/recordings/:index',
      {
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary:
            "A recording of one of the portal's posts, by its place in the post; answers Range requests with 206",
          params: itemParams.extend({ index: z.coerce.number().int().min(0).max(1000) }),
          response: { ...rangedReplies(['video/*'], "The recording's bytes"), ...publicErrors },
        },
      },
      async (request, reply) => {
        // A player asks again for each part it seeks to: counted with the images.
        await guard(request, reply, 'image');
        const { token, key, index } = request.params;
        reply
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff');
        return sendRanged(reply, request.headers.range, async (range) => {
          const opened = await portal.recording(token, key, index, range);
          reply.type(opened.contentType);
          return opened;
        });
      },
    );
  };
