import type { calendar as en } from '../../calendar';
import type { Translated } from '../../translated';

/** The calendar feeds' texts (ui.calendar; docs/product.md#calendar-feeds). */
export const calendar: Translated<typeof en> = {
  personTitle: 'Suscripción de calendario',
  personIntro:
    'Las fechas límite, de grabación y de publicación de tus tickets y tus recordatorios, en cualquier app de calendario (Google Calendar, Apple Calendar, Outlook). La dirección es privada: quien la tenga ve estos tickets.',
  brandTitle: 'Suscripción de calendario de esta marca',
  brandIntro:
    'Las fechas límite, de grabación y de publicación de la marca, en cualquier app de calendario, sin conectar una cuenta de Google. La dirección es privada: quien la tenga ve estos tickets.',
  create: 'Obtener la dirección del calendario',
  address: 'Dirección del calendario',
  copy: 'Copiar',
  copied: 'Copiado',
  howTo:
    'En tu app de calendario, elige «Suscribirse a un calendario» (o «Desde URL») y pega esta dirección. Los cambios aparecen en menos de una hora.',
  revoke: 'Desactivar esta dirección',
  revokeTitle: '¿Desactivar esta dirección de calendario?',
  revokeMessage:
    'Los calendarios suscritos a ella dejan de actualizarse al momento. Después puedes crear una dirección nueva.',
  revoked: 'La dirección del calendario ya no funciona.',
  /** Google Calendar, connected per person (docs/product.md#integrations). */
  google: {
    title: 'Google Calendar',
    intro:
      'Los tickets asignados a ti aparecen en tu propio Google Calendar como eventos de todo el día en su fecha límite (las publicaciones, en su fecha de publicación o de grabación) y siguen cada cambio.',
    unavailable:
      'Este servidor no tiene una app de Google, así que aquí no se puede conectar Google Calendar. Pide a quien lo administra que configure una.',
    connect: 'Conectar Google Calendar',
    reconnect: 'Volver a conectar',
    connectedAs: 'Conectado como {email}',
    connectedAccount: 'Conectado a Google',
    calendar: 'Calendario para tus tickets',
    calendarHelp: 'Solo aparecen los calendarios en los que puedes añadir eventos.',
    primary: '{name} (calendario principal)',
    chosen: 'Ahora tus tickets van a {name}.',
    connected: 'Google Calendar está conectado.',
    broken:
      'Google ya no acepta esta conexión (se quitó el acceso o caducó). Vuelve a conectarlo para mantener tu calendario al día.',
    lastError: 'La última actualización falló ({at}): {message}',
    disconnect: 'Desconectar',
    disconnectTitle: '¿Desconectar Google Calendar?',
    disconnectMessage:
      'Los cambios nuevos dejan de llegar a tu calendario y termina el acceso de la app a tu cuenta de Google. Los eventos que ya están allí se quedan.',
    disconnected: 'Google Calendar está desconectado.',
    ticketTitle: 'Google Calendar',
    ticketIn: 'En el Google Calendar de {email}.',
    ticketInSomeone: 'En el Google Calendar de la persona asignada.',
    ticketHint:
      'Mientras esté allí, el ticket conserva su persona asignada. Quítalo del calendario para dárselo a otra persona.',
    open: 'Abrir en Google Calendar',
    remove: 'Quitar del calendario',
    removed: 'El evento se está quitando del calendario. Ya puedes cambiar la persona asignada.',
  },
};
