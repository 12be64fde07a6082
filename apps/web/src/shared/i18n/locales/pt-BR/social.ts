import type { social as en } from '../../social';
import type { Translated } from '../../translated';

/** Instagram and YouTube import (features/social), in Brazilian Portuguese. */
export const social: Translated<typeof en> = {
  title: 'Contas conectadas',
  connect: 'Conectar {provider}',
  reconnect: 'Conectar {provider} de novo',
  disconnect: 'Desconectar',
  notConfigured:
    'Ainda não é possível conectar {provider} aqui: o administrador precisa configurar isso no servidor.',
  notConnected:
    'Não conectado. Ao conectar, o perfil da marca é preenchido e os posts dela são importados para o Feed.',
  connectedAs: 'Conectado como {name}',
  connectedBadge: 'Conectado',
  reconnectBadge: 'Precisa reconectar',
  needsReconnect: '{provider} não aceita mais esta conexão. Conecte de novo para continuar importando.',
  followers: 'Seguidores',
  posts: 'Posts',
  imported: 'Importados para o Feed',
  lastImport: 'Última importação: {date}',
  importNew: 'Importar posts novos',
  importing: 'Importando posts…',
  importProgress: '{done} de {total} posts',
  importProgressUnknown: '{done} posts até agora',
  importDone: 'Importação concluída',
  importFailed: 'A importação parou: {error}',
  connectedOk: '{provider} está conectado. Os posts estão sendo importados.',
  adminOnly: 'Só administradores da marca podem conectar contas.',
  analyticsTitle: 'Números do Instagram',
  analyticsEmpty: 'Conecte o Instagram para ver os números dele aqui.',
  reach: 'Alcance (último dia)',
  postReach: 'Alcance',
  engagement: 'Taxa de engajamento',
  recentEngagement: 'Engajamento dos posts recentes',
  recentEngagementHint: 'Curtidas e comentários por post, do mais antigo ao mais recente',
  likes: 'Curtidas',
  comments: 'Comentários',
  views: 'Visualizações',
  makeTicket: 'Criar um ticket de post',
  ticketMade: 'Ticket de post #{id} criado',
  useAsSample: 'Usar como exemplo de voz',
  sampleAdded: 'Adicionado à voz “{name}”',
};
