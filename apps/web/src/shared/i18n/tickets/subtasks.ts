/**
 * English texts of a ticket's subtasks (t('ui.tickets.subtasks.…'); docs/product.md#checklists-and-subtasks):
 * the section in the ticket, its parent, the questions closing or deleting a parent asks, and
 * the lists' "Top-level only" filter.
 */
export const subtasks = {
  title: 'Subtasks',
  /** The progress bar's name; "3/7" itself is ui.tickets.checklist.count. */
  progress: 'Subtasks progress',
  progressText: '{done} of {total} closed',
  listLabel: 'Subtasks of this ticket',
  loading: 'Loading the subtasks',
  loadError: 'The subtasks could not be loaded.',
  empty: 'No subtasks yet. Type one and press Enter: the field stays open for the next one.',
  add: 'Add a subtask',
  full: 'This ticket has {max} subtasks, the most a ticket can hold.',
  added: 'Subtask #{id} added.',
  addFailed: 'The subtask could not be added: {reason}',
  /** A subtask's row: its assignee's avatar. */
  assignee: 'Assigned to {name}',
  /** Above the summary of a subtask: a link to its parent follows. */
  parentOf: 'Subtask of',
  parentLink: '#{id} {summary}',
  changeParent: 'Change parent',
  makeTopLevel: 'Make top-level',
  makeSubtask: 'Make a subtask of…',
  /** The parent picker: a search of the brand's top-level tickets. */
  parentLabel: 'Parent ticket',
  parentPlaceholder: 'Search by number or words',
  parentHint: 'A top-level ticket of the same brand. Escape closes the search.',
  searching: 'Searching…',
  noParents: 'No top-level ticket matches',
  cancel: 'Cancel',
  parentFailed: 'The parent could not be changed: {reason}',
  /** Why a parent was refused (the server's 400 naming `parent`). */
  refused: {
    self: 'A ticket cannot be its own subtask.',
    otherBrand: 'The parent must be a ticket of the same brand.',
    nested: 'Subtasks go one level deep: choose a top-level ticket as the parent.',
    hasSubtasks: 'This ticket has subtasks of its own, so it cannot become a subtask.',
  },
  /** Closing a ticket whose subtasks are still open (409 `ticket_has_open_subtasks`). */
  close: {
    title: '{count, plural, one {This ticket has # open subtask} other {This ticket has # open subtasks}}',
    text: '{count, plural, one {It is not closed yet: close it with this ticket, or leave it open?} other {They are not closed yet: close them with this ticket, or leave them open?}}',
    closeThem: '{count, plural, one {Close it too} other {Close them too}}',
    leaveThem: '{count, plural, one {Leave it open} other {Leave them open}}',
  },
  /** Deleting a ticket that has subtasks (409 `ticket_has_subtasks`). */
  delete: {
    title: 'Delete ticket #{id}?',
    text: '{count, plural, one {It has # subtask: delete it too, or keep it as a ticket of its own? The ticket and its history are removed for everyone. This cannot be undone.} other {It has # subtasks: delete them too, or keep them as tickets of their own? The ticket and its history are removed for everyone. This cannot be undone.}}',
    deleteThem: '{count, plural, one {Delete its subtask too} other {Delete its # subtasks too}}',
    keepThem: '{count, plural, one {Keep it as a ticket} other {Keep them as tickets}}',
  },
  /** The history: a move under a parent, or out again ({from}, {to}: "#12"). */
  activity: {
    set: '{actor} made this a subtask of {to}',
    moved: '{actor} moved this from {from} to {to}',
    cleared: '{actor} made this a top-level ticket (it was a subtask of {from})',
  },
  /** The lists' filter: no subtasks (`top_level=true`). */
  topLevel: 'Top-level only',
  topLevelHint: 'Leave subtasks out of the list',
} as const;
