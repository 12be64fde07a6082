import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { rolesResponseSchema } from '@expertos/domain/roles.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RolesService } from './roles.service.js';

/**
 * GET /roles. Public: role names are not secret, and the sign-in screens and the
 * extension read them before a workspace is chosen.
 */
export const rolesRoutes =
  (service: RolesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/roles',
      {
        config: { access: 'public' },
        schema: {
          tags: ['roles'],
          summary: 'The workspace roles, keyed by role',
          response: { 200: rolesResponseSchema, 500: apiErrorSchema },
        },
      },
      async () => service.listRoles(),
    );
  };
