import type { ProjectIntegration, SlackConnectionInput } from '@expertos/domain/integration.schema';

export type SlackMode = SlackConnectionInput['mode'];

/** What the edit form holds for a Slack connection; the secrets start empty (write-only). */
export interface SlackDraft {
  mode: SlackMode;
  webhookUrl: string;
  botToken: string;
  channel: string;
}

export function slackDraftOf(integration: ProjectIntegration & { type: 'slack' }): SlackDraft {
  const { mode, channel } = integration.config;
  return { mode, webhookUrl: '', botToken: '', channel: mode === 'bot' ? (channel ?? '') : '' };
}

/** The new connection to send, or the fields still needed (`bot_token` alone: to change the channel). */
export type SlackChange =
  | { connection: SlackConnectionInput | undefined; missing?: undefined }
  | { connection?: undefined; missing: string[] };

/**
 * The server replaces a Slack connection whole (its secret with it), so: in the current mode
 * empty secrets keep the connection as it is, and a new secret makes a new connection; a
 * changed channel needs the bot token again; another mode needs all its fields.
 */
export function slackChange(current: SlackDraft, draft: SlackDraft): SlackChange {
  const webhookUrl = draft.webhookUrl.trim();
  const botToken = draft.botToken.trim();
  const channel = draft.channel.trim();
  const sameMode = draft.mode === current.mode;
  if (draft.mode === 'incoming_webhook') {
    if (webhookUrl) return { connection: { mode: 'incoming_webhook', webhook_url: webhookUrl } };
    return sameMode ? { connection: undefined } : { missing: ['webhook_url'] };
  }
  if (sameMode && !botToken) {
    if (channel === current.channel.trim()) return { connection: undefined };
    return { missing: ['bot_token', ...(channel ? [] : ['channel'])] };
  }
  const missing = [...(botToken ? [] : ['bot_token']), ...(channel ? [] : ['channel'])];
  if (missing.length) return { missing };
  return { connection: { mode: 'bot', bot_token: botToken, channel } };
}
