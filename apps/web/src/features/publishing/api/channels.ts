import {
  type ConnectBlueskyInput,
  mastodonAuthorizeSchema,
  type PublishingChannel,
  publishingChannelListSchema,
  publishingChannelSchema,
} from '@expertos/domain/publishing/channel.schema';
import type { HandoffNetwork } from '@expertos/domain/publishing/handoff';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(channelsApi, …)` answers the query too.
import * as channelsApi from './channels';

/**
 * A brand's publishing channels (docs/product.md#publishing). The typed client
 * (packages/api-client) has no publishing calls yet, so they are made here with the domain's
 * schemas, like the ticket's sends.
 */

const channelsPath = (projectUid: string) =>
  `/projects/${encodeURIComponent(projectUid)}/publishing/channels`;
const okSchema = z.object({ ok: z.literal(true) });

export const channelsQueryKey = (projectUid: string) =>
  ['projects', projectUid, 'publishing', 'channels'] as const;

/** `GET …/publishing/channels`. */
export function fetchChannels(projectUid: string, signal?: AbortSignal): Promise<PublishingChannel[]> {
  return api.get(channelsPath(projectUid), { schema: publishingChannelListSchema, signal });
}

export function channelsQueryOptions(projectUid: string) {
  return queryOptions<PublishingChannel[]>({
    queryKey: channelsQueryKey(projectUid),
    queryFn: ({ signal }) => channelsApi.fetchChannels(projectUid, signal),
  });
}

/** `POST …/channels/bluesky`: checked with the account's server before it is kept. */
export function connectBluesky(projectUid: string, input: ConnectBlueskyInput): Promise<PublishingChannel> {
  return api.post(`${channelsPath(projectUid)}/bluesky`, { body: input, schema: publishingChannelSchema });
}

/** `POST …/channels/mastodon`: the instance's page where the person lets the app post. */
export async function startMastodonConnect(projectUid: string, instance: string): Promise<string> {
  const reply = await api.post(`${channelsPath(projectUid)}/mastodon`, {
    body: { instance },
    schema: mastodonAuthorizeSchema,
  });
  return reply.authorize_url;
}

/** `POST …/channels/handoff`: an account posted by hand from a phone. */
export function connectHandoff(
  projectUid: string,
  input: { network: HandoffNetwork; handle: string },
): Promise<PublishingChannel> {
  return api.post(`${channelsPath(projectUid)}/handoff`, { body: input, schema: publishingChannelSchema });
}

/** `DELETE …/channels/{id}`: its scheduled posts go with it. */
export async function disconnectChannel(projectUid: string, channelUid: string): Promise<void> {
  await api.delete(`${channelsPath(projectUid)}/${encodeURIComponent(channelUid)}`, { schema: okSchema });
}
