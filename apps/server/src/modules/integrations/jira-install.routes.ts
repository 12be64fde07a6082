import { apiErrorSchema } from '@expertos/domain/errors';
import {
  INSTALL_STATE_TTL_MS,
  INTEGRATION_RESULT_PATH,
  JIRA_CALLBACK_PATH,
  jiraInstallStartSchema,
  slackInstallAvailabilitySchema,
  slackInstallStartedSchema,
} from '@expertos/domain/integration-install';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/access.js';
import { projectParams } from '../../platform/params.js';
import { BROWSER_COOKIE, browserCookie, cookieValue } from './install-cookie.js';
import type { JiraInstallService } from './jira-install.service.js';
import { callbackQuery } from './slack-install.routes.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * "Connect with Atlassian" (docs/product.md#integrations): project admins ask whether it is
 * offered and start it; Atlassian's redirect lands on the callback, which answers with a
 * redirect to `/integration-success` saying how it went.
 */
export const jiraInstallRoutes =
  ({ install, publicUrl }: { install: JiraInstallService; publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = publicUrl.startsWith('https://');
    const path = '/projects/:projectId/integrations/jira/install';

    app.get(
      path,
      {
        config: { access: 'projectAdmin' },
        schema: {
          tags: ['integrations'],
          summary:
            'Whether "Connect with Atlassian" is offered (the server has an OAuth app) (project admins)',
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
          summary: "Start connecting Jira with Atlassian's consent: the page to open (project admins)",
          description:
            'Makes a one-time state (10 minutes) bound to the caller and, through an httpOnly cookie, to this browser. `404 jira_install_not_configured` when the server has no Atlassian app.',
          params: projectParams,
          body: jiraInstallStartSchema,
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
      JIRA_CALLBACK_PATH.replace(/^\/api/, ''),
      {
        // Atlassian sends the browser here: a navigation with no bearer token; the state bound
        // to the starting admin and this browser's cookie is what is checked.
        config: { access: 'public', raw: true },
        schema: {
          tags: ['integrations'],
          summary: "Atlassian's OAuth redirect: connects the brand's Jira, then on to /integration-success",
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
            ? { status: 'ok', type: 'jira', project: outcome.projectSlug }
            : {
                status: 'error',
                type: 'jira',
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
