import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import {
  IconBrandBluesky,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMastodon,
  IconBrandPinterest,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandX,
  IconBrandYoutube,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

const ICONS: Record<ChannelNetwork, ComponentType<IconProps>> = {
  bluesky: IconBrandBluesky,
  mastodon: IconBrandMastodon,
  instagram: IconBrandInstagram,
  tiktok: IconBrandTiktok,
  linkedin: IconBrandLinkedin,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  threads: IconBrandThreads,
  youtube: IconBrandYoutube,
  pinterest: IconBrandPinterest,
};

/** A network's mark; decorative, since its name is always said beside it or in the label. */
export function NetworkIcon({ network, size = 14 }: { network: ChannelNetwork; size?: number }) {
  const Icon = ICONS[network];
  return <Icon size={size} aria-hidden className="post-network-icon" />;
}
