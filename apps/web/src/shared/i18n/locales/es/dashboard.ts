import type { dashboard as en } from '../../dashboard';
import type { Translated } from '../../translated';

/** The dashboard feature's texts (ui.dashboard). */
export const dashboard: Translated<typeof en> = {
  addBrand: 'Añadir una marca',
  emptyTitle: 'Aún no hay marcas',
  emptyText: 'Aquí aparecen las marcas que creas o a las que te dan acceso.',
  brands: 'Marcas',
  loadError: 'No se pudieron cargar las marcas.',
  quickLinks: 'Accesos rápidos de {name}',
  tasks: 'Tickets',
  feed: 'Feed',
  library: 'Biblioteca',
  playground: 'Laboratorio',
  analytics: 'Resultados',
  approvals: 'Aprobaciones',
  users: 'Usuarios',
  settings: 'Ajustes',
  templates: 'Plantillas',
  recurring: 'Recurrentes',
  evergreen: 'Evergreen',
  series: 'Series',
  brandMenu: 'Acciones de {name}',
  editBrand: 'Editar marca',
  deleteBrand: 'Eliminar marca',
  deleteTitle: '¿Eliminar {name}?',
  deleteText:
    'La marca y su configuración se eliminan para todo el espacio de trabajo. No se puede deshacer.',
  deleted: 'Se eliminó la marca {name}.',
  requestTitle: 'Otras marcas de este espacio de trabajo',
  requestText: 'Podrás ver una marca en cuanto uno de sus administradores te dé acceso.',
  requestAccess: 'Solicitar acceso',
  accessRequested: 'Acceso solicitado',
  requestSent: 'Se solicitó acceso a {name}.',
};
