import { type ChannelNetwork, HANDOFF_APPS, isHandoffNetwork } from '@expertos/domain/publishing/handoff';
import type { TFunction } from 'i18next';

/** A network's name: the hand-off networks' from the domain, the engine's own from the texts. */
export function networkName(network: ChannelNetwork, t: TFunction): string {
  return isHandoffNetwork(network) ? HANDOFF_APPS[network].name : t(`ui.postCalendar.networks.${network}`);
}
