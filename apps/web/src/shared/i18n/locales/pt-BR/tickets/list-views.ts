import type { listViews as en } from '../../../tickets/list-views';
import type { Translated } from '../../../translated';

/**
 * Brazilian Portuguese texts of the task lists' views (ui.tickets.listViews): the Filter button
 * and its chips, saved views, the due-date marks and the phone cards.
 */
export const listViews: Translated<typeof en> = {
  filterButton: 'Filtrar',
  filterButtonCount: 'Filtrar ({count})',
  filterPanel: 'Filtros',
  /** Closes the phone's full-screen filter sheet. */
  showTickets: 'Mostrar tickets',
  searchLabel: 'Buscar tickets',
  chips: 'Filtros ativos',
  removeChip: 'Remover o filtro {label}',
  chip: '{name}: {value}',
  clear: 'Limpar',
  dueDate: 'Prazo',
  anyDate: 'Qualquer data',
  views: 'Visualizações',
  viewsLabel: 'Visualizações salvas',
  builtIn: 'Visualizações padrão',
  mine: 'Suas visualizações',
  myTickets: 'Meus tickets',
  dueThisWeek: 'Prazo nesta semana',
  needsApproval: 'Precisa de aprovação',
  saveView: 'Salvar a visualização atual…',
  saveTitle: 'Salvar esta visualização',
  viewName: 'Nome',
  viewNamePlaceholder: 'ex.: Reels em revisão',
  viewNameTaken: 'Salvar substitui sua visualização com este nome',
  save: 'Salvar visualização',
  cancel: 'Cancelar',
  deleteView: 'Excluir a visualização {name}',
  saved: 'Visualização “{name}” salva',
  noSavedViews: 'Nenhuma visualização salva ainda',
  due: {
    overdue: 'Atrasado',
    due_soon: 'Vence em breve',
  },
  cards: 'Tickets',
  loadMore: 'Carregar mais',
  unassigned: 'Sem responsável',
  noDueDate: 'Sem prazo',
  resizeColumn: 'Redimensionar a coluna {column}',
};
