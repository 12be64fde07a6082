import type { SlackConnectionInput } from '@expertos/domain/integration.schema';
import { secretUrlMask } from '../../secret-urls.js';
import { filterHears } from '../event-filter.js';
import type { IntegrationKind, KindTools, StoredIntegration } from '../kind.js';
import { createSlackAdapter, type SlackSecret } from './slack.adapter.js';

/** What a connection seals: the incoming-webhook URL or the bot token, each a credential. */
const secretOf = (connection: SlackConnectionInput): SlackSecret =>
  connection.mode === 'bot' ? { bot_token: connection.bot_token } : { webhook_url: connection.webhook_url };

const refuseWebhookUrl = async (connection: SlackConnectionInput, tools: KindTools) => {
  if (connection.mode === 'incoming_webhook')
    await tools.refuseTarget(connection.webhook_url, 'connection.webhook_url');
};

const webhookUrlIn = (stored: StoredIntegration): string | null => {
  const sealed = stored.secret();
  if (!sealed) return null;
  return (JSON.parse(sealed) as Partial<{ webhook_url: string }>).webhook_url ?? null;
};

/**
 * Slack (docs/product.md#integrations): an incoming-webhook URL or a bot token and channel; a
 * connection is replaced whole, its secret with it.
 */
export const slack: IntegrationKind<'slack'> = {
  type: 'slack',
  secretFormat: 'json',
  targetField: 'connection',
  adapter: (tools) =>
    createSlackAdapter({ fetch: tools.fetch, now: tools.now, slackApiUrl: tools.config.slack.apiUrl }),

  checkCreate: (input, tools) => refuseWebhookUrl(input.connection, tools),
  stored({ connection, event_types }, installed) {
    return {
      config: {
        mode: connection.mode,
        channel: connection.mode === 'bot' ? connection.channel : installed.channel,
      },
      eventTypes: event_types,
      secret: JSON.stringify(secretOf(connection)),
    };
  },
  async update({ connection }, { config }, tools) {
    if (!connection) return {};
    await refuseWebhookUrl(connection, tools);
    config.mode = connection.mode;
    config.channel = connection.mode === 'bot' ? connection.channel : null;
    return { secret: JSON.stringify(secretOf(connection)) };
  },
  reply: (stored, { common, admin }) => ({
    type: 'slack',
    ...common,
    config: {
      mode: stored.config.mode as SlackConnectionInput['mode'],
      channel: (stored.config.channel as string | null | undefined) ?? null,
      url_mask: admin ? secretUrlMask(() => webhookUrlIn(stored)) : null,
      event_types: stored.eventTypes,
    },
  }),

  wants: (stored, event) => filterHears(stored, event, { chat: true }),
};
