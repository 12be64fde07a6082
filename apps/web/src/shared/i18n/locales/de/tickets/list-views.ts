import type { listViews as en } from '../../../tickets/list-views';
import type { Translated } from '../../../translated';

/**
 * German texts of the task lists' views (t('ui.tickets.listViews.…')): the Filter button and
 * its chips, saved views, the due-date marks and the phone cards.
 */
export const listViews: Translated<typeof en> = {
  filterButton: 'Filter',
  filterButtonCount: 'Filter ({count})',
  filterPanel: 'Filter',
  /** Closes the phone's full-screen filter sheet. */
  showTickets: 'Tickets anzeigen',
  searchLabel: 'Tickets durchsuchen',
  chips: 'Aktive Filter',
  removeChip: 'Filter {label} entfernen',
  chip: '{name}: {value}',
  clear: 'Zurücksetzen',
  dueDate: 'Fälligkeitsdatum',
  anyDate: 'Beliebiges Datum',
  views: 'Ansichten',
  viewsLabel: 'Gespeicherte Ansichten',
  builtIn: 'Vordefinierte Ansichten',
  mine: 'Ihre Ansichten',
  myTickets: 'Meine Tickets',
  dueThisWeek: 'Diese Woche fällig',
  needsApproval: 'Freigabe nötig',
  saveView: 'Aktuelle Ansicht speichern …',
  saveTitle: 'Diese Ansicht speichern',
  viewName: 'Name',
  viewNamePlaceholder: 'z. B. Reels in Prüfung',
  viewNameTaken: 'Beim Speichern wird Ihre Ansicht mit diesem Namen ersetzt',
  save: 'Ansicht speichern',
  cancel: 'Abbrechen',
  deleteView: 'Ansicht {name} löschen',
  saved: 'Ansicht „{name}“ gespeichert',
  noSavedViews: 'Noch keine gespeicherten Ansichten',
  due: {
    overdue: 'Überfällig',
    due_soon: 'Bald fällig',
  },
  cards: 'Tickets',
  loadMore: 'Mehr laden',
  unassigned: 'Nicht zugewiesen',
  noDueDate: 'Kein Fälligkeitsdatum',
  resizeColumn: 'Breite der Spalte {column} ändern',
};
