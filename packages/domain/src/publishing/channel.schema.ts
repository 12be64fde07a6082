import { z } from 'zod';
import { timeZoneSchema } from '../dates';
import { CHANNEL_MODES, CHANNEL_NETWORKS, HANDOFF_NETWORKS } from './handoff';
import { WEEKDAYS } from './queue-slots';

/**
 * A brand's publishing channel, as the API answers it (docs/product.md#publishing): the account
 * and where it stands. Its credentials never leave the server.
 */
export const publishingChannelSchema = z.object({
  uid: z.string(),
  network: z.enum(CHANNEL_NETWORKS),
  /** `api`: the engine publishes; `handoff`: the post goes to a phone and a person posts it. */
  mode: z.enum(CHANNEL_MODES),
  /** The PDS or instance the account lives on (empty for a hand-off channel). */
  host: z.string(),
  handle: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  state: z.enum(['connected', 'needs_reconnecting']),
  /** Why it needs reconnecting, in the network's words. */
  state_reason: z.string().nullable(),
  /** A Mastodon server's own limits (read when connected), for checking as the person types. */
  limits: z
    .object({
      maxCharacters: z.number().int(),
      maxMedia: z.number().int(),
      urlLength: z.number().int(),
      imageBytes: z.number().int(),
      videoBytes: z.number().int(),
      pollOptions: z.number().int().optional(),
      pollOptionCharacters: z.number().int().optional(),
      pollMinSeconds: z.number().int().optional(),
      pollMaxSeconds: z.number().int().optional(),
    })
    .nullable()
    .optional(),
  created_at: z.string(),
});
export type PublishingChannel = z.infer<typeof publishingChannelSchema>;
export const publishingChannelListSchema = z.array(publishingChannelSchema);

/** `POST …/publishing/channels/bluesky`: a handle (or e-mail) and an app password. */
export const connectBlueskySchema = z.object({
  /** The account's PDS; Bluesky's own when left out. */
  host: z.string().trim().min(1).max(255).optional(),
  identifier: z.string().trim().min(1, 'Enter the handle or e-mail of the account').max(255),
  app_password: z.string().trim().min(1, 'Enter an app password').max(64),
});
export type ConnectBlueskyInput = z.infer<typeof connectBlueskySchema>;

/** `POST …/publishing/channels/mastodon`: the instance the account lives on, as typed. */
export const connectMastodonSchema = z.object({
  instance: z.string().trim().min(1, 'Enter the address of your Mastodon server').max(255),
});
/** Where to send the person to let this workspace post for them. */
export const mastodonAuthorizeSchema = z.object({ authorize_url: z.string() });

/** `POST …/publishing/channels/oauth/{network}`: where to send the person to approve. */
export const authorizeSchema = z.object({ authorize_url: z.string() });

/** A network's place on this server: whether its developer app is set up, and how it connects. */
export const publishingNetworkSchema = z.object({
  network: z.enum(CHANNEL_NETWORKS),
  /**
   * `password`: a handle and app password (Bluesky); `instance`: the server's address, then its
   * approval page (Mastodon); `oauth`: the network's approval page, through the team's app.
   */
  connect: z.enum(['password', 'instance', 'oauth']),
  /** False when the server has no credentials for the network's app: connect by hand-off only. */
  set_up: z.boolean(),
});
export const publishingNetworkListSchema = z.array(publishingNetworkSchema);
export type PublishingNetworkInfo = z.infer<typeof publishingNetworkSchema>;

/** `GET …/publishing/channels/{channelId}/limit`: the network's rolling publishing limit, as used. */
export const publishingLimitSchema = z.object({
  used: z.number().int(),
  total: z.number().int(),
  window_hours: z.number().int(),
});
export type PublishingLimit = z.infer<typeof publishingLimitSchema>;

/**
 * `GET …/publishing/channels/{channelId}/creator-info`: what the account may post, read from the
 * network just now (TikTok's creator info), for the composer to offer only that: the levels of
 * who can see a post (on a server whose TikTok app is not audited yet, "Only me" alone), which
 * interactions the creator turned off, and the longest video.
 */
export const creatorInfoSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  privacy_levels: z.array(z.string()),
  comment_disabled: z.boolean(),
  duet_disabled: z.boolean(),
  stitch_disabled: z.boolean(),
  /** Null when the network did not say. */
  max_video_seconds: z.number().int().nullable(),
});
export type CreatorInfo = z.infer<typeof creatorInfoSchema>;

/**
 * `GET …/publishing/channels/{channelId}/boards`: the boards the account may pin to, read from
 * Pinterest just now, for the composer to choose the one a Pin goes on (its first 250).
 */
export const channelBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `PUBLIC`, `PROTECTED` or `SECRET` (Pinterest's names). */
  privacy: z.string(),
});
export const channelBoardListSchema = z.array(channelBoardSchema);
export type ChannelBoard = z.infer<typeof channelBoardSchema>;

/** One account a login may publish as, offered to choose from (a Facebook Page, a LinkedIn organisation). */
export const accountChoiceSchema = z.object({
  account_id: z.string(),
  handle: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
/** `GET …/publishing/connect-choices/{choice}`. */
export const accountChoicesSchema = z.object({
  network: z.enum(CHANNEL_NETWORKS),
  accounts: z.array(accountChoiceSchema),
});
/** `POST …/publishing/connect-choices/{choice}`: the account picked. */
export const chooseAccountSchema = z.object({ account_id: z.string().min(1).max(255) });

/** `POST …/publishing/channels/handoff`: a network account posted by hand from a phone. */
export const connectHandoffSchema = z.object({
  network: z.enum(HANDOFF_NETWORKS),
  handle: z.string().trim().min(1, 'Enter the account name').max(100),
});
export type ConnectHandoffInput = z.infer<typeof connectHandoffSchema>;

/** One weekly slot of the brand's queue: a day and a 24-hour `HH:MM` in the brand's zone. */
export const queueSlotSchema = z.object({
  day: z.enum(WEEKDAYS),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM'),
});
export const QUEUE_MAX_SLOTS = 42;

/** `GET/PUT /projects/{projectId}/publishing/queue`: the brand's zone and weekly slots. */
export const queueSettingsSchema = z.object({
  /** The zone the brand's times are said in (schedules, the queue). */
  time_zone: timeZoneSchema,
  slots: z.array(queueSlotSchema).max(QUEUE_MAX_SLOTS, `At most ${QUEUE_MAX_SLOTS} slots a week`),
  /**
   * The brand's approval rule for publishing: when on, a post is scheduled only once its ticket
   * is approved, and an edit of its content afterwards takes it off the schedule.
   */
  require_approval: z.boolean().default(false),
});
export type QueueSettings = z.infer<typeof queueSettingsSchema>;
