import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  brandPublicationsQuerySchema,
  workspacePublicationListSchema,
} from '@expertos/domain/publishing/publication.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { workspaceParams } from '../../platform/params.js';
import type { MemberAccess } from '../workspaces/member-access.js';
import type { PublishingViews } from './publishing-views.js';

const tags = ['publishing'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The workspace's calendar of posts (docs/product.md#publishing): every brand's publications in
 * a window, of the brands whose tasks the person may open — the rule the workspace's ticket
 * lists follow (`taskBrandsOfPerson`), so an external, or a member without a brand, sees none
 * of that brand's posts.
 */
export const workspacePublishingRoutes =
  ({
    views,
    access,
  }: {
    views: Pick<PublishingViews, 'workspaceWindow'>;
    access: Pick<MemberAccess, 'taskBrandsOfPerson'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/publishing/publications',
      {
        config: { access: 'workspaceMember', scope: 'publishing:read' },
        schema: {
          tags,
          summary:
            "The workspace's publications due in a window (at most 62 days), on the brands whose tasks the caller may open",
          params: workspaceParams,
          querystring: brandPublicationsQuerySchema,
          response: { 200: workspacePublicationListSchema, ...errors },
        },
      },
      async (request) => {
        const { user, membership } = contextOf(request, 'workspaceMember');
        const visible = await access.taskBrandsOfPerson(
          membership.workspaceId,
          user.id,
          membership.keyBrands,
        );
        if (visible === null) return [];
        return views.workspaceWindow(membership.workspaceId, visible, request.query.from, request.query.to);
      },
    );
  };
