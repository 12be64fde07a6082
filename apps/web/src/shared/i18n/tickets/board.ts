/**
 * English texts of the board and calendar's issue-15 parts (t('ui.tickets.board.…')): empty
 * columns, the board's columns, inline create, due states, date presets and the phone views.
 */
export const board = {
  showEmpty: 'Show empty columns',
  columns: 'Columns',
  columnsTitle: 'Statuses on this board',
  columnsHint: 'Kept for this board in this browser.',
  hiddenEmpty: '{count, plural, one {# empty column hidden} other {# empty columns hidden}}',
  noColumns: 'No tickets match these filters. Show empty columns to add a ticket to a status.',
  phoneColumn: 'Column',
  phoneOption: '{status} ({count})',
  add: {
    button: 'Add ticket',
    buttonLabel: 'Add ticket to {status}',
    summary: 'Summary of the new ticket in {status}',
    placeholder: 'Summary',
    hint: 'Enter to save, Escape to cancel',
    save: 'Save',
    cancel: 'Cancel',
    created: 'Ticket #{id} created in {status}',
    dayButton: 'Add a ticket due {date}',
    dayTitle: 'New ticket due {date}',
    daySummary: 'Summary',
    createdOn: 'Ticket #{id} created, due {date}',
  },
  due: {
    overdue: 'Overdue',
    due_soon: 'Due soon',
    overdueDate: 'Overdue: due {date}',
    due_soonDate: 'Due soon: {date}',
  },
  presets: {
    today: 'Today',
    tomorrow: 'Tomorrow',
    nextWeek: 'Next week',
    clear: 'Clear',
    /** The field's own × button (its name: the field's label). */
    clearField: 'Clear {label}',
  },
  agenda: 'Agenda',
} as const;
