import type { ChannelRow, ChannelsRepository } from './channels.repository.js';
import { type ChannelAccess, type NetworkAdapter, NetworkError } from './networks/network.js';

/** A token this close to its end is renewed before it is used (a long upload outlives a few minutes). */
export const REFRESH_AHEAD_MS = 15 * 60_000;

/**
 * A channel's credentials, fresh (docs/architecture.md#publishing): an OAuth access token near
 * its end is refreshed and sealed again before a call, so a post never fails on a token the
 * network would have renewed. Networks that rotate refresh tokens (X, TikTok) spend one per
 * refresh: when two runs refresh together and ours is refused, the other run's is read back.
 */
export function createChannelTokens(deps: { channels: ChannelsRepository; now: () => Date }) {
  const { channels, now } = deps;

  async function renew(
    row: ChannelRow,
    adapter: NetworkAdapter,
    access: ChannelAccess,
  ): Promise<ChannelAccess> {
    if (!adapter.refresh) return access;
    try {
      const next = await adapter.refresh(access);
      await channels.renew(row.id, next, now().toISOString());
      return { ...access, credentials: next.credentials };
    } catch (error) {
      if (!(error instanceof NetworkError) || error.kind !== 'reconnect') throw error;
      const again = await channels.find(row.id);
      if (again && again.state === 'connected' && again.token_expires_at !== row.token_expires_at)
        return channels.access(again);
      throw error;
    }
  }

  return {
    /** The channel's access, its token renewed first when it ends within REFRESH_AHEAD_MS. */
    async fresh(row: ChannelRow, adapter: NetworkAdapter): Promise<ChannelAccess> {
      const access = channels.access(row);
      if (!adapter.refresh || !row.token_expires_at) return access;
      if (new Date(row.token_expires_at).getTime() - now().getTime() > REFRESH_AHEAD_MS) return access;
      return renew(row, adapter, access);
    },
    /** Renewed now, whatever its end (the daily token health). */
    renew: (row: ChannelRow, adapter: NetworkAdapter) => renew(row, adapter, channels.access(row)),
  };
}
export type ChannelTokens = ReturnType<typeof createChannelTokens>;
