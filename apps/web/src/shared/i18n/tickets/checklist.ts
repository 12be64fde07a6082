/**
 * English texts of a ticket's checklist (t('ui.tickets.checklist.…'); docs/product.md#checklists-and-subtasks):
 * the section in the ticket, and its progress on the table and the board.
 */
export const checklist = {
  title: 'Checklist',
  /** Items done of all, as the section, the table and the board card show it ("3/7"). */
  count: '{done}/{total}',
  /** The progress bar's name. */
  progress: 'Checklist progress',
  progressText: '{done} of {total} done',
  /** The table cell's and the board card's name for "3/7". */
  label: 'Checklist: {done} of {total} done',
  listLabel: 'Checklist items',
  loading: 'Loading the checklist',
  loadError: 'The checklist could not be loaded.',
  empty: 'No items yet. Type a step and press Enter: the field stays open for the next one.',
  add: 'Add an item',
  full: 'This checklist has {max} items, the most a ticket can hold: remove one to add another.',
  /** The item's text is a button that opens it for editing. */
  edit: 'Edit {text}',
  text: 'Item text',
  editHint: 'Enter saves, Escape cancels.',
  textRequired: 'Write what needs doing, or delete the item.',
  delete: 'Delete {text}',
  /** The drag handle; Alt and an arrow move the item from the keyboard. */
  move: 'Move {text}',
  moveHint: 'Drag to move it, or press Alt with the up or down arrow.',
  moved: '{text} moved to place {place} of {total}.',
  /** The item's assignee and due date, in a small menu. */
  more: 'Assignee and due date of {text}',
  assignee: 'Assignee',
  dueDate: 'Due date',
  assigned: 'Assigned to {name}',
  due: 'Due {date}',
  failed: 'The checklist could not be changed: {reason}',
} as const;
