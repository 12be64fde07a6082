import type { social as en } from '../../social';
import type { Translated } from '../../translated';

/** Instagram and YouTube import (features/social; docs/product.md#instagram-and-youtube-import). */
export const social: Translated<typeof en> = {
  title: 'Cuentas conectadas',
  connect: 'Conectar {provider}',
  reconnect: 'Volver a conectar {provider}',
  disconnect: 'Desconectar',
  notConfigured:
    'Aquí aún no se puede conectar {provider}: el administrador tiene que configurarlo en el servidor.',
  notConnected:
    'Sin conectar. Al conectarla se rellena el perfil de la marca y se importan sus publicaciones al Feed.',
  connectedAs: 'Conectada como {name}',
  connectedBadge: 'Conectada',
  reconnectBadge: 'Hay que volver a conectarla',
  needsReconnect: '{provider} ya no acepta esta conexión. Vuelve a conectarla para seguir importando.',
  followers: 'Seguidores',
  posts: 'Publicaciones',
  imported: 'Importadas al Feed',
  lastImport: 'Última importación: {date}',
  importNew: 'Importar publicaciones nuevas',
  importing: 'Importando publicaciones…',
  importProgress: '{done} de {total} publicaciones',
  importProgressUnknown: '{done} publicaciones hasta ahora',
  importDone: 'Importación terminada',
  importFailed: 'La importación se detuvo: {error}',
  connectedOk: '{provider} está conectado. Se están importando sus publicaciones.',
  adminOnly: 'Solo los administradores de la marca pueden conectar cuentas.',
  analyticsTitle: 'Cifras de Instagram',
  analyticsEmpty: 'Conecta Instagram para ver aquí sus cifras.',
  reach: 'Alcance (último día)',
  postReach: 'Alcance',
  engagement: 'Tasa de interacción',
  recentEngagement: 'Interacción de las publicaciones recientes',
  recentEngagementHint: 'Me gusta y comentarios por publicación, de la más antigua a la más reciente',
  likes: 'Me gusta',
  comments: 'Comentarios',
  views: 'Visualizaciones',
  makeTicket: 'Crear un ticket de publicación',
  ticketMade: 'Ticket de publicación #{id} creado',
  useAsSample: 'Usar como ejemplo de voz',
  sampleAdded: 'Añadida a la voz «{name}»',
};
