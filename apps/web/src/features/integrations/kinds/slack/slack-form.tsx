import '@/shared/i18n/parts/integrations';
import type { IntegrationFormKind } from '../form-kind';
import { SlackConnectFields, type SlackEdit, SlackEditFields } from './SlackFields';
import { type SlackDraft, slackChange, slackDraftOf } from './slack-draft';

/** Which connection fields are still empty for the chosen mode. */
function missingOf(slack: SlackDraft): string[] {
  if (slack.mode === 'incoming_webhook') return slack.webhookUrl.trim() ? [] : ['webhook_url'];
  return [...(slack.botToken.trim() ? [] : ['bot_token']), ...(slack.channel.trim() ? [] : ['channel'])];
}

/** Slack: an incoming webhook or a bot token and channel, and the shared event filter. */
export const slackForm: IntegrationFormKind<'slack', SlackDraft, SlackEdit> = {
  type: 'slack',
  target: (integration, t) => {
    if (integration.config.channel)
      return t('ui.integrations.target.slackChannel', { channel: integration.config.channel });
    return integration.config.url_mask
      ? t('ui.integrations.target.slackIncomingAt', { url: integration.config.url_mask })
      : t('ui.integrations.target.slackIncoming');
  },
  connect: {
    empty: () => ({ mode: 'incoming_webhook', webhookUrl: '', botToken: '', channel: '' }),
    Fields: SlackConnectFields,
    request: (slack, { description, eventTypes }) => {
      const missing = missingOf(slack);
      if (missing.length) return { missing };
      return {
        request: {
          type: 'slack',
          description,
          event_types: eventTypes,
          connection:
            slack.mode === 'incoming_webhook'
              ? { mode: 'incoming_webhook', webhook_url: slack.webhookUrl.trim() }
              : { mode: 'bot', bot_token: slack.botToken.trim(), channel: slack.channel.trim() },
        },
      };
    },
    placed: ['webhook_url', 'bot_token', 'channel'],
    eventFilter: true,
  },
  edit: {
    draftOf: (integration) => {
      const current = slackDraftOf(integration);
      return { current, next: current };
    },
    Fields: SlackEditFields,
    change: ({ current, next }, _integration, { eventTypes, ...common }) => {
      const { connection, missing } = slackChange(current, next);
      if (missing) return { missing };
      return {
        request: { type: 'slack', ...common, event_types: eventTypes, ...(connection ? { connection } : {}) },
      };
    },
    placed: ['webhook_url', 'bot_token', 'channel'],
    eventFilter: true,
  },
};
