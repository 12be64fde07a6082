import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  TWO_FACTOR_GRACE_DAYS,
  workspaceSecuritySchema,
  workspaceSecurityUpdateSchema,
} from '@expertos/domain/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceParams } from '../../platform/params.js';
import type { TwoFactorPolicy } from './two-factor-policy.js';

const tags = ['workspaces'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** A workspace's sign-in policy (docs/product.md#require-two-step-verification), for its admins. */
export const securityRoutes =
  ({ policy }: { policy: TwoFactorPolicy }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/security',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: 'Whether members must use two-step verification, and from when it is enforced',
          params: workspaceParams,
          response: { 200: workspaceSecuritySchema, ...errors },
        },
      },
      async (request) => policy.read(request.params.workspaceId),
    );

    app.put(
      '/workspaces/:workspaceId/security',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Require two-step verification of members, or stop requiring it',
          description: `Turned on, members have ${TWO_FACTOR_GRACE_DAYS} days; then a session that did not prove a second factor (an authenticator code, a trusted device, a passkey) gets 403 \`two_factor_required\` on this workspace. Recorded in the audit log.`,
          params: workspaceParams,
          body: workspaceSecurityUpdateSchema,
          response: { 200: workspaceSecuritySchema, ...errors },
        },
      },
      async (request) => policy.set(request.params.workspaceId, request.body.require_two_factor),
    );
  };
