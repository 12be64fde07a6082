import '@/shared/i18n/parts/publishing';
import { type ChannelNetwork, HANDOFF_APPS, isHandoffNetwork } from '@expertos/domain/publishing/handoff';
import { Group, Text } from '@mantine/core';
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
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const ICONS: Record<ChannelNetwork, typeof IconBrandBluesky> = {
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

/** A network's name: the hand-off networks' from the domain, the engine's own from the texts. */
export function networkName(network: ChannelNetwork, t: TFunction): string {
  return isHandoffNetwork(network) ? HANDOFF_APPS[network].name : t(`ui.publishing.networks.${network}`);
}

/** A network's mark; decorative, since its name is always said beside it or in the label. */
export function NetworkIcon({
  network,
  size = 18,
  className,
}: {
  network: ChannelNetwork;
  size?: number;
  className?: string;
}) {
  const Icon = ICONS[network];
  return <Icon size={size} aria-hidden className={className} style={{ flexShrink: 0 }} />;
}

/** The network's icon and name, the name read by screen readers. */
export function NetworkMark({ network, size = 18 }: { network: ChannelNetwork; size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <NetworkIcon network={network} size={size} />
      <Text size="sm" fw={600}>
        {networkName(network, t)}
      </Text>
    </Group>
  );
}
