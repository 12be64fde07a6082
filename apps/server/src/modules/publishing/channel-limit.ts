import type { PublishingLimit } from '@expertos/domain/publishing/channel.schema';
import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { YOUTUBE_LIMITS } from '@expertos/domain/publishing/youtube';
import { AppError } from '../../platform/errors.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelsRepository } from './channels.repository.js';
import { type NetworkAdapter, NetworkError } from './networks/network.js';
import { untilMidnightPacific } from './networks/youtube/youtube-errors.js';
import type { PublicationsRepository } from './publications.repository.js';

/**
 * A channel's rolling publishing limit as the network reports it (Instagram: posts in 24 hours),
 * for the composer to say before a post is scheduled beyond it; YouTube's daily quota units as
 * this server used them. 404 for a network without one.
 */
export function createChannelLimit(deps: {
  channels: ChannelsRepository;
  publications: Pick<PublicationsRepository, 'publishedOnNetworkSince'>;
  now: () => Date;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  tokens: Pick<ChannelTokens, 'fresh'>;
}) {
  return async (projectId: string, channelId: string): Promise<PublishingLimit> => {
    const row = await deps.channels.find(channelId);
    if (!row || row.project_id !== projectId || row.state !== 'connected' || row.mode !== 'api')
      throw new AppError('not_found');
    const adapter = isPublishingNetwork(row.network) ? deps.adapters[row.network] : undefined;
    if (adapter && row.network === 'youtube') {
      // YouTube reports no units used: counted from the uploads that went out since its day
      // began (midnight Pacific), on every channel of the server's one Google project.
      const now = deps.now();
      const since = new Date(now.getTime() + untilMidnightPacific(now) - 86_400_000).toISOString();
      const uploads = await deps.publications.publishedOnNetworkSince('youtube', since);
      return {
        used: uploads * YOUTUBE_LIMITS.uploadUnits,
        total: YOUTUBE_LIMITS.dailyUnits,
        window_hours: 24,
      };
    }
    if (!adapter?.quota) throw new AppError('not_found');
    try {
      const quota = await adapter.quota(await deps.tokens.fresh(row, adapter));
      return { used: quota.used, total: quota.total, window_hours: quota.windowHours };
    } catch (error) {
      if (error instanceof NetworkError)
        throw new AppError('publishing_network_unavailable', { cause: error });
      throw error;
    }
  };
}
