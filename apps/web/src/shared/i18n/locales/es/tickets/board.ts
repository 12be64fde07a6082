import type { board as en } from '../../../tickets/board';
import type { Translated } from '../../../translated';

/** The board and calendar's texts (ui.tickets.board): empty columns, inline create, due states, date presets. */
export const board: Translated<typeof en> = {
  showEmpty: 'Mostrar columnas vacías',
  columns: 'Columnas',
  columnsTitle: 'Estados de este tablero',
  columnsHint: 'Se guarda para este tablero en este navegador.',
  hiddenEmpty: '{count, plural, one {# columna vacía oculta} other {# columnas vacías ocultas}}',
  noColumns:
    'Ningún ticket coincide con estos filtros. Muestra las columnas vacías para añadir un ticket a un estado.',
  phoneColumn: 'Columna',
  phoneOption: '{status} ({count})',
  add: {
    button: 'Añadir ticket',
    buttonLabel: 'Añadir ticket a {status}',
    summary: 'Resumen del nuevo ticket en {status}',
    placeholder: 'Resumen',
    hint: 'Enter para guardar, Escape para cancelar',
    save: 'Guardar',
    cancel: 'Cancelar',
    created: 'Ticket #{id} creado en {status}',
    dayButton: 'Añadir un ticket con fecha límite el {date}',
    dayTitle: 'Nuevo ticket con fecha límite el {date}',
    daySummary: 'Resumen',
    createdOn: 'Ticket #{id} creado, con fecha límite el {date}',
  },
  due: {
    overdue: 'Vencido',
    due_soon: 'Vence pronto',
    overdueDate: 'Vencido: fecha límite {date}',
    due_soonDate: 'Vence pronto: {date}',
  },
  presets: {
    today: 'Hoy',
    tomorrow: 'Mañana',
    nextWeek: 'La próxima semana',
    clear: 'Borrar',
    clearField: 'Borrar {label}',
  },
  agenda: 'Agenda',
};
