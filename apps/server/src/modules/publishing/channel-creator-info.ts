import type { CreatorInfo } from '@expertos/domain/publishing/channel.schema';
import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { AppError } from '../../platform/errors.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelsRepository } from './channels.repository.js';
import { type NetworkAdapter, NetworkError } from './networks/network.js';

/**
 * What a channel's account may post now, as the network says it (TikTok's creator info): the
 * composer offers only these privacy levels and interactions, as TikTok's audit rules ask, and
 * reads them afresh each time. 404 for a network without it.
 */
export function createChannelCreatorInfo(deps: {
  channels: ChannelsRepository;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  tokens: Pick<ChannelTokens, 'fresh'>;
}) {
  return async (projectId: string, channelId: string): Promise<CreatorInfo> => {
    const row = await deps.channels.find(channelId);
    if (!row || row.project_id !== projectId || row.state !== 'connected' || row.mode !== 'api')
      throw new AppError('not_found');
    const adapter = isPublishingNetwork(row.network) ? deps.adapters[row.network] : undefined;
    if (!adapter?.creatorInfo) throw new AppError('not_found');
    try {
      const info = await adapter.creatorInfo(await deps.tokens.fresh(row, adapter));
      return {
        username: info.username,
        nickname: info.nickname,
        privacy_levels: info.privacyLevels,
        comment_disabled: info.commentDisabled,
        duet_disabled: info.duetDisabled,
        stitch_disabled: info.stitchDisabled,
        max_video_seconds: info.maxVideoSeconds,
      };
    } catch (error) {
      if (error instanceof NetworkError)
        throw new AppError('publishing_network_unavailable', { cause: error });
      throw error;
    }
  };
}
