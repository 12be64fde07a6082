import type { ChannelBoard } from '@expertos/domain/publishing/channel.schema';
import { isPublishingNetwork } from '@expertos/domain/publishing/handoff';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { AppError } from '../../platform/errors.js';
import type { ChannelTokens } from './channel-tokens.js';
import type { ChannelsRepository } from './channels.repository.js';
import { type NetworkAdapter, NetworkError } from './networks/network.js';

/**
 * The boards a channel's account may pin to, as Pinterest says them: a Pin needs one, and the
 * composer offers these to choose from, read afresh each time (a board made or deleted on
 * Pinterest shows at once). 404 for a network without boards.
 */
export function createChannelBoards(deps: {
  channels: ChannelsRepository;
  adapters: Partial<Record<PublishingNetwork, NetworkAdapter>>;
  tokens: Pick<ChannelTokens, 'fresh'>;
}) {
  return async (projectId: string, channelId: string): Promise<ChannelBoard[]> => {
    const row = await deps.channels.find(channelId);
    if (!row || row.project_id !== projectId || row.state !== 'connected' || row.mode !== 'api')
      throw new AppError('not_found');
    const adapter = isPublishingNetwork(row.network) ? deps.adapters[row.network] : undefined;
    if (!adapter?.boards) throw new AppError('not_found');
    try {
      const boards = await adapter.boards(await deps.tokens.fresh(row, adapter));
      return boards.map((board) => ({ id: board.id, name: board.name, privacy: board.privacy }));
    } catch (error) {
      if (error instanceof NetworkError)
        throw new AppError('publishing_network_unavailable', { cause: error });
      throw error;
    }
  };
}
