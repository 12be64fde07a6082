import { importedPostLabelsSchema } from '@expertos/domain/analytics/post-labels.schema';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { INTEGRATION_RESULT_PATH } from '@expertos/domain/integration-install';
import {
  SOCIAL_CALLBACK_PATHS,
  SOCIAL_PARAM_MAX,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  SOCIAL_RESULT_PARAM,
  SOCIAL_STATE_TTL_MS,
  socialConnectStartedSchema,
  socialImportStartedSchema,
  socialInsightsSchema,
  socialPostTicketSchema,
  socialStatusSchema,
  socialVoiceSampleInputSchema,
  socialVoiceSampleResultSchema,
} from '@expertos/domain/social.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { idParam, workspaceProjectParams } from '../../platform/params.js';
import { redirectReply } from '../../platform/replies.js';
import type { ImportedPostLabelsService } from './post-labels.js';
import type { SocialService } from './social.service.js';

const tags = ['social'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
};
const okSchema = z.object({ ok: z.literal(true) });
const param = z.string().max(SOCIAL_PARAM_MAX).optional();
const postParams = workspaceProjectParams.extend({ uid: idParam });
const base = '/workspaces/:workspaceId/projects/:projectId/social';

/**
 * The cookie that ties a connect flow to the browser that started it. httpOnly and
 * SameSite=Lax: the provider's redirect back is a top-level navigation, which carries it.
 */
const BROWSER_COOKIE = 'expertos_social_browser';

function cookieValue(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === BROWSER_COOKIE) return rest.join('=');
  }
  return undefined;
}

const browserCookie = (value: string, secure: boolean) =>
  [
    `${BROWSER_COOKIE}=${value}`,
    'Path=/api',
    `Max-Age=${Math.ceil(SOCIAL_STATE_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/**
 * Instagram and YouTube for a brand (docs/product.md#instagram-and-youtube-import). Everyone given
 * the brand reads its connections and figures (externals too, like the Feed); brand admins
 * connect, disconnect, import and pick voice samples; those who work on its tickets make a post
 * ticket of an imported post, or label one without a ticket for its results. Each provider's redirect lands on its public callback, which
 * checks the one-time state and sends the browser back to the Connect Instagram step.
 */
export const socialRoutes =
  ({
    social,
    labels,
    publicUrl,
  }: {
    social: SocialService;
    labels: ImportedPostLabelsService;
    publicUrl: string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = publicUrl.startsWith('https://');

    app.get(
      base,
      {
        config: { access: 'projectMember', scope: 'analytics:read' },
        schema: {
          tags,
          summary:
            "Whether Instagram and YouTube can be connected here, and the brand's connections and running imports",
          params: workspaceProjectParams,
          response: { 200: socialStatusSchema, ...errors },
        },
      },
      async (request) => social.status(contextOf(request, 'projectMember').project.projectId),
    );

    app.get(
      `${base}/instagram/insights`,
      {
        config: { access: 'projectMember', scope: 'analytics:read' },
        schema: {
          tags,
          summary:
            "The Analytics step's figures: followers, the account's reach, the recent posts' engagement",
          params: workspaceProjectParams,
          response: { 200: socialInsightsSchema, ...errors },
        },
      },
      async (request) => social.insights(contextOf(request, 'projectMember').project.projectId),
    );

    for (const provider of SOCIAL_PROVIDERS) {
      const label = SOCIAL_PROVIDER_LABELS[provider];

      app.post(
        `${base}/${provider}/connect`,
        {
          config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
          schema: {
            tags,
            summary: `Start connecting the brand's ${label} account: the consent page to open`,
            description:
              'Makes a one-time state (10 minutes) bound to the brand and, through an httpOnly cookie, to this browser. `404 social_not_configured` when the server has no app for it.',
            params: workspaceProjectParams,
            response: { 200: socialConnectStartedSchema, ...errors },
          },
        },
        async (request, reply) => {
          const { project, membership } = contextOf(request, 'projectAdmin');
          const started = await social.start(
            provider,
            { ...project, memberId: membership.memberId },
            cookieValue(request.headers.cookie),
          );
          reply.header('set-cookie', browserCookie(started.browserToken, secure));
          return { authorize_url: started.authorizeUrl };
        },
      );

      app.get(
        SOCIAL_CALLBACK_PATHS[provider].replace(/^\/api/, ''),
        {
          // The provider sends the browser here: a navigation without a bearer token. The state,
          // bound to the brand and to this browser's cookie, is what is checked.
          config: { access: 'public', raw: true },
          schema: {
            tags,
            summary: `${label}'s OAuth redirect: connects the account, starts its import, then back to the Connect step`,
            querystring: z.object({
              code: param,
              state: param,
              error: param,
              error_reason: param,
              scope: param,
            }),
            response: redirectReply,
          },
        },
        async (request, reply) => {
          const outcome = await social.finish(provider, request.query, cookieValue(request.headers.cookie));
          const result = new URLSearchParams(
            outcome.ok
              ? { [SOCIAL_RESULT_PARAM]: 'ok', provider }
              : { [SOCIAL_RESULT_PARAM]: 'error', provider, reason: outcome.reason },
          );
          const target = outcome.projectSlug
            ? `${publicUrl}/brand/${encodeURIComponent(outcome.projectSlug)}/settings/connect-instagram?${result}`
            : `${publicUrl}${INTEGRATION_RESULT_PATH}?${new URLSearchParams({ status: 'error', reason: outcome.ok ? '' : outcome.reason })}`;
          return reply
            .header('cache-control', 'no-store')
            .header('referrer-policy', 'no-referrer')
            .redirect(target, 303);
        },
      );

      app.post(
        `${base}/${provider}/import`,
        {
          config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
          schema: {
            tags,
            summary: `Import the ${label} account's new posts into the Feed (a job; its progress at GET /workspaces/{id}/jobs/{jobId})`,
            description: 'Answers the import already running when there is one.',
            params: workspaceProjectParams,
            response: { 200: socialImportStartedSchema, ...errors },
          },
        },
        async (request) => social.import(contextOf(request, 'projectAdmin').project.projectId, provider),
      );

      app.delete(
        `${base}/${provider}`,
        {
          config: { access: 'projectAdmin', scope: 'session', plan: 'exempt' },
          schema: {
            tags,
            summary: `Disconnect ${label}: its token is forgotten; imported posts stay in the Feed`,
            params: workspaceProjectParams,
            response: { 200: okSchema, ...errors },
          },
        },
        async (request) => {
          await social.disconnect(contextOf(request, 'projectAdmin').project.projectId, provider);
          return { ok: true as const };
        },
      );
    }

    app.post(
      `${base}/posts/:uid/ticket`,
      {
        config: { access: 'projectTickets', scope: 'tickets:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Make a post ticket of an imported post: its caption, platform and live link, status posted',
          params: postParams,
          response: { 201: socialPostTicketSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { membership, project } = contextOf(request, 'projectTickets');
        reply.code(201);
        return social.makeTicket(membership, project.projectId, request.params.uid);
      },
    );

    app.put(
      `${base}/posts/:uid/labels`,
      {
        config: { access: 'projectTickets', scope: 'analytics:write', plan: 'required' },
        schema: {
          tags,
          summary:
            "Label an imported post without a ticket for its results: its pillar (one of the brand's content pillars), purpose and format; null for none",
          params: postParams,
          body: importedPostLabelsSchema,
          response: { 200: importedPostLabelsSchema, ...errors },
        },
      },
      async (request) => {
        const { membership, project } = contextOf(request, 'projectTickets');
        return labels.set(project.projectId, request.params.uid, request.body, membership.memberId);
      },
    );

    app.post(
      `${base}/posts/:uid/voice-sample`,
      {
        config: { access: 'projectAdmin', scope: 'brand_profile:write', plan: 'required' },
        schema: {
          tags,
          summary:
            'Use an imported post as a sample of a brand voice (the default voice unless one is named)',
          params: postParams,
          body: socialVoiceSampleInputSchema.optional(),
          response: { 200: socialVoiceSampleResultSchema, ...errors },
        },
      },
      async (request) => {
        const { project } = contextOf(request, 'projectAdmin');
        return social.voiceSample(project.projectId, request.params.uid, request.body?.voice_uid);
      },
    );
  };
