import { bootstrapQuerySchema, bootstrapSchema } from '@expertos/domain/bootstrap.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import type { BootstrapService } from './bootstrap.service.js';

export const bootstrapRoutes =
  (service: BootstrapService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bootstrap',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags: ['session'],
          summary:
            "A page load's first screen in one reply: the caller's profile, the roles, their workspaces and invites, and the current workspace with its brands",
          querystring: bootstrapQuerySchema,
          response: { 200: bootstrapSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => service.start(contextOf(request, 'signedIn').user, request.query.workspace),
    );
  };
