import {
  createdWorkspaceKeySchema,
  workspaceKeyCreateSchema,
  workspaceKeyListSchema,
} from '@expertos/domain/api-keys';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam } from '../../platform/params.js';
import type { WorkspaceKeysService } from './workspace-keys.service.js';

const tags = ['api-keys'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const workspaceParams = z.object({ workspaceId: idParam });

/**
 * A workspace's keys (docs/product.md#api-keys): its admins, signed in, make, list and revoke
 * them; a key never manages keys.
 */
export const workspaceKeysRoutes =
  ({ keys }: { keys: WorkspaceKeysService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/workspaces/:workspaceId/api-keys',
      {
        config: { access: 'workspaceAdmin', scope: 'session' },
        schema: {
          tags,
          summary: "The workspace's keys still in force or expired (never their secrets), newest first",
          params: workspaceParams,
          response: { 200: workspaceKeyListSchema, ...errors },
        },
      },
      async (request) => ({
        items: await keys.list(contextOf(request, 'workspaceAdmin').membership.workspaceId),
      }),
    );

    app.post(
      '/workspaces/:workspaceId/api-keys',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Make a workspace key for a script or an integration: its secret is in this reply only',
          description:
            'Send it as `Authorization: Bearer exp_wsk_…`. It acts as its own member of the workspace — never an admin, never a seat — granted the `brands` named and nothing else, capped by its scopes; what it does is shown as “*name* (via key)”. Expires after `expires_in_days` (90 unless set, at most 365); `null` for never. 409 `api_keys_limit` past 50 keys.',
          params: workspaceParams,
          body: workspaceKeyCreateSchema,
          response: { 201: createdWorkspaceKeySchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { user, membership } = contextOf(request, 'workspaceAdmin');
        return reply.code(201).send(await keys.create(membership.workspaceId, user.id, request.body));
      },
    );

    app.delete(
      '/workspaces/:workspaceId/api-keys/:keyId',
      {
        config: { access: 'workspaceAdmin', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Revoke a workspace key: its next call answers 401; what it did stays named',
          params: workspaceParams.extend({ keyId: idParam }),
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await keys.revoke(contextOf(request, 'workspaceAdmin').membership.workspaceId, request.params.keyId);
        return { ok: true as const };
      },
    );
  };
