import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import type { ChannelNews } from './channel-news.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelsRepository } from './channels.repository.js';
import { type AccountDay, type NetworkAdapter, NetworkError, type PostInsights } from './networks/network.js';
import type { SettingsRepository } from './settings.repository.js';

/**
 * The publishing module's narrow read for the analytics module (docs/architecture.md#analytics):
 * the results of posts published through a channel, read as the channel's account. The
 * credentials never leave this module; analytics names the channel and the posts, and gets
 * figures or a plain answer of why not.
 */
export type InsightsAnswer<T> =
  | { ok: true; value: T }
  /** The network asks to wait (throttled, out of quota): ask again after `retryAfterMs`. */
  | { ok: false; kind: 'later'; retryAfterMs: number; reason: string }
  /** The account must be reconnected (token or permission gone): the channel says so now. */
  | { ok: false; kind: 'reconnect'; reason: string }
  /** The network refuses this read for good (not these posts, not this account's permission). */
  | { ok: false; kind: 'refused'; reason: string }
  /** The channel is disconnected or gone, its network not set up, or the network gives no figures. */
  | { ok: false; kind: 'unreadable'; reason: string };

/** How long to wait after a passing failure the network did not time. */
const DEFAULT_WAIT_MS = 15 * 60_000;

export function createPostInsights(deps: {
  channels: Pick<ChannelsRepository, 'find' | 'access' | 'renew' | 'needsReconnecting' | 'ofBrand'>;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  tokens: Pick<ChannelTokens, 'fresh' | 'renew'>;
  settings: Pick<SettingsRepository, 'of'>;
  channelNews?: Pick<ChannelNews, 'needsReconnecting'>;
  now: () => Date;
}) {
  /** The channel and its adapter, when its figures can be read now. */
  async function readable(channelId: string) {
    const channel = await deps.channels.find(channelId);
    if (!channel || channel.state === 'disconnected' || !isPublishingNetwork(channel.network))
      return {
        ok: false as const,
        kind: 'unreadable' as const,
        reason: 'The channel is no longer connected.',
      };
    const adapter = deps.adapters[channel.network];
    if (!adapter)
      return {
        ok: false as const,
        kind: 'unreadable' as const,
        reason: 'The network is no longer set up on this server.',
      };
    if (channel.state === 'needs_reconnecting')
      return {
        ok: false as const,
        kind: 'reconnect' as const,
        reason: channel.state_reason ?? 'The account must be reconnected.',
      };
    return { ok: true as const, channel, adapter };
  }

  async function ask<T>(
    channelId: string,
    read: (
      adapter: NetworkAdapter,
    ) => ((access: Parameters<NonNullable<NetworkAdapter['insights']>>[0]) => Promise<T>) | null,
  ): Promise<InsightsAnswer<T>> {
    const found = await readable(channelId);
    if (!found.ok) return found;
    const { channel, adapter } = found;
    const call = read(adapter);
    if (!call) return { ok: false, kind: 'unreadable', reason: 'This network gives no figures here.' };
    try {
      const access = {
        ...(await deps.tokens.fresh(channel, adapter)),
        renew: () => deps.tokens.renew(channel, adapter),
      };
      return { ok: true, value: await call(access) };
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      if (error.kind === 'reconnect') {
        const at = deps.now().toISOString();
        if (deps.channelNews) await deps.channelNews.needsReconnecting(channel, error.message, at);
        else await deps.channels.needsReconnecting(channel.id, error.message, at);
        return { ok: false, kind: 'reconnect', reason: error.message };
      }
      // A refusal for good: those figures are unavailable (collect.ts finds the post refused).
      if (error.kind === 'permanent') return { ok: false, kind: 'refused', reason: error.message };
      return {
        ok: false,
        kind: 'later',
        retryAfterMs: error.options.retryAfterMs ?? DEFAULT_WAIT_MS,
        reason: error.message,
      };
    }
  }

  return {
    /** How many posts one read takes on the channel's network (1 when unknown). */
    async batchOf(channelId: string): Promise<number> {
      const found = await readable(channelId);
      return found.ok ? Math.max(1, found.adapter.insightsBatch ?? 1) : 1;
    },

    /** Whether the channel's figures can be read now: `ok`, or why not. */
    async state(channelId: string): Promise<'ok' | 'reconnect' | 'unreadable'> {
      const found = await readable(channelId);
      if (!found.ok) return found.kind;
      return found.adapter.insights ? 'ok' : 'unreadable';
    },

    /** The posts' figures now, read as the channel's account (at most `batchOf` ids). */
    insights(channelId: string, remoteIds: readonly string[]): Promise<InsightsAnswer<PostInsights[]>> {
      return ask(channelId, (adapter) =>
        adapter.insights ? (access) => adapter.insights!(access, remoteIds) : null,
      );
    },

    /** The account's followers today. */
    accountDay(channelId: string): Promise<InsightsAnswer<AccountDay>> {
      return ask(channelId, (adapter) =>
        adapter.accountDay ? (access) => adapter.accountDay!(access) : null,
      );
    },

    /** The brand's channels' names (disconnected ones too: their posts' results stay), for results. */
    async accounts(projectId: string): Promise<{ id: string; network: string; name: string }[]> {
      const rows = await deps.channels.ofBrand(projectId, undefined, true);
      return rows.map((row) => ({ id: row.id, network: row.network, name: row.display_name ?? row.handle }));
    },

    /** The brand's time zone (its publishing settings), for its account's days. */
    async timeZone(projectId: string): Promise<string> {
      return (await deps.settings.of(projectId)).time_zone;
    },
  };
}
export type PostInsightsReader = ReturnType<typeof createPostInsights>;
