/**
 * English texts of the task lists' views (t('ui.tickets.listViews.…')): the Filter button and
 * its chips, saved views, the due-date marks and the phone cards.
 */
export const listViews = {
  filterButton: 'Filter',
  filterButtonCount: 'Filter ({count})',
  filterPanel: 'Filters',
  /** Closes the phone's full-screen filter sheet. */
  showTickets: 'Show tickets',
  searchLabel: 'Search tickets',
  chips: 'Active filters',
  removeChip: 'Remove filter {label}',
  chip: '{name}: {value}',
  clear: 'Clear',
  dueDate: 'Due date',
  anyDate: 'Any date',
  views: 'Views',
  viewsLabel: 'Saved views',
  builtIn: 'Built-in views',
  mine: 'Your views',
  myTickets: 'My tickets',
  dueThisWeek: 'Due this week',
  needsApproval: 'Needs approval',
  saveView: 'Save current view…',
  saveTitle: 'Save this view',
  viewName: 'Name',
  viewNamePlaceholder: 'e.g. Reels in review',
  viewNameTaken: 'Saving replaces your view of this name',
  save: 'Save view',
  cancel: 'Cancel',
  deleteView: 'Delete view {name}',
  saved: 'View “{name}” saved',
  noSavedViews: 'No saved views yet',
  due: {
    overdue: 'Overdue',
    due_soon: 'Due soon',
  },
  cards: 'Tickets',
  loadMore: 'Load more',
  unassigned: 'Unassigned',
  noDueDate: 'No due date',
  resizeColumn: 'Resize column {column}',
} as const;
