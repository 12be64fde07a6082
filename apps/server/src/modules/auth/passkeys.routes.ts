import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  passkeyAddSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRenameSchema,
  passkeySchema,
} from '@expertos/domain/passkeys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam } from '../../platform/params.js';
import { requestLanguage } from '../../platform/reply-language.js';
import type { PasskeysService } from './passkeys.service.js';
import type { SecurityMail } from './security-mail.js';

const tags = ['account'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const params = z.object({ passkeyId: idParam });

export interface PasskeysRoutesDeps {
  passkeys: PasskeysService;
  /** E-mails the person when a passkey is added or removed. */
  security: Pick<SecurityMail, 'changed'>;
  /** The person's display name, shown by their device beside the passkey. */
  nameOf: (userId: string) => Promise<string | null>;
}

/**
 * The signed-in person's passkeys (docs/product.md#passkeys). Only a browser session manages
 * them (`scope: 'session'`): a key or an app can neither see nor add a way to sign in. Signing
 * in with one is the identity service's (passkey-sign-in.ts).
 */
export const passkeysRoutes =
  ({ passkeys, security, nameOf }: PasskeysRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me/passkeys',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'Your passkeys: name, whether synced, when added and last used',
          response: { 200: passkeyListSchema, ...errors },
        },
      },
      async (request) => ({ items: await passkeys.list(contextOf(request, 'signedIn').user.id) }),
    );

    app.post(
      '/me/passkeys/options',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Start adding a passkey: the options for the browser’s WebAuthn call',
          description: `Pass them to \`navigator.credentials.create()\` (as JSON options); its answer goes to \`POST /me/passkeys\` within a few minutes. Answers 409 \`passkey_limit\` when you have the most passkeys allowed.`,
          response: { 200: passkeyOptionsSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = contextOf(request, 'signedIn');
        const options = await passkeys.registrationOptions({
          id: user.id,
          email: user.email,
          name: (await nameOf(user.id)) ?? user.email,
        });
        return { ...options };
      },
    );

    app.post(
      '/me/passkeys',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Add a passkey: the browser’s answer to the options',
          description:
            'The answer must sign the challenge of `POST /me/passkeys/options`, once. Without a name the passkey is named after the device. 400 `passkey_invalid` when the answer does not check out or came too late; 409 `passkey_exists` when the passkey is already added.',
          body: passkeyAddSchema,
          response: { 201: passkeySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = contextOf(request, 'signedIn');
        const added = await passkeys.register(
          user.id,
          request.body.response,
          request.body.name,
          request.headers['user-agent'] ?? null,
          requestLanguage(request),
        );
        await security.changed(user.id, 'passkey_added', { name: added.name });
        return reply.status(201).send(added);
      },
    );

    app.patch(
      '/me/passkeys/:passkeyId',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Rename one of your passkeys',
          params,
          body: passkeyRenameSchema,
          response: { 200: passkeySchema, ...errors },
        },
      },
      async (request) =>
        passkeys.rename(contextOf(request, 'signedIn').user.id, request.params.passkeyId, request.body.name),
    );

    app.delete(
      '/me/passkeys/:passkeyId',
      {
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Remove one of your passkeys: it no longer signs in',
          params,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const userId = contextOf(request, 'signedIn').user.id;
        const removed = await passkeys.remove(userId, request.params.passkeyId);
        await security.changed(userId, 'passkey_removed', { name: removed.name });
        return reply.status(204).send(null);
      },
    );
  };
