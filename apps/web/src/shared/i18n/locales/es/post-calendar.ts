import type { postCalendar as en } from '../../post-calendar';
import type { Translated } from '../../translated';

/** Scheduled posts on a brand's calendar (ui.postCalendar; docs/product.md#publishing). */
export const postCalendar: Translated<typeof en> = {
  channelAtRisk: 'Primero vuelve a conectar su canal',
  /** A library asset of the post may not go out at its time (docs/product.md#asset-library). */
  assetRightsShort: 'Derechos del recurso',
  assetRights: {
    expired: 'Los derechos de «{name}» terminan antes',
    network: '«{name}» no tiene licencia para esta red',
  },
  states: {
    scheduled: 'Programada',
    publishing: 'Publicándose',
    published: 'Publicada',
    failed: 'Fallida',
    needs_attention: 'Requiere atención',
    handed_off: 'Enviada al teléfono',
  },
  /** An event's accessible name: the time, the network and account, the state, the post. */
  event: '{time} {network} ({handle}), {state}: {title}',
  liveAt: 'en línea en {host}',
  loadError: 'No se pudieron cargar las publicaciones programadas de este periodo.',
  moveFailed: 'No se pudo mover la publicación al {date}: {reason}',
  changed:
    'Esta publicación cambió mientras tanto (empezó a publicarse o alguien la movió). El calendario la muestra ahora tal como está.',
};
