import type { dashboard as en } from '../../dashboard';
import type { Translated } from '../../translated';

/** The dashboard feature's texts (ui.dashboard). */
export const dashboard: Translated<typeof en> = {
  addBrand: 'Adicionar marca',
  emptyTitle: 'Nenhuma marca ainda',
  emptyText: 'As marcas que você cria ou às quais recebe acesso aparecem aqui.',
  brands: 'Marcas',
  loadError: 'Não foi possível carregar as marcas.',
  quickLinks: 'Atalhos de {name}',
  tasks: 'Tickets',
  feed: 'Feed',
  library: 'Biblioteca',
  playground: 'Playground',
  analytics: 'Resultados',
  approvals: 'Aprovações',
  users: 'Usuários',
  settings: 'Configurações',
  templates: 'Modelos',
  recurring: 'Recorrentes',
  evergreen: 'Evergreen',
  series: 'Séries',
  brandMenu: 'Ações de {name}',
  editBrand: 'Editar marca',
  deleteBrand: 'Excluir marca',
  deleteTitle: 'Excluir {name}?',
  deleteText:
    'A marca e a configuração dela são removidas para todos no espaço de trabalho. Não é possível desfazer.',
  deleted: 'A marca {name} foi excluída.',
  requestTitle: 'Outras marcas deste espaço de trabalho',
  requestText: 'Você verá uma marca assim que um dos administradores dela lhe der acesso.',
  requestAccess: 'Pedir acesso',
  accessRequested: 'Acesso pedido',
  requestSent: 'O acesso a {name} foi pedido.',
};
