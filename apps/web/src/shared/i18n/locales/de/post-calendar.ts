import type { postCalendar as en } from '../../post-calendar';
import type { Translated } from '../../translated';

/** Scheduled posts on a brand's calendar (ui.postCalendar; docs/product.md#publishing). */
export const postCalendar: Translated<typeof en> = {
  channelAtRisk: 'Verbinden Sie zuerst seinen Kanal neu',
  /** A library asset of the post may not go out at its time (docs/product.md#asset-library). */
  assetRightsShort: 'Medienrechte',
  assetRights: {
    expired: 'Die Rechte an „{name}“ enden vorher',
    network: '„{name}“ ist für dieses Netzwerk nicht lizenziert',
  },
  states: {
    scheduled: 'Geplant',
    publishing: 'Wird veröffentlicht',
    published: 'Veröffentlicht',
    failed: 'Fehlgeschlagen',
    needs_attention: 'Erfordert Aufmerksamkeit',
    handed_off: 'Ans Smartphone gesendet',
  },
  /** An event's accessible name: the time, the network and account, the state, the post. */
  event: '{time} {network} ({handle}), {state}: {title}',
  liveAt: 'live auf {host}',
  loadError: 'Die geplanten Beiträge dieses Zeitraums konnten nicht geladen werden.',
  moveFailed: 'Der Beitrag konnte nicht auf den {date} verschoben werden: {reason}',
  changed:
    'Dieser Beitrag wurde inzwischen geändert (die Veröffentlichung hat begonnen, oder jemand anderes hat ihn verschoben). Der Kalender zeigt ihn jetzt im aktuellen Stand.',
};
