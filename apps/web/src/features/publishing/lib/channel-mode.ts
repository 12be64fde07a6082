import type { ChannelMode, ChannelNetwork } from '@expertos/domain/publishing/handoff';
import { isHandoffNetwork, isPublishingNetwork } from '@expertos/domain/publishing/handoff';

/** A channel as the composer knows it: its network, and how its posts go out when said. */
export type ChannelRef = ChannelNetwork | { network: ChannelNetwork; mode?: ChannelMode };

/**
 * Whether a channel's posts go to a phone: said by the channel (Instagram is either, by how it
 * was connected); a bare network is a hand-off one when the engine has no adapter for it.
 */
export function isHandoffChannel(channel: ChannelRef): boolean {
  if (typeof channel !== 'string' && channel.mode) return channel.mode === 'handoff';
  const network = typeof channel === 'string' ? channel : channel.network;
  return isHandoffNetwork(network) && !isPublishingNetwork(network);
}

export const networkOf = (channel: ChannelRef): ChannelNetwork =>
  typeof channel === 'string' ? channel : channel.network;
