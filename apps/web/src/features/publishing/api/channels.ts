import {
  accountChoicesSchema,
  authorizeSchema,
  type ConnectBlueskyInput,
  channelBoardListSchema,
  creatorInfoSchema,
  mastodonAuthorizeSchema,
  type PublishingChannel,
  publishingChannelListSchema,
  publishingChannelSchema,
  publishingLimitSchema,
  publishingNetworkListSchema,
} from '@expertos/domain/publishing/channel.schema';
import type { HandoffNetwork } from '@expertos/domain/publishing/handoff';
import type { AppNetwork } from '@expertos/domain/publishing/limits';
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

export const fetchNetworks = (projectUid: string, signal?: AbortSignal) =>
  api.get(`/projects/${encodeURIComponent(projectUid)}/publishing/networks`, {
    schema: publishingNetworkListSchema,
    signal,
  });
export const fetchLimit = (projectUid: string, channelUid: string, signal?: AbortSignal) =>
  api.get(`${channelsPath(projectUid)}/${encodeURIComponent(channelUid)}/limit`, {
    schema: publishingLimitSchema,
    signal,
  });
export const fetchCreatorInfo = (projectUid: string, channelUid: string, signal?: AbortSignal) =>
  api.get(`${channelsPath(projectUid)}/${encodeURIComponent(channelUid)}/creator-info`, {
    schema: creatorInfoSchema,
    signal,
  });
export const fetchBoards = (projectUid: string, channelUid: string, signal?: AbortSignal) =>
  api.get(`${channelsPath(projectUid)}/${encodeURIComponent(channelUid)}/boards`, {
    schema: channelBoardListSchema,
    signal,
  });

/** `GET …/publishing/networks`: which networks this server has the team's app for. */
export const networksQueryOptions = (projectUid: string) =>
  queryOptions({
    queryKey: ['projects', projectUid, 'publishing', 'networks'] as const,
    queryFn: ({ signal }) => channelsApi.fetchNetworks(projectUid, signal),
    staleTime: 5 * 60_000,
  });

/** `POST …/channels/oauth/{network}`: the network's page where the person lets the team's app post. */
export async function startOAuthConnect(projectUid: string, network: AppNetwork): Promise<string> {
  const reply = await api.post(`${channelsPath(projectUid)}/oauth/${network}`, { schema: authorizeSchema });
  return reply.authorize_url;
}

const choicePath = (projectUid: string, choice: string) =>
  `/projects/${encodeURIComponent(projectUid)}/publishing/connect-choices/${encodeURIComponent(choice)}`;

/** `GET …/connect-choices/{choice}`: the accounts a login may publish as. */
export const fetchChoices = (projectUid: string, choice: string, signal?: AbortSignal) =>
  api.get(choicePath(projectUid, choice), { schema: accountChoicesSchema, signal });

/** `POST …/connect-choices/{choice}`: the account picked becomes the brand's channel. */
export const chooseAccount = (projectUid: string, choice: string, accountId: string) =>
  api.post(choicePath(projectUid, choice), {
    body: { account_id: accountId },
    schema: publishingChannelSchema,
  });

/** `GET …/channels/{id}/limit`: the network's rolling publishing limit, as used (Instagram). */
export const limitQueryOptions = (projectUid: string, channelUid: string) =>
  queryOptions({
    queryKey: ['projects', projectUid, 'publishing', 'channels', channelUid, 'limit'] as const,
    queryFn: ({ signal }) => channelsApi.fetchLimit(projectUid, channelUid, signal),
    staleTime: 60_000,
    retry: false,
  });

/** `GET …/channels/{id}/creator-info`: what the TikTok account may post now (asked before every post). */
export const creatorInfoQueryOptions = (projectUid: string, channelUid: string) =>
  queryOptions({
    queryKey: ['projects', projectUid, 'publishing', 'channels', channelUid, 'creator-info'] as const,
    queryFn: ({ signal }) => channelsApi.fetchCreatorInfo(projectUid, channelUid, signal),
    staleTime: 60_000,
    retry: false,
  });

/** `GET …/channels/{id}/boards`: the boards the Pinterest account may pin to (a Pin needs one). */
export const boardsQueryOptions = (projectUid: string, channelUid: string) =>
  queryOptions({
    queryKey: ['projects', projectUid, 'publishing', 'channels', channelUid, 'boards'] as const,
    queryFn: ({ signal }) => channelsApi.fetchBoards(projectUid, channelUid, signal),
    staleTime: 60_000,
    retry: false,
  });

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
