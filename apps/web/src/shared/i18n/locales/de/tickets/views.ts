import type { views as en } from '../../../tickets/views';
import type { Translated } from '../../../translated';

/** German texts of the tickets feature: views (t('ui.tickets.views.…')). Labels come from the domain. */
export const views: Translated<typeof en> = {
  kanban: {
    board: 'Kanban-Board',
    count: '{count, plural, one {# Ticket in {status}} other {# Tickets in {status}}}',
    countLoading: 'Tickets werden gezählt',
    loading: 'Tickets in {status} werden geladen',
    loadError: 'Die Tickets konnten nicht geladen werden.',
    empty: 'Keine Tickets',
    loadMore: 'Mehr laden',
    dropHere: 'Hier ablegen, um nach {status} zu verschieben',
    due: 'Fällig am {date}',
    assignee: 'Zugewiesen an {name}',
    roleDescription: 'verschiebbares Ticket',
    instructions:
      'Um ein Ticket in einen anderen Status zu verschieben, drücken Sie die Leertaste, um es aufzunehmen, wählen Sie mit den Pfeiltasten links und rechts eine Spalte und drücken Sie dann die Leertaste zum Ablegen oder Escape zum Abbrechen. Mit Enter öffnen Sie das Ticket.',
    announce: {
      start: 'Ticket #{id} {summary} aus {from} aufgenommen.',
      over: 'Ticket #{id} befindet sich über {status}.',
      outside: 'Ticket #{id} befindet sich über keiner Spalte.',
      dropped: 'Ticket #{id} wurde von {from} nach {status} verschoben.',
      stayed: 'Ticket #{id} wurde abgelegt und bleibt in {from}.',
      cancelled: 'Verschieben von Ticket #{id} abgebrochen; es bleibt in {from}.',
    },
    moveFailed: 'Ticket #{id} konnte nicht nach {status} verschoben werden: {reason}',
  },
  calendar: {
    label: 'Ticketkalender',
    previous: 'Zurück',
    next: 'Weiter',
    today: 'Heute',
    month: 'Monat',
    week: 'Woche',
    mode: 'Kalenderzeitraum',
    loading: 'Tickets dieses Zeitraums werden geladen',
    loadError: 'Die Tickets dieses Zeitraums konnten nicht geladen werden.',
    emptyMonth: 'Keine Tickets mit Datum in diesem Monat',
    emptyWeek: 'Keine Tickets mit Datum in dieser Woche',
    truncated:
      'Die ersten {count} Tickets dieses Zeitraums werden angezeigt; grenzen Sie die Filter ein, um den Rest zu sehen.',
    rescheduleFailed: 'Ticket #{id} konnte nicht auf den {date} verschoben werden: {reason}',
    weekNumber: 'Woche',
    weekNumberShort: 'KW',
    more: '+{count} weitere',
    moreHint: '{count, plural, one {# weiteres Ticket anzeigen} other {# weitere Tickets anzeigen}}',
  },
};
