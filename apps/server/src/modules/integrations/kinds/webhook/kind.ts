import { secretUrlMask } from '../../secret-urls.js';
import { filterHears } from '../event-filter.js';
import type { IntegrationKind } from '../kind.js';
import { generateWebhookSecret, rotateWebhookSecret } from './signature.js';
import { createWebhookAdapter } from './webhook.adapter.js';
import { sealPlainWebhookUrls, webhookUrlOf } from './webhook-urls.js';

/**
 * A signed webhook (docs/product.md#webhooks): its URL is a credential, sealed in its own column;
 * its signing secret is the sealed text itself, shown once when it is made or rotated.
 */
export const webhook: IntegrationKind<'webhook'> = {
  type: 'webhook',
  secretFormat: 'text',
  targetField: 'url',
  adapter: (tools) => createWebhookAdapter({ fetch: tools.fetch, now: tools.now }),

  checkCreate: (input, tools) => tools.refuseTarget(input.url, 'url'),
  stored(input) {
    const secret = generateWebhookSecret();
    return { config: {}, eventTypes: input.event_types, secret, url: input.url, revealed: secret };
  },
  async update(input, { stored, config }, tools) {
    // A new URL, or (a row from before migration 0038) the plain one: sealed from now on.
    const url = input.url ?? (stored.row.url_secret ? null : webhookUrlOf(stored));
    if (input.url) await tools.refuseTarget(input.url, 'url');
    delete config.url;
    return url ? { url } : {};
  },
  reply: (stored, { common, admin }) => ({
    type: 'webhook',
    ...common,
    config: {
      url_mask: admin ? secretUrlMask(() => webhookUrlOf(stored)) : null,
      event_types: stored.eventTypes,
      previous_secret_expires_at: stored.row.previous_secret_expires_at,
    },
  }),

  connectionConfig: (stored) => ({ url: webhookUrlOf(stored) }),
  rotateSecret: (current, at) => rotateWebhookSecret({ current, previous: null }, at),
  wants: (stored, event) => filterHears(stored, event, { chat: false }),

  // Webhook URLs kept plain before migration 0038 are sealed with the key only the server has.
  async start({ repository, box, logger }) {
    const sealed = await sealPlainWebhookUrls(repository, box);
    if (sealed > 0) logger.info({ sealed }, 'integrations: plain webhook URLs sealed');
  },
};
