import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { accountSessionListSchema, sessionsRevokedSchema } from '@expertos/domain/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam } from '../../platform/params.js';
import { requestLanguage } from '../../platform/reply-language.js';
import type { SessionsService } from './sessions.service.js';

const tags = ['account'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The signed-in person's sessions (docs/product.md#sessions). Only a browser session manages
 * them (`scope: 'session'`): neither a key nor an app can see or end a sign-in.
 */
export const sessionsRoutes =
  ({ sessions }: { sessions: SessionsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me/sessions',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'Where you are signed in: device, address, method, when; `current` is this one',
          response: { 200: accountSessionListSchema, ...errors },
        },
      },
      async (request) => ({
        items: await sessions.list(contextOf(request, 'signedIn').user, requestLanguage(request)),
      }),
    );

    app.delete(
      '/me/sessions/:sessionId',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Sign out one of your sessions: its next call answers 401 and its live updates end',
          params: z.object({ sessionId: idParam }),
          response: { 200: sessionsRevokedSchema, ...errors },
        },
      },
      async (request) => {
        await sessions.end(contextOf(request, 'signedIn').user, request.params.sessionId);
        return { revoked: 1 };
      },
    );

    app.post(
      '/me/sessions/revoke-others',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Sign out everywhere but here',
          description:
            'Ends every session of yours except the one this request came from; answers how many ended.',
          response: { 200: sessionsRevokedSchema, ...errors },
        },
      },
      async (request) => ({ revoked: await sessions.endOthers(contextOf(request, 'signedIn').user) }),
    );
  };
