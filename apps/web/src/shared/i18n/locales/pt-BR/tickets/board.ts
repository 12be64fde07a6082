import type { board as en } from '../../../tickets/board';
import type { Translated } from '../../../translated';

/** The board and calendar's texts (ui.tickets.board): empty columns, inline create, due states, date presets. */
export const board: Translated<typeof en> = {
  showEmpty: 'Mostrar colunas vazias',
  columns: 'Colunas',
  columnsTitle: 'Status deste quadro',
  columnsHint: 'Guardado para este quadro neste navegador.',
  hiddenEmpty: '{count, plural, one {# coluna vazia oculta} other {# colunas vazias ocultas}}',
  noColumns:
    'Nenhum ticket corresponde a estes filtros. Mostre as colunas vazias para adicionar um ticket a um status.',
  phoneColumn: 'Coluna',
  phoneOption: '{status} ({count})',
  add: {
    button: 'Adicionar ticket',
    buttonLabel: 'Adicionar ticket em {status}',
    summary: 'Resumo do novo ticket em {status}',
    placeholder: 'Resumo',
    hint: 'Enter para salvar, Escape para cancelar',
    save: 'Salvar',
    cancel: 'Cancelar',
    created: 'Ticket #{id} criado em {status}',
    dayButton: 'Adicionar um ticket com prazo em {date}',
    dayTitle: 'Novo ticket com prazo em {date}',
    daySummary: 'Resumo',
    createdOn: 'Ticket #{id} criado, com prazo em {date}',
  },
  due: {
    overdue: 'Atrasado',
    due_soon: 'Vence em breve',
    overdueDate: 'Atrasado: prazo {date}',
    due_soonDate: 'Vence em breve: {date}',
  },
  presets: {
    today: 'Hoje',
    tomorrow: 'Amanhã',
    nextWeek: 'Próxima semana',
    clear: 'Limpar',
    clearField: 'Limpar {label}',
  },
  agenda: 'Agenda',
};
