import { PUBLISHING_NETWORKS, type PublishingNetwork } from './limits';

/**
 * The phone hand-off (docs/product.md#publishing): for a network the engine cannot publish to
 * (no app of the team's own yet), the post is sent to the assignee's phone at its time, and
 * they post it by hand from the network's app and give back the live link.
 */
export const HANDOFF_NETWORKS = [
  'instagram',
  'tiktok',
  'linkedin',
  'x',
  'facebook',
  'threads',
  'youtube',
  'pinterest',
] as const;
export type HandoffNetwork = (typeof HANDOFF_NETWORKS)[number];

/** Every network a channel can be on: the engine's own, then the hand-off ones not among them. */
export const CHANNEL_NETWORKS = [
  ...PUBLISHING_NETWORKS,
  ...HANDOFF_NETWORKS.filter((network) => !(PUBLISHING_NETWORKS as readonly string[]).includes(network)),
] as unknown as readonly [PublishingNetwork | HandoffNetwork, ...(PublishingNetwork | HandoffNetwork)[]];
export type ChannelNetwork = PublishingNetwork | HandoffNetwork;

/** A network a phone hand-off channel can be on (some are engine networks too, on a server with their app). */
export function isHandoffNetwork(network: string): network is HandoffNetwork {
  return (HANDOFF_NETWORKS as readonly string[]).includes(network);
}

export function isPublishingNetwork(network: string): network is PublishingNetwork {
  return (PUBLISHING_NETWORKS as readonly string[]).includes(network);
}

/**
 * How a channel's posts go out: `api`, the engine publishes them; `handoff`, they go to a phone
 * at their time and a person posts them. Said by the channel, not its network: Instagram is
 * either, by how it was connected.
 */
export const CHANNEL_MODES = ['api', 'handoff'] as const;
export type ChannelMode = (typeof CHANNEL_MODES)[number];

/** Each hand-off network's name, and the address that opens its app (or its site) to post. */
export const HANDOFF_APPS: Record<HandoffNetwork, { name: string; open: string }> = {
  instagram: { name: 'Instagram', open: 'https://www.instagram.com/' },
  tiktok: { name: 'TikTok', open: 'https://www.tiktok.com/upload' },
  linkedin: { name: 'LinkedIn', open: 'https://www.linkedin.com/feed/' },
  x: { name: 'X', open: 'https://x.com/compose/post' },
  facebook: { name: 'Facebook', open: 'https://www.facebook.com/' },
  threads: { name: 'Threads', open: 'https://www.threads.net/' },
  youtube: { name: 'YouTube', open: 'https://studio.youtube.com/' },
  pinterest: { name: 'Pinterest', open: 'https://www.pinterest.com/pin-builder/' },
};

/** The app's hand-off screen of one publication (a push's link opens it). */
export const handoffUrl = (ticketId: string, publicationId: string) =>
  `/handoff/${ticketId}/${publicationId}`;
