import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { jiraStatusWebhookSchema } from '@expertos/domain/integration.schema';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../../../platform/access.js';
import { idParam, projectParams } from '../../../../platform/params.js';
import type { JiraWebhookService } from './jira-webhook.service.js';

const tags = ['integrations'];

/**
 * Jira → us status sync (docs/product.md#integrations). A brand admin takes the webhook's URL and
 * secret (shown once); Jira's calls are public and prove themselves with `X-Hub-Signature`, an
 * HMAC over the exact bytes of the body, so this plugin keeps JSON bodies raw.
 */
export const jiraWebhookRoutes =
  ({ webhook }: { webhook: JiraWebhookService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/projects/:projectId/integrations/:uid/jira-webhook',
      {
        config: { access: 'projectAdmin', scope: 'session', plan: 'required' },
        schema: {
          tags,
          summary: "Set up Jira → us status sync: the Jira webhook's URL and a new secret (shown once)",
          description:
            'Each call makes a new secret; the one before stops verifying at once. 404 for an integration that is not Jira.',
          params: projectParams.extend({ uid: idParam }),
          response: {
            200: jiraStatusWebhookSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            402: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) =>
        webhook.setUp(contextOf(request, 'projectAdmin').project.projectId, request.params.uid),
    );

    await app.register(async (plugin) => {
      const raw = plugin.withTypeProvider<ZodTypeProvider>();
      raw.removeContentTypeParser('application/json');
      raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
        done(null, body);
      });
      raw.post(
        '/integrations/jira/:uid/webhook',
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: 'Jira\'s signed "issue updated" calls: a status move moves the ticket',
            description:
              'Verified on the raw body (`X-Hub-Signature: sha256=<hex>`) with the secret of this integration. Calls that are not a status move of an issue filed from a ticket are answered 200 and change nothing. 401 when the signature does not verify; 404 for an unknown integration or one without sync set up.',
            params: z.object({ uid: idParam }),
            headers: z.object({ 'x-hub-signature': z.string().max(200).optional() }),
            response: {
              200: z.object({
                applied: z.boolean(),
                reason: z.enum([
                  'moved',
                  'not_a_status_move',
                  'unknown_issue',
                  'same_category',
                  'switched_off',
                ]),
              }),
              400: apiErrorSchema,
              401: apiErrorSchema,
              404: apiErrorSchema,
            },
          },
        },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          return webhook.receive(request.params.uid, body, request.headers['x-hub-signature']);
        },
      );
    });
  };
