import {
  approvalDecisionSchema,
  approvalListQuerySchema,
  approvalListSchema,
  approvalPostSchema,
  approvalSchema,
  createApprovalSchema,
  createdApprovalSchema,
  publicApprovalSchema,
} from '@expertos/domain/approval.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { capability, idParam, projectParams } from '../../platform/params.js';
import { fileReply } from '../../platform/replies.js';
import type { ApprovalsService } from './approvals.service.js';

const tags = ['approvals'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
/** The token of a link: 43 characters of base64url; anything longer is refused unread. */
const tokenParam = capability(z.string().min(1).max(200));
const linkParams = z.object({ token: tokenParam });
const postParams = linkParams.extend({ key: idParam });

/**
 * Approval links (docs/product.md#approval-links). The team's side is for people who work on
 * the brand's tickets; the link's side is public and bound to its token: a wrong, expired or
 * withdrawn token gets the same 404, and a token reaches only its own posts.
 */
export const approvalsRoutes =
  ({ approvals }: { approvals: ApprovalsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/projects/:projectId/approvals',
      {
        config: { access: 'projectTickets', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Send post tickets for approval to someone outside, by e-mail',
          description:
            'The posts move to Needs Approval. The reply carries the link (`url`) once; only its hash is kept. 400 `approval_not_post` when a ticket is not a post of this brand.',
          params: projectParams,
          body: createApprovalSchema,
          response: { 201: createdApprovalSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = contextOf(request, 'projectTickets');
        return reply.code(201).send(await approvals.send(caller, request.body));
      },
    );

    app.get(
      '/projects/:projectId/approvals',
      {
        config: { access: 'projectTickets', scope: 'approvals:read' },
        schema: {
          tags,
          summary: "The brand's approval links (or one ticket's), newest first, with each post's decision",
          params: projectParams,
          querystring: approvalListQuerySchema,
          response: { 200: approvalListSchema, ...errors },
        },
      },
      async (request) =>
        approvals.list(contextOf(request, 'projectTickets').project.projectId, request.query.ticket),
    );

    app.delete(
      '/projects/:projectId/approvals/:approvalId',
      {
        // Withdrawing a link is a safety step: allowed while the workspace is locked.
        config: { access: 'projectTickets', scope: 'approvals:write', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Withdraw an approval link: it stops opening at once',
          params: projectParams.extend({ approvalId: idParam }),
          response: { 200: approvalSchema, ...errors },
        },
      },
      async (request) =>
        approvals.revoke(contextOf(request, 'projectTickets').project.projectId, request.params.approvalId),
    );

    app.get(
      '/approvals/:token',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "An approval link's page: its posts as they will appear, the brand check's findings, and the decisions so far",
          params: linkParams,
          response: { 200: publicApprovalSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => approvals.page(request.params.token),
    );

    app.post(
      '/approvals/:token/posts/:key/decision',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Approve a post, reject it, or ask for changes (with a comment); the ticket moves',
          description:
            'approved → Approved, rejected → Rejected, changes_requested → In Review. A later decision replaces an earlier one while the link is open.',
          params: postParams,
          body: approvalDecisionSchema,
          response: { 200: approvalPostSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => approvals.decide(request.params.token, request.params.key, request.body),
    );

    app.get(
      '/approvals/:token/posts/:key/images/:imageId',
      {
        config: { access: 'public', raw: true },
        schema: {
          tags,
          summary: "A reference image of one of the link's posts",
          params: postParams.extend({ imageId: idParam }),
          response: {
            200: fileReply(['image/*'], "The image's bytes"),
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { row, stream } = await approvals.image(
          request.params.token,
          request.params.key,
          request.params.imageId,
        );
        return reply
          .type(row.content_type)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=0, must-revalidate')
          .send(stream);
      },
    );
  };
