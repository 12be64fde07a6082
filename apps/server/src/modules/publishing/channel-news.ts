import { HANDOFF_APPS, isHandoffNetwork } from '@expertos/domain/publishing/handoff';
import type { Db } from '../../db/database.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { ChannelRow, ChannelsRepository } from './channels.repository.js';

/** A channel as its notice names it: "Instagram @acme", "Bluesky acme.bsky.social". */
export function accountLabel(row: Pick<ChannelRow, 'network' | 'handle'>): string {
  const network = isHandoffNetwork(row.network)
    ? HANDOFF_APPS[row.network].name
    : row.network === 'bluesky'
      ? 'Bluesky'
      : 'Mastodon';
  return `${network} ${row.handle}`;
}

/**
 * A channel marked *needs reconnecting*, with the notice to its brand's admins
 * (`channel.needs_reconnecting`) raised in the same transaction as the mark.
 */
export function createChannelNews(deps: { db: Db; channels: ChannelsRepository; events: EventBus }) {
  return {
    async needsReconnecting(row: ChannelRow, reason: string, at: string): Promise<void> {
      await deps.db.transaction().execute(async (trx: Db) => {
        await deps.channels.needsReconnecting(row.id, reason, at, trx);
        await deps.events.emit(trx, 'channel.needs_reconnecting', {
          workspaceId: row.workspace_id,
          projectId: row.project_id,
          channelId: row.id,
          account: accountLabel(row),
          reason,
          at,
        });
      });
    },
    /** The notice alone: the channel still works, but its sign-in ends within days. */
    async endingSoon(row: ChannelRow, reason: string, at: string): Promise<void> {
      await deps.db.transaction().execute(async (trx: Db) => {
        await deps.events.emit(trx, 'channel.needs_reconnecting', {
          workspaceId: row.workspace_id,
          projectId: row.project_id,
          channelId: row.id,
          account: accountLabel(row),
          reason,
          at,
        });
      });
    },
  };
}
export type ChannelNews = ReturnType<typeof createChannelNews>;
