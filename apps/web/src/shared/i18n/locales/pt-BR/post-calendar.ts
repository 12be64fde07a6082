import type { postCalendar as en } from '../../post-calendar';
import type { Translated } from '../../translated';

/** Scheduled posts on a brand's calendar (ui.postCalendar), in Brazilian Portuguese. */
export const postCalendar: Translated<typeof en> = {
  channelAtRisk: 'Reconecte o canal primeiro',
  /** A library asset of the post may not go out at its time. */
  assetRightsShort: 'Direitos de mídia',
  assetRights: {
    expired: 'Os direitos de “{name}” terminam antes',
    network: '“{name}” não tem licença para esta rede',
  },
  states: {
    scheduled: 'Agendado',
    publishing: 'Publicando',
    published: 'Publicado',
    failed: 'Com falha',
    needs_attention: 'Precisa de atenção',
    handed_off: 'Enviado ao celular',
  },
  /** An event's accessible name: the time, the network and account, the state, the post. */
  event: '{time} {network} ({handle}), {state}: {title}',
  liveAt: 'no ar em {host}',
  loadError: 'Não foi possível carregar os posts agendados deste período.',
  moveFailed: 'Não foi possível mover o post para {date}: {reason}',
  changed:
    'Este post mudou enquanto isso (começou a ser publicado ou outra pessoa o moveu). O calendário agora mostra o post como ele está.',
};
