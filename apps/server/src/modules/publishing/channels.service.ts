import { randomUUID } from 'node:crypto';
import type {
  ConnectBlueskyInput,
  ConnectHandoffInput,
  PublishingChannel,
} from '@expertos/domain/publishing/channel.schema';
import type { ChannelMode } from '@expertos/domain/publishing/handoff';
import type { MastodonLimits, PublishingNetwork } from '@expertos/domain/publishing/limits';
import { CHANNEL_RENEW_WARNING_DAYS, PUBLICATION_WORDS } from '@expertos/domain/publishing/publication';
import type { Db } from '../../db/database.js';
import { fromDbJson } from '../../db/portable.js';
import { AppError } from '../../platform/errors.js';
import type { ChannelRow, ChannelsRepository } from './channels.repository.js';
import type { ConnectedAccount } from './networks/network.js';
import { NetworkError } from './networks/network.js';

export interface ChannelsServiceDeps {
  db: Db;
  channels: ChannelsRepository;
  /** Signs in to Bluesky with the handle and app password (networks/bluesky/bluesky-connect.ts). */
  connectBluesky(input: {
    host?: string;
    identifier: string;
    appPassword: string;
  }): Promise<ConnectedAccount>;
  now: () => Date;
  /** A channel connected or reconnected to publish through the engine (its daily token health). */
  onConnected?(row: ChannelRow): Promise<void>;
  /** Before a channel's credentials go: the posts its network holds for a time ahead, taken back. */
  release?(channelId: string): Promise<void>;
}

/** A brand and who is connecting, as the guard found them. */
export interface BrandPlace {
  workspaceId: string;
  projectId: string;
  memberId: string;
}

export function toChannel(row: ChannelRow, now: Date = new Date()): PublishingChannel {
  // A sign-in the network does not renew reads as needing reconnecting a week before it ends,
  // while it still works (docs/product.md#publishing).
  const ending =
    row.state === 'connected' &&
    row.renewable_until !== null &&
    Date.parse(row.renewable_until) - now.getTime() <= CHANNEL_RENEW_WARNING_DAYS * 86_400_000;
  return {
    uid: row.id,
    network: row.network,
    mode: row.mode ?? 'api',
    host: row.host,
    handle: row.handle,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    // A disconnected channel is never listed; the ticket's publications name it as they were.
    state: row.state === 'disconnected' || ending ? 'needs_reconnecting' : row.state,
    state_reason: ending ? PUBLICATION_WORDS.signInEnds(row.renewable_until as string) : row.state_reason,
    limits:
      row.network === 'mastodon' && row.limits ? fromDbJson<MastodonLimits | null>(row.limits, null) : null,
    created_at: row.created_at,
  };
}

/**
 * A brand's publishing channels (docs/product.md#publishing): brand admins connect and
 * disconnect them; the brand's members see them. The network is asked before anything is kept,
 * and what it refused is said in its words.
 */
export function createChannelsService({
  channels,
  connectBluesky,
  onConnected,
  release,
  now,
}: ChannelsServiceDeps) {
  /** The account the network answered, kept for the brand; reconnecting an account renews it. */
  async function keep(
    place: BrandPlace,
    network: ChannelRow['network'],
    account: ConnectedAccount,
    mode: ChannelMode = 'api',
  ) {
    const at = now().toISOString();
    const existing = await channels.findAccount(place.projectId, network, account.host, account.accountId);
    if (existing && existing.state === 'connected') throw new AppError('publishing_channel_taken');
    const id = existing?.id ?? randomUUID();
    const row: ChannelRow = {
      id,
      workspace_id: place.workspaceId,
      project_id: place.projectId,
      network,
      mode,
      host: account.host,
      account_id: account.accountId,
      handle: account.handle,
      display_name: account.displayName,
      avatar_url: account.avatarUrl,
      credentials: channels.seal(id, account.credentials),
      limits: account.limits ? JSON.stringify(account.limits) : null,
      state: 'connected',
      state_reason: null,
      token_expires_at: account.tokenExpiresAt ?? null,
      renewable_until: account.renewableUntil ?? null,
      created_by: existing?.created_by ?? place.memberId,
      created_at: existing?.created_at ?? at,
      updated_at: at,
    };
    await channels.save(row);
    if (mode === 'api') await onConnected?.(row);
    return toChannel(row, now());
  }

  return {
    list: async (projectId: string) =>
      (await channels.ofBrand(projectId)).map((row) => toChannel(row, now())),

    async connectBluesky(place: BrandPlace, input: ConnectBlueskyInput): Promise<PublishingChannel> {
      let account: ConnectedAccount;
      try {
        account = await connectBluesky({
          host: input.host,
          identifier: input.identifier,
          appPassword: input.app_password,
        });
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        // No answer at all (a server name that resolves to nothing, a refused connection): most
        // likely a mistyped address, which the person can mend.
        if (error.kind === 'transient' && error.options.code === 'network')
          throw new AppError('publishing_host_unreachable', { cause: error });
        if (error.kind === 'transient')
          throw new AppError('publishing_network_unavailable', { cause: error });
        throw new AppError('publishing_account_refused', { message: error.message, cause: error });
      }
      return keep(place, 'bluesky', account);
    },

    /** A Mastodon account the instance approved (mastodon-connect.service.ts). */
    connectMastodon: (place: BrandPlace, account: ConnectedAccount) => keep(place, 'mastodon', account),

    /** An account a network approved through the team's developer app (oauth-connect.service.ts). */
    connectOAuth: (place: BrandPlace, network: PublishingNetwork, account: ConnectedAccount) =>
      keep(place, network, account),

    /**
     * A phone hand-off channel: an account on a network the engine cannot post to, named by
     * its handle; its posts go to a person's phone at their time. No credentials.
     */
    async connectHandoff(place: BrandPlace, input: ConnectHandoffInput): Promise<PublishingChannel> {
      const handle = input.handle.trim();
      return keep(
        place,
        input.network,
        {
          host: '',
          accountId: handle.replace(/^@/, '').toLowerCase(),
          handle,
          displayName: null,
          avatarUrl: null,
          credentials: {},
        },
        'handoff',
      );
    },

    async remove(projectId: string, channelId: string): Promise<void> {
      const row = await channels.find(channelId);
      if (!row || row.project_id !== projectId || row.state === 'disconnected')
        throw new AppError('not_found');
      await release?.(channelId);
      if (!(await channels.remove(projectId, channelId, now().toISOString())))
        throw new AppError('not_found');
    },
  };
}
export type ChannelsService = ReturnType<typeof createChannelsService>;
