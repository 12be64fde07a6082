import { apiErrorSchema } from '@expertos/domain/errors.schema';
import {
  INSTALL_PARAM_MAX,
  INSTALL_STATE_TTL_MS,
  INTEGRATION_RESULT_PATH,
  slackInstallAvailabilitySchema,
  slackInstallStartedSchema,
} from '@expertos/domain/integration-install';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { projectParams } from '../../platform/params.js';
import { redirectReply } from '../../platform/replies.js';
import { BROWSER_COOKIE, browserCookie, cookieValue } from './install-cookie.js';

const param = z.string().max(INSTALL_PARAM_MAX).optional();
export const callbackQuery = z.object({ code: param, state: param, error: param });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

type Who = { userId: string; memberId: string | null; projectId: string; workspaceId: string };
type CallbackQuery = z.infer<typeof callbackQuery>;

/** What an OAuth connect flow's service offers its routes (Slack's and Jira's alike). */
export interface InstallFlowService<Input> {
  available(): boolean;
  start(
    who: Who,
    input: Input,
    browserToken: string | undefined,
  ): Promise<{ authorizeUrl: string; browserToken: string }>;
  finish(
    query: CallbackQuery,
    browserToken: string | undefined,
  ): Promise<{ ok: true; projectSlug: string } | { ok: false; reason: string; projectSlug?: string }>;
}

export interface InstallFlow<Input> {
  type: 'slack' | 'jira';
  install: InstallFlowService<Input>;
  publicUrl: string;
  /** The start request's body, checked before the service sees it. */
  startSchema: z.ZodType<Input>;
  /** The provider's redirect target, as configured in its app (under /api). */
  callbackPath: string;
  /** OpenAPI summaries: the button's name, the provider, what the server must have. */
  docs: { offered: string; start: string; notConfiguredCode: string; callback: string };
}

/**
 * An OAuth connect flow's three routes (docs/product.md#integrations): project admins ask
 * whether it is offered and start it; the provider's redirect lands on the callback, which
 * answers with a redirect to `/integration-success` saying how it went (a person's browser is
 * on the other end).
 */
export const installFlowRoutes =
  <Input>(flow: InstallFlow<Input>): FastifyPluginAsyncZod =>
  async (app) => {
    const { type, install, publicUrl, docs } = flow;
    const secure = publicUrl.startsWith('https://');
    const path = `/projects/:projectId/integrations/${type}/install`;

    app.get(
      path,
      {
        config: { access: 'projectAdmin', scope: 'session' },
        schema: {
          tags: ['integrations'],
          summary: docs.offered,
          params: projectParams,
          response: { 200: slackInstallAvailabilitySchema, ...errors },
        },
      },
      async () => ({ available: install.available() }),
    );

    app.post(
      path,
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags: ['integrations'],
          summary: docs.start,
          description: `Makes a one-time state (10 minutes) bound to the caller and, through an httpOnly cookie, to this browser. \`404 ${docs.notConfiguredCode}\` when the server has no app for it.`,
          params: projectParams,
          body: flow.startSchema,
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
          request.body as Input,
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
      flow.callbackPath.replace(/^\/api/, ''),
      {
        // The provider sends the browser here: a navigation, with no bearer token. The state,
        // bound to the admin who started and to this browser's cookie, is what is checked.
        config: { access: 'public', raw: true },
        schema: {
          tags: ['integrations'],
          summary: docs.callback,
          querystring: callbackQuery,
          response: redirectReply,
        },
      },
      async (request, reply) => {
        const outcome = await install.finish(
          request.query,
          cookieValue(request.headers.cookie, BROWSER_COOKIE),
        );
        const result = new URLSearchParams(
          outcome.ok
            ? { status: 'ok', type, project: outcome.projectSlug }
            : {
                status: 'error',
                type,
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
