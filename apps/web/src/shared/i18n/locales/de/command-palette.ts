import type { commandPalette as enCommandPalette, shortcuts as enShortcuts } from '../../command-palette';
import type { Translated } from '../../translated';

/** The command palette (docs/product.md#keyboard-shortcuts). */
export const commandPalette: Translated<typeof enCommandPalette> = {
  // Starts with the button's visible text (label in name).
  open: 'Suchen … Tickets, Marken, Personen und Befehle',
  button: 'Suchen …',
  dialog: 'Befehlspalette',
  input: 'Tickets, Marken, Personen und Befehle suchen',
  placeholder: 'Tickets (#128 oder Text), Marken, Personen …',
  results: 'Ergebnisse',
  searching: 'Tickets werden gesucht …',
  empty: 'Nichts gefunden für „{text}“.',
  searchFailed: 'Tickets konnten nicht durchsucht werden. Versuchen Sie es erneut.',
  hints: { move: 'zum Bewegen', choose: 'zum Auswählen', close: 'zum Schließen' },
  groups: {
    tickets: 'Tickets',
    actions: 'Aktionen',
    views: 'Gehe zu',
    brands: 'Marken',
    people: 'Personen',
  },
  actions: {
    newTicket: 'Neues Ticket',
    shortcuts: 'Tastenkürzel',
    switchWorkspace: 'Zum Workspace {name} wechseln',
    startTimer: 'Timer für #{id} {summary} starten',
  },
  views: {
    dashboard: 'Dashboard',
    table: 'Alle Tickets: Tabelle',
    kanban: 'Alle Tickets: Board',
    calendar: 'Alle Tickets: Kalender',
    time: 'Zeit',
    team: 'Team',
  },
  brandHint: 'Tickets der Marke',
  timerStarted: 'Timer für #{id} gestartet.',
};

/** The keyboard shortcuts sheet (docs/product.md#keyboard-shortcuts). */
export const shortcuts: Translated<typeof enShortcuts> = {
  sheet: 'Tastenkürzel',
  intro: 'Tastenkürzel funktionieren, wenn Sie nicht gerade in ein Feld tippen.',
  keyColumn: 'Tasten',
  actionColumn: 'Aktion',
  tooltip: '{label} ({keys})',
  items: {
    palette: 'Befehlspalette öffnen',
    newTicket: 'Neues Ticket',
    search: 'Diese Ansicht durchsuchen (oder die Palette öffnen)',
    help: 'Diese Liste anzeigen',
    next: 'Nächstes Ticket in Tabelle oder Board',
    previous: 'Vorheriges Ticket in Tabelle oder Board',
    open: 'Ausgewähltes Ticket öffnen',
    status: 'Status des ausgewählten oder geöffneten Tickets ändern',
    assignee: 'Zuständige Person des ausgewählten oder geöffneten Tickets ändern',
    dueDate: 'Fälligkeitsdatum des ausgewählten oder geöffneten Tickets ändern',
    close: 'Dialog oder Palette schließen',
  },
};
