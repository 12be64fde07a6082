import type { listViews as en } from '../../../tickets/list-views';
import type { Translated } from '../../../translated';

/**
 * French texts of the task lists' views (t('ui.tickets.listViews.…')): the Filter button and
 * its chips, saved views, the due-date marks and the phone cards.
 */
export const listViews: Translated<typeof en> = {
  filterButton: 'Filtrer',
  filterButtonCount: 'Filtrer ({count})',
  filterPanel: 'Filtres',
  /** Closes the phone's full-screen filter sheet. */
  showTickets: 'Afficher les tickets',
  searchLabel: 'Rechercher des tickets',
  chips: 'Filtres actifs',
  removeChip: 'Retirer le filtre {label}',
  chip: '{name} : {value}',
  clear: 'Effacer',
  dueDate: 'Date d’échéance',
  anyDate: 'Toutes les dates',
  views: 'Vues',
  viewsLabel: 'Vues enregistrées',
  builtIn: 'Vues intégrées',
  mine: 'Vos vues',
  myTickets: 'Mes tickets',
  dueThisWeek: 'Échéance cette semaine',
  needsApproval: 'À valider',
  saveView: 'Enregistrer la vue actuelle…',
  saveTitle: 'Enregistrer cette vue',
  viewName: 'Nom',
  viewNamePlaceholder: 'ex. : Reels en relecture',
  viewNameTaken: 'L’enregistrement remplacera votre vue portant ce nom',
  save: 'Enregistrer la vue',
  cancel: 'Annuler',
  deleteView: 'Supprimer la vue {name}',
  saved: 'Vue « {name} » enregistrée',
  noSavedViews: 'Aucune vue enregistrée pour l’instant',
  due: {
    overdue: 'En retard',
    due_soon: 'Échéance proche',
  },
  cards: 'Tickets',
  loadMore: 'Charger plus',
  unassigned: 'Non assigné',
  noDueDate: 'Pas d’échéance',
  resizeColumn: 'Redimensionner la colonne {column}',
};
