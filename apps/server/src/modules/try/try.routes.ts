import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  claimedTryDraftSchema,
  claimTryDraftSchema,
  tryDraftSchema,
  tryInputSchema,
} from '@expertos/domain/try.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { capabilityIdParam, projectParams } from '../../platform/params.js';
import type { TryService } from './try.service.js';

const tags = ['Try'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const draftParams = z.object({ draftId: capabilityIdParam });

/** The public brand-profile builder (docs/product.md#try). */
export const tryRoutes =
  ({ drafts }: { drafts: TryService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/try/drafts',
      {
        // No account: limited per address instead (TRY_DRAFTS_PER_WINDOW an hour).
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'A draft voice, three pillars and an audience from a brand name, handle and up to 4 captions ' +
            '(no sign-in; kept 24 hours)',
          body: tryInputSchema,
          response: { 201: tryDraftSchema, ...errors, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await drafts.admit(request.ip, app.attemptCounters);
        return reply.code(201).send(await drafts.create(request.body, app.attemptCounters));
      },
    );

    app.get(
      '/try/drafts/:draftId',
      {
        // The draft's address is its permission, as a share link's is.
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'A draft made at /try, while it lasts (no sign-in); 404 once expired or claimed',
          params: draftParams,
          response: { 200: tryDraftSchema, ...errors },
        },
      },
      async (request) => drafts.get(request.params.draftId),
    );

    app.post(
      '/projects/:projectId/try-draft',
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary:
            'Puts a /try draft into the brand: a voice, an audience and its pillars (project admins); the draft is then gone',
          params: projectParams,
          body: claimTryDraftSchema,
          response: { 200: claimedTryDraftSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return drafts.claim(project, request.body.draft_uid);
      },
    );
  };
