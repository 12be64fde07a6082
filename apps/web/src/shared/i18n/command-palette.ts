/** The command palette and the keyboard shortcuts (docs/product.md#keyboard-shortcuts). */

export const commandPalette = {
  // Starts with the button's visible text (label in name).
  open: 'Search… tickets, brands, people and commands',
  button: 'Search…',
  dialog: 'Command palette',
  input: 'Search tickets, brands, people and commands',
  placeholder: 'Tickets (#128 or text), brands, people…',
  results: 'Results',
  searching: 'Searching tickets…',
  empty: 'Nothing found for “{text}”.',
  searchFailed: 'Tickets could not be searched. Try again.',
  hints: { move: 'to move', choose: 'to choose', close: 'to close' },
  groups: {
    tickets: 'Tickets',
    actions: 'Actions',
    views: 'Go to',
    brands: 'Brands',
    people: 'People',
  },
  actions: {
    newTicket: 'New ticket',
    shortcuts: 'Keyboard shortcuts',
    switchWorkspace: 'Switch to workspace {name}',
    startTimer: 'Start timer on #{id} {summary}',
  },
  views: {
    dashboard: 'Dashboard',
    table: 'All tickets: table',
    kanban: 'All tickets: board',
    calendar: 'All tickets: calendar',
    time: 'Time',
    team: 'Team',
  },
  brandHint: 'Brand tickets',
  timerStarted: 'Timer started on #{id}.',
} as const;

export const shortcuts = {
  sheet: 'Keyboard shortcuts',
  intro: 'Shortcuts work when you are not typing in a field.',
  keyColumn: 'Keys',
  actionColumn: 'Action',
  tooltip: '{label} ({keys})',
  items: {
    palette: 'Open the command palette',
    newTicket: 'New ticket',
    search: 'Search this view (or open the palette)',
    help: 'Show this list',
    next: 'Next ticket in the table or board',
    previous: 'Previous ticket in the table or board',
    open: 'Open the selected ticket',
    status: 'Change the status of the selected or open ticket',
    assignee: 'Change the assignee of the selected or open ticket',
    dueDate: 'Change the due date of the selected or open ticket',
    close: 'Close the dialog or palette',
  },
} as const;
