import { z } from 'zod';
import { webhookEventTypeSchema } from '../integration-events';
import {
  eventTypeFilterSchema,
  integrationDescriptionSchema,
  integrationReplySchema,
  integrationTargetUrlSchema,
  integrationUpdateCommon,
  secretUrlMaskSchema,
} from './common.schema';

/** Slack (docs/product.md#integrations): an incoming webhook, or a bot token and a channel. */

export const SLACK_CHANNEL_MAX = 80;
/** A Slack bot token (`xoxb-…`), as an OAuth v2 install returns it. */
export const slackBotTokenSchema = z
  .string()
  .trim()
  .regex(/^xoxb-[A-Za-z0-9-]{10,250}$/, 'A Slack bot token starts with xoxb-');
/** A channel id (`C0123…`) or name (`#general`, `general`). */
export const slackChannelSchema = z.string().trim().min(1).max(SLACK_CHANNEL_MAX);

/** How a Slack integration posts: an incoming-webhook URL, or a bot token and a channel. */
export const slackConnectionInputSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('incoming_webhook'), webhook_url: integrationTargetUrlSchema }),
  z.object({ mode: z.literal('bot'), bot_token: slackBotTokenSchema, channel: slackChannelSchema }),
]);
export type SlackConnectionInput = z.infer<typeof slackConnectionInputSchema>;

export const createSlackIntegrationSchema = z.object({
  type: z.literal('slack'),
  description: integrationDescriptionSchema.default(''),
  connection: slackConnectionInputSchema,
  event_types: eventTypeFilterSchema.default([]),
});

const updateSlackIntegrationSchema = z.object({
  type: z.literal('slack'),
  ...integrationUpdateCommon,
  connection: slackConnectionInputSchema.optional(),
  event_types: eventTypeFilterSchema.optional(),
});

/**
 * A Slack integration: how it posts and where. The incoming-webhook URL and the bot token are
 * the credentials themselves, so neither is returned (the URL only as its mask, to admins); `channel` is the bot's channel, or the
 * one Slack named at install for an incoming webhook (null when unknown).
 */
export const slackIntegrationConfigSchema = z.object({
  mode: z.enum(['incoming_webhook', 'bot']),
  channel: z.string().nullable(),
  /** An incoming webhook's URL as its mask, for brand admins (see `secretUrlMaskSchema`); else null. */
  url_mask: secretUrlMaskSchema,
  event_types: z.array(webhookEventTypeSchema),
});

export const slackSchemas = {
  create: createSlackIntegrationSchema,
  update: updateSlackIntegrationSchema,
  reply: integrationReplySchema('slack', slackIntegrationConfigSchema),
};
