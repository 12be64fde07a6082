import { apiErrorSchema } from '@expertos/domain/errors';
import {
  INSTALL_PARAM_MAX,
  INSTALL_STATE_TTL_MS,
  INTEGRATION_RESULT_PATH,
  SLACK_CALLBACK_PATH,
  slackInstallAvailabilitySchema,
  slackInstallStartedSchema,
  slackInstallStartSchema,
} from '@expertos/domain/integration-install';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { projectParams } from '../../platform/params.js';
import { BROWSER_COOKIE, browserCookie, cookieValue } from './install-cookie.js';
import type { SlackInstallService } from './slack-install.service.js';

const param = z.string().max(INSTALL_PARAM_MAX).optional();
export const callbackQuery = z.object({ code: param, state: param, error: param });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * "Add to Slack" (docs/product.md#integrations): project admins ask whether it is offered and
 * start it; Slack's redirect lands on the callback, which answers with a redirect to
 * `/integration-success` saying how it went (a person's browser is on the other end).
 */
export const slackInstallRoutes =
  ({ install, publicUrl }: { install: SlackInstallService; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = publicUrl.startsWith('https://');
    const path = '/projects/:projectId/integrations/slack/install';

    app.get(
      path,
      {
        config: { access: 'projectAdmin' },
        schema: {
          tags: ['integrations'],
          summary: 'Whether "Add to Slack" is offered (the server has a Slack app) (project admins)',
          params: projectParams,
          response: { 200: slackInstallAvailabilitySchema, ...errors },
        },
      },
      async () => ({ available: install.available() }),
    );

    app.post(
      path,
      {
        config: { access: 'projectAdmin', plan: 'required' },
        schema: {
          tags: ['integrations'],
          summary: 'Start connecting Slack: the authorize page to open (project admins)',
          description:
            'Makes a one-time state (10 minutes) bound to the caller and, through an httpOnly cookie, to this browser. `404 slack_install_not_configured` when the server has no Slack app.',
          params: projectParams,
          body: slackInstallStartSchema,
          response: { 200: slackInstallStartedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, project, membership } = contextOf(request, 'projectAdmin');
        const started = await install.start(
          {
            userId: user.id,
            memberId: membership.memberId,
            projectId: project.projectId,
            workspaceId: project.workspaceId,
          },
          request.body,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        );
        reply.header(
          'set-cookie',
          browserCookie(started.browserToken, Math.ceil(INSTALL_STATE_TTL_MS / 1000), secure),
        );
        return { authorize_url: started.authorizeUrl };
      },
    );

    app.get(
      SLACK_CALLBACK_PATH.replace(/^\/api/, ''),
      {
        // Slack sends the browser here: a navigation, with no bearer token. The state, bound to
        // the admin who started and to this browser's cookie, is what is checked.
        config: { access: 'public', raw: true },
        schema: {
          tags: ['integrations'],
          summary: "Slack's OAuth redirect: connects the brand's Slack, then on to /integration-success",
          querystring: callbackQuery,
        },
      },
      async (request, reply) => {
        const outcome = await install.finish(
          request.query,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        );
        const result = new URLSearchParams(
          outcome.ok
            ? { status: 'ok', type: 'slack', project: outcome.projectSlug }
            : {
                status: 'error',
                type: 'slack',
                reason: outcome.reason,
                ...(outcome.projectSlug ? { project: outcome.projectSlug } : {}),
              },
        );
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`${publicUrl}${INTEGRATION_RESULT_PATH}?${result}`, 303);
      },
    );
  };
