import { openApprovalListSchema } from '@expertos/domain/approvals/open';
import {
  approvalAddApproversInputSchema,
  approvalConflictSchema,
  approvalDecisionInputSchema,
  approvalOverrideInputSchema,
  approvalRoundSchema,
} from '@expertos/domain/approvals/round.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { ticketParams, workspaceParams } from '../../platform/params.js';
import type { OpenApprovals } from './open-approvals.js';
import type { RoundsService } from './rounds.service.js';

const tags = ['approvals'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * A post's approval round (docs/product.md#approvals), for the members who work on its brand's
 * tickets: its steps, decisions and who it waits on; asking for approval; deciding on the open
 * step as one of its approvers.
 */
export const roundsRoutes =
  ({ rounds, open }: { rounds: RoundsService; open: OpenApprovals }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/approvals/open',
      {
        config: { access: 'notExternal', scope: 'approvals:read' },
        schema: {
          tags,
          summary:
            'The posts waiting for approval in the brands the caller works on: the open step, its due, and whether it waits on the caller or a client',
          params: workspaceParams,
          response: { 200: openApprovalListSchema, ...errors },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'notExternal');
        return { items: await open.list(membership.workspaceId, membership.memberId) };
      },
    );

    app.get(
      '/tickets/:ticketId/approval',
      {
        config: { access: 'ticketMember', scope: 'approvals:read' },
        schema: {
          tags,
          summary: "The post's newest approval round: its steps, who it waits on and every decision",
          params: ticketParams,
          response: { 200: approvalRoundSchema, ...errors },
        },
      },
      async (request) => rounds.view(contextOf(request, 'ticketMember')),
    );

    app.post(
      '/tickets/:ticketId/approval',
      {
        config: { access: 'ticketMember', scope: 'approvals:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Ask for approval of the post (again): a new round from the first step',
          description:
            'The post moves to Needs Approval. 409 `approval_workflow_none` when the brand does not use approvals; `approval_no_approvers` when a step has no one left to approve; 400 `approval_not_post` for a ticket that is not a post.',
          params: ticketParams,
          response: { 201: approvalRoundSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await rounds.request(contextOf(request, 'ticketMember'))),
    );

    app.post(
      '/tickets/:ticketId/approval/override',
      {
        config: { access: 'ticketMember', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Pass the open step as a brand admin, with a reason, on the version seen',
          description:
            '403 `approval_override_forbidden` for anyone but the brand’s admins; 409 `approval_not_pending` when no round is open; `approval_version_changed` (with `current_version`) when the post changed since.',
          params: ticketParams,
          body: approvalOverrideInputSchema,
          response: { 200: approvalRoundSchema, ...errors, 409: approvalConflictSchema },
        },
      },
      async (request) => rounds.override(contextOf(request, 'ticketMember'), request.body),
    );

    app.post(
      '/tickets/:ticketId/approval/approvers',
      {
        config: { access: 'ticketMember', scope: 'approvals:write', plan: 'required' },
        schema: {
          tags,
          summary: 'Add people to the open step of the approval, or to one still to come',
          description:
            'For whoever asked for the approval and the brand’s admins (403 `approval_approvers_forbidden` for others). `step` counts from 1. Nobody is taken out of a step; under “all approve” the step now also waits on the people added, and members added to the open step are asked at once. 400 with `details` for an approver who may not approve this post (not working on the brand’s tasks, the post’s author or assignee where the brand does not allow them, not one of its contacts for a client step) or past 20 a step; 409 `approval_not_pending` when no round is open, `approval_step_closed` for a step already passed.',
          params: ticketParams,
          body: approvalAddApproversInputSchema,
          response: { 200: approvalRoundSchema, ...errors },
        },
      },
      async (request) => rounds.addApprovers(contextOf(request, 'ticketMember'), request.body),
    );

    app.post(
      '/tickets/:ticketId/approval/decisions',
      {
        config: { access: 'ticketMember', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: 'Approve, ask for changes (with a comment) or reject, on the version seen',
          description:
            '409 `approval_not_pending` when the post is not waiting on the caller; `approval_version_changed` when the post changed since the version named.',
          params: ticketParams,
          body: approvalDecisionInputSchema,
          response: { 200: approvalRoundSchema, ...errors, 409: approvalConflictSchema },
        },
      },
      async (request) => rounds.decide(contextOf(request, 'ticketMember'), request.body),
    );
  };
