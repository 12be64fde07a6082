import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { savedVariantListSchema, savedVariantsInputSchema } from '@expertos/domain/publishing/saved-variants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { reopenReviewQuery, ticketParams } from '../../platform/params.js';
import type { SavedVariants } from './saved-variants.js';

const tags = ['publishing'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const path = '/tickets/:ticketId/publishing/variants';

/**
 * A post's saved variants (docs/product.md#approvals): the ticket's members read them and
 * replace them; reviewers approve them with the post.
 */
export const savedVariantsRoutes =
  ({ savedVariants }: { savedVariants: SavedVariants }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      path,
      {
        config: { access: 'ticketMember', scope: 'publishing:read' },
        schema: {
          tags,
          summary: "The post's saved variants: each channel's words, link, first comment and files",
          params: ticketParams,
          response: { 200: savedVariantListSchema, ...errors },
        },
      },
      async (request) => ({
        variants: await savedVariants.list(contextOf(request, 'ticketMember').ticket.ticketId),
      }),
    );

    app.put(
      path,
      {
        config: { access: 'ticketMember', scope: 'publishing:write', plan: 'required' },
        schema: {
          tags,
          summary: "Save the post's variants, all at once, so that reviewers approve them with it",
          description:
            'Each variant is checked as scheduling checks it (a 400 names what fails, per variant). An approved post keeps them: 409 `post_locked_approved` (naming `variants`) unless `reopen_review=true`, which saves them and asks for approval again.',
          params: ticketParams,
          querystring: reopenReviewQuery,
          body: savedVariantsInputSchema,
          response: { 200: savedVariantListSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { membership, ticket } = contextOf(request, 'ticketMember');
        await savedVariants.replace(membership, ticket, request.body, request.query.reopen_review === 'true');
        return { variants: await savedVariants.list(ticket.ticketId) };
      },
    );
  };
