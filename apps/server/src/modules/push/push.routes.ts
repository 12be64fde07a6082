import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  confirmDeviceSchema,
  pushClaimPendingSchema,
  pushConfigSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushSettingsSchema,
  pushTestSchema,
  registerDeviceSchema,
  renameDeviceSchema,
} from '@expertos/domain/push.schema';
import { PUSH_CLAIM_TTL_SECONDS } from '@expertos/domain/push-claim';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam } from '../../platform/params.js';
import type { PushService } from './push.service.js';

const tags = ['push'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const deviceParams = z.object({ deviceId: idParam });

/**
 * A person's push devices and settings (docs/product.md#push-notifications): each signed-in
 * person manages their own; a device of someone else is 404, like one that does not exist.
 */
export const pushRoutes =
  ({ push }: { push: PushService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/push/config',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: "The VAPID public key a browser subscribes with, and which apps' pushes this server sends",
          response: { 200: pushConfigSchema, ...errors },
        },
      },
      async () => push.config(),
    );

    app.get(
      '/push/devices',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: "The caller's registered devices, most recently seen first",
          response: { 200: pushDeviceListSchema, ...errors },
        },
      },
      async (request) => push.devices(contextOf(request, 'signedIn').user.id),
    );

    app.post(
      '/push/devices',
      {
        // The caller's own devices and settings: allowed whatever their workspaces' plans.
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Register this browser (its Push API subscription) or this app (its FCM or APNs token)',
          description: `Registering a token the caller already has renews it. A token another person registered stays theirs: the server pushes the device a nonce in a data-only push (\`data.kind\` \`device_claim\`, \`data.nonce\`) and answers 202 \`confirmation_required\`; the app on the device echoes the nonce to \`POST /api/push/devices/confirm\` within ${PUSH_CLAIM_TTL_SECONDS} s, and only then does the device move to the caller. 409 \`push_devices_limit\` past 20 devices; 400 \`push_not_configured\` for an app push this server cannot send.`,
          body: registerDeviceSchema,
          response: {
            201: pushDeviceSchema,
            202: pushClaimPendingSchema.describe('The token is another person’s: echo the pushed nonce'),
            ...errors,
            409: apiErrorSchema,
            410: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = contextOf(request, 'signedIn');
        const registered = await push.register(user.id, request.body, request.headers['user-agent']);
        return registered.kind === 'claimed'
          ? reply.code(202).send(registered.claim)
          : reply.code(201).send(registered.device);
      },
    );

    app.post(
      '/push/devices/confirm',
      {
        // The caller's own devices and settings: allowed whatever their workspaces' plans.
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Echo the nonce pushed to a device you registered: it becomes yours',
          description: `Completes a registration answered 202 \`confirmation_required\`: the app on the device sends back the nonce of the data-only push it received (\`data.kind\` \`device_claim\`), and the device moves to the caller. 400 \`push_claim_invalid\` for a nonce of no claim of the caller's; 410 \`push_claim_expired\` when it comes back after ${PUSH_CLAIM_TTL_SECONDS} s (or the device was removed meanwhile): register again. A nonce is used once.`,
          body: confirmDeviceSchema,
          response: { 200: pushDeviceSchema, ...errors, 409: apiErrorSchema, 410: apiErrorSchema },
        },
      },
      async (request) => push.confirm(contextOf(request, 'signedIn').user.id, request.body.nonce),
    );

    app.patch(
      '/push/devices/:deviceId',
      {
        // The caller's own devices and settings: allowed whatever their workspaces' plans.
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Rename one of your devices',
          params: deviceParams,
          body: renameDeviceSchema,
          response: { 200: pushDeviceSchema, ...errors },
        },
      },
      async (request) =>
        push.rename(contextOf(request, 'signedIn').user.id, request.params.deviceId, request.body.name),
    );

    app.delete(
      '/push/devices/:deviceId',
      {
        // The caller's own devices and settings: allowed whatever their workspaces' plans.
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Stop pushing to one of your devices',
          params: deviceParams,
          response: { 204: z.null().describe('Removed'), ...errors },
        },
      },
      async (request, reply) => {
        await push.remove(contextOf(request, 'signedIn').user.id, request.params.deviceId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/push/settings',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags,
          summary: 'Which notification kinds are pushed to you, and your quiet hours',
          response: { 200: pushSettingsSchema, ...errors },
        },
      },
      async (request) => push.settings(contextOf(request, 'signedIn').user.id),
    );

    app.put(
      '/push/settings',
      {
        // The caller's own devices and settings: allowed whatever their workspaces' plans.
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Set which kinds are pushed and the quiet hours (pushes then wait until they end)',
          body: pushSettingsSchema,
          response: { 200: pushSettingsSchema, ...errors },
        },
      },
      async (request) => push.saveSettings(contextOf(request, 'signedIn').user.id, request.body),
    );

    app.post(
      '/push/test',
      {
        // The caller's own devices and settings: allowed whatever their workspaces' plans.
        config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
        schema: {
          tags,
          summary: 'Send yourself a test notification on every registered device',
          body: z.object({ workspace_uid: z.string().max(64).nullable().optional() }).optional(),
          response: { 202: pushTestSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = contextOf(request, 'signedIn');
        return reply.code(202).send(await push.test(user.id, request.body?.workspace_uid ?? null));
      },
    );
  };
