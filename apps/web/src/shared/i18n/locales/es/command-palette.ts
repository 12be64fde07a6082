import type { commandPalette as enCommandPalette, shortcuts as enShortcuts } from '../../command-palette';
import type { Translated } from '../../translated';

/** The command palette (docs/product.md#keyboard-shortcuts). */
export const commandPalette: Translated<typeof enCommandPalette> = {
  // Starts with the button's visible text (label in name).
  open: 'Buscar… tickets, marcas, personas y comandos',
  button: 'Buscar…',
  dialog: 'Paleta de comandos',
  input: 'Buscar tickets, marcas, personas y comandos',
  placeholder: 'Tickets (#128 o texto), marcas, personas…',
  results: 'Resultados',
  searching: 'Buscando tickets…',
  empty: 'No se encontró nada para «{text}».',
  searchFailed: 'No se pudieron buscar los tickets. Vuelve a intentarlo.',
  hints: { move: 'para moverte', choose: 'para elegir', close: 'para cerrar' },
  groups: {
    tickets: 'Tickets',
    actions: 'Acciones',
    views: 'Ir a',
    brands: 'Marcas',
    people: 'Personas',
  },
  actions: {
    newTicket: 'Nuevo ticket',
    shortcuts: 'Atajos de teclado',
    switchWorkspace: 'Cambiar al espacio de trabajo {name}',
    startTimer: 'Iniciar el temporizador en #{id} {summary}',
  },
  views: {
    dashboard: 'Panel',
    table: 'Todos los tickets: tabla',
    kanban: 'Todos los tickets: tablero',
    calendar: 'Todos los tickets: calendario',
    time: 'Tiempo',
    team: 'Equipo',
  },
  brandHint: 'Tickets de la marca',
  timerStarted: 'Temporizador iniciado en #{id}.',
};

/** The keyboard shortcuts sheet (docs/product.md#keyboard-shortcuts). */
export const shortcuts: Translated<typeof enShortcuts> = {
  sheet: 'Atajos de teclado',
  intro: 'Los atajos funcionan cuando no estás escribiendo en un campo.',
  keyColumn: 'Teclas',
  actionColumn: 'Acción',
  tooltip: '{label} ({keys})',
  items: {
    palette: 'Abrir la paleta de comandos',
    newTicket: 'Nuevo ticket',
    search: 'Buscar en esta vista (o abrir la paleta)',
    help: 'Mostrar esta lista',
    next: 'Ticket siguiente en la tabla o el tablero',
    previous: 'Ticket anterior en la tabla o el tablero',
    open: 'Abrir el ticket seleccionado',
    status: 'Cambiar el estado del ticket seleccionado o abierto',
    assignee: 'Cambiar la persona asignada del ticket seleccionado o abierto',
    dueDate: 'Cambiar la fecha límite del ticket seleccionado o abierto',
    close: 'Cerrar el diálogo o la paleta',
  },
};
