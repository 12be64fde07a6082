import { apiKeyCreateSchema, apiKeyListSchema, createdApiKeySchema } from '@expertos/domain/api-keys';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { projectDeletedSchema } from '@expertos/domain/project.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam } from '../../platform/params.js';
import type { ApiKeysService } from './api-keys.service.js';

const tags = ['api-keys'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * A person's API keys (docs/product.md#api-keys). Only a person signed in manages them: the
 * routes declare no scope, so a key cannot make, list or revoke keys.
 */
export const apiKeysRoutes =
  ({ keys }: { keys: ApiKeysService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me/api-keys',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'Your API keys still in force or expired (never their secrets), newest first',
          response: { 200: apiKeyListSchema, ...errors },
        },
      },
      async (request) => ({ items: await keys.list(contextOf(request, 'signedIn').user.id) }),
    );

    app.post(
      '/me/api-keys',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Make an API key: its secret is in this reply only',
          description:
            'Send it as `Authorization: Bearer exp_pat_…`. It acts as you, capped by its scopes (a `write` scope reads too), and loses what you lose. Expires after `expires_in_days` (90 unless set, at most 365); `null` for never, only when chosen. 409 `api_keys_limit` past 50 keys.',
          body: apiKeyCreateSchema,
          response: { 201: createdApiKeySchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await keys.create(contextOf(request, 'signedIn').user.id, request.body)),
    );

    app.delete(
      '/me/api-keys/:keyId',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Revoke one of your API keys: its next call answers 401',
          params: z.object({ keyId: idParam }),
          response: { 200: projectDeletedSchema, ...errors },
        },
      },
      async (request) => {
        await keys.revoke(contextOf(request, 'signedIn').user.id, request.params.keyId);
        return { ok: true as const };
      },
    );
  };
