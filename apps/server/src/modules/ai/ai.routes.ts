import { aiPromptSchema, aiRunInputSchema, aiStatusSchema } from '@expertos/domain/ai.schema';
import { aiDraftInputSchema, aiDraftSchema } from '@expertos/domain/ai-draft.schema';
import { aiBrandCheckSchema } from '@expertos/domain/brand-check.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { openEventStream } from '../../platform/event-stream.js';
import { projectParams, ticketParams, workspaceParams } from '../../platform/params.js';
import type { AiService } from './ai.service.js';
import type { AiBrandCheckService } from './ai-brand-check.js';
import type { AiDrafts } from './ai-drafts.js';

const tags = ['AI'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
/** A call that waits for the model: AI off (409), busy or out of tokens (429), failed (502), slow (504). */
const aiErrors = {
  ...errors,
  409: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
  504: apiErrorSchema,
};

/** AI on the brand's context (docs/product.md#ai). */
export const aiRoutes =
  ({
    ai,
    drafts,
    brandCheck,
  }: {
    ai: AiService;
    drafts: AiDrafts;
    brandCheck: AiBrandCheckService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/ai',
      {
        config: { access: 'workspaceMember', scope: 'session' },
        schema: {
          tags,
          summary: "Whether AI can be used in the workspace, with which model, and today's use of tokens",
          params: workspaceParams,
          response: { 200: aiStatusSchema, ...errors },
        },
      },
      async (request) => ai.status(contextOf(request, 'workspaceMember').membership.workspaceId),
    );

    app.post(
      '/projects/:projectId/ai/prompt',
      {
        // Builds text and calls nothing: allowed in a locked workspace too.
        config: { access: 'projectTickets', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary:
            'The exact request a playground run of this brief would send (brand members, not external)',
          params: projectParams,
          body: aiRunInputSchema,
          response: { 200: aiPromptSchema, ...errors },
        },
      },
      async (request) => ai.prompt(request.params.projectId, request.body),
    );

    app.post(
      '/projects/:projectId/ai/draft',
      {
        config: { access: 'projectTickets', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary:
            "A draft on the brand's context, shown and never saved: a voice from its sample posts, new pillars " +
            "or formats, a suggestion for one profile field, or a post's hook, three variations and a caption",
          params: projectParams,
          body: aiDraftInputSchema,
          response: {
            200: aiDraftSchema,
            ...aiErrors,
          },
        },
      },
      async (request) => {
        const { membership } = contextOf(request, 'projectTickets');
        return drafts.draft(membership.workspaceId, request.params.projectId, request.body);
      },
    );

    app.post(
      '/tickets/:ticketId/brand-check/ai',
      {
        // Spends the workspace's tokens: members who may open the ticket (not externals).
        config: { access: 'ticketMember', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary:
            "The AI part of a post's brand check: words that do not sound like the brand's voice, at their " +
            'place in the caption, and the pillar it fits or none',
          params: ticketParams,
          response: {
            200: aiBrandCheckSchema,
            ...aiErrors,
          },
        },
      },
      async (request) => {
        const { ticket } = contextOf(request, 'ticketMember');
        return brandCheck.check(ticket.workspaceId, ticket.ticketId);
      },
    );

    app.post(
      '/projects/:projectId/ai/run',
      {
        config: { access: 'projectTickets', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary:
            'Runs a brief through an assistant with the brand as context, streamed as server-sent events: ' +
            'prompt, text pieces, then done or error',
          params: projectParams,
          body: aiRunInputSchema,
          response: {
            200: z.string().describe('text/event-stream: prompt, text pieces, then done or error'),
            ...errors,
            429: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { membership } = contextOf(request, 'projectTickets');
        // Everything that can refuse does so before the stream opens, as a plain error reply.
        await ai.admit(membership.workspaceId);
        const prompt = await ai.prompt(request.params.projectId, request.body);
        const stream = openEventStream(request, reply);
        try {
          for await (const { event, data } of ai.run(membership.workspaceId, prompt, stream.signal)) {
            stream.send(event, data);
          }
        } finally {
          stream.close();
        }
      },
    );
  };
