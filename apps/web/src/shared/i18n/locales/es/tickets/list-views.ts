import type { listViews as en } from '../../../tickets/list-views';
import type { Translated } from '../../../translated';

/**
 * Spanish texts of the task lists' views (t('ui.tickets.listViews.…')): the Filter button and
 * its chips, saved views, the due-date marks and the phone cards.
 */
export const listViews: Translated<typeof en> = {
  filterButton: 'Filtrar',
  filterButtonCount: 'Filtrar ({count})',
  filterPanel: 'Filtros',
  /** Closes the phone's full-screen filter sheet. */
  showTickets: 'Ver tickets',
  searchLabel: 'Buscar tickets',
  chips: 'Filtros activos',
  removeChip: 'Quitar el filtro {label}',
  chip: '{name}: {value}',
  clear: 'Borrar',
  dueDate: 'Fecha límite',
  anyDate: 'Cualquier fecha',
  views: 'Vistas',
  viewsLabel: 'Vistas guardadas',
  builtIn: 'Vistas predefinidas',
  mine: 'Tus vistas',
  myTickets: 'Mis tickets',
  dueThisWeek: 'Vencen esta semana',
  needsApproval: 'Requieren aprobación',
  saveView: 'Guardar la vista actual…',
  saveTitle: 'Guardar esta vista',
  viewName: 'Nombre',
  viewNamePlaceholder: 'p. ej., Reels en revisión',
  viewNameTaken: 'Al guardar se reemplaza tu vista con este nombre',
  save: 'Guardar vista',
  cancel: 'Cancelar',
  deleteView: 'Eliminar la vista {name}',
  saved: 'Vista «{name}» guardada',
  noSavedViews: 'Aún no hay vistas guardadas',
  due: {
    overdue: 'Vencido',
    due_soon: 'Vence pronto',
  },
  cards: 'Tickets',
  loadMore: 'Cargar más',
  unassigned: 'Sin asignar',
  noDueDate: 'Sin fecha límite',
  resizeColumn: 'Cambiar el ancho de la columna {column}',
};
