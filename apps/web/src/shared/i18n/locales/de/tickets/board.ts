import type { board as en } from '../../../tickets/board';
import type { Translated } from '../../../translated';

/** The board and calendar's texts (ui.tickets.board): empty columns, inline create, due states, date presets. */
export const board: Translated<typeof en> = {
  showEmpty: 'Leere Spalten anzeigen',
  columns: 'Spalten',
  columnsTitle: 'Status auf diesem Board',
  columnsHint: 'Für dieses Board in diesem Browser gespeichert.',
  hiddenEmpty: '{count, plural, one {# leere Spalte ausgeblendet} other {# leere Spalten ausgeblendet}}',
  noColumns:
    'Kein Ticket passt zu diesen Filtern. Blenden Sie leere Spalten ein, um einem Status ein Ticket hinzuzufügen.',
  phoneColumn: 'Spalte',
  phoneOption: '{status} ({count})',
  add: {
    button: 'Ticket hinzufügen',
    // Starts with the button's own words, so speech control finds it by what it shows (WCAG 2.5.3).
    buttonLabel: 'Ticket hinzufügen: {status}',
    summary: 'Zusammenfassung des neuen Tickets in {status}',
    placeholder: 'Zusammenfassung',
    hint: 'Enter zum Speichern, Escape zum Abbrechen',
    save: 'Speichern',
    cancel: 'Abbrechen',
    created: 'Ticket #{id} in {status} angelegt',
    dayButton: 'Ticket fällig am {date} hinzufügen',
    dayTitle: 'Neues Ticket, fällig am {date}',
    daySummary: 'Zusammenfassung',
    createdOn: 'Ticket #{id} angelegt, fällig am {date}',
  },
  due: {
    overdue: 'Überfällig',
    due_soon: 'Bald fällig',
    overdueDate: 'Überfällig: fällig am {date}',
    due_soonDate: 'Bald fällig: {date}',
  },
  presets: {
    today: 'Heute',
    tomorrow: 'Morgen',
    nextWeek: 'Nächste Woche',
    clear: 'Leeren',
    clearField: '{label} leeren',
  },
  agenda: 'Agenda',
};
