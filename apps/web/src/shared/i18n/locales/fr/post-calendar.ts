import type { postCalendar as en } from '../../post-calendar';
import type { Translated } from '../../translated';

/** French texts of scheduled posts on a brand's calendar (ui.postCalendar). */
export const postCalendar: Translated<typeof en> = {
  channelAtRisk: 'Reconnectez d’abord son canal',
  /** A library asset of the post may not go out at its time. */
  assetRightsShort: 'Droits des médias',
  assetRights: {
    expired: 'Les droits de « {name} » expirent avant',
    network: '« {name} » n’est pas sous licence pour ce réseau',
  },
  states: {
    scheduled: 'Programmée',
    publishing: 'Publication en cours',
    published: 'Publiée',
    failed: 'Échec',
    needs_attention: 'À vérifier',
    handed_off: 'Envoyée au téléphone',
  },
  /** An event's accessible name: the time, the network and account, the state, the post. */
  event: '{time} {network} ({handle}), {state} : {title}',
  liveAt: 'en ligne sur {host}',
  loadError: 'Impossible de charger les publications programmées de cette période.',
  moveFailed: 'Impossible de déplacer la publication au {date} : {reason}',
  changed:
    'Cette publication a changé entre-temps (sa diffusion a commencé, ou quelqu’un d’autre l’a déplacée). Le calendrier l’affiche maintenant telle qu’elle est.',
};
