import type { dashboard as en } from '../../dashboard';
import type { Translated } from '../../translated';

/** The dashboard feature's texts (ui.dashboard). */
export const dashboard: Translated<typeof en> = {
  addBrand: 'Ajouter une marque',
  emptyTitle: 'Aucune marque pour l’instant',
  emptyText: 'Les marques que vous créez ou auxquelles on vous donne accès apparaissent ici.',
  brands: 'Marques',
  loadError: 'Les marques n’ont pas pu être chargées.',
  quickLinks: 'Raccourcis pour {name}',
  tasks: 'Tickets',
  feed: 'Fil',
  library: 'Bibliothèque',
  playground: 'Bac à sable',
  analytics: 'Résultats',
  approvals: 'Validations',
  users: 'Utilisateurs',
  settings: 'Réglages',
  templates: 'Modèles',
  recurring: 'Récurrents',
  evergreen: 'Evergreen',
  series: 'Séries',
  brandMenu: 'Actions pour {name}',
  editBrand: 'Modifier la marque',
  deleteBrand: 'Supprimer la marque',
  deleteTitle: 'Supprimer {name} ?',
  deleteText:
    'La marque et sa configuration sont supprimées pour tout l’espace de travail. C’est irréversible.',
  deleted: 'La marque {name} a été supprimée.',
  requestTitle: 'Autres marques de cet espace de travail',
  requestText: 'Vous verrez une marque dès qu’un de ses administrateurs vous en donnera l’accès.',
  requestAccess: 'Demander l’accès',
  accessRequested: 'Accès demandé',
  requestSent: 'L’accès à {name} a été demandé.',
};
