import { z } from 'zod';
import { PUBLISHING_NETWORKS } from './limits';

/**
 * A brand's publishing channel, as the API answers it (docs/product.md#publishing): the account
 * and where it stands. Its credentials never leave the server.
 */
export const publishingChannelSchema = z.object({
  uid: z.string(),
  network: z.enum(PUBLISHING_NETWORKS),
  /** The PDS or instance the account lives on. */
  host: z.string(),
  handle: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  state: z.enum(['connected', 'needs_reconnecting']),
  /** Why it needs reconnecting, in the network's words. */
  state_reason: z.string().nullable(),
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
