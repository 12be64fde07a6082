import type { checklist as en } from '../../../tickets/checklist';
import type { Translated } from '../../../translated';

/** A ticket's checklist (ui.tickets.checklist): the section in the ticket, its progress on the table and the board. */
export const checklist: Translated<typeof en> = {
  title: 'Checkliste',
  count: '{done}/{total}',
  progress: 'Fortschritt der Checkliste',
  progressText: '{done} von {total} erledigt',
  label: 'Checkliste: {done} von {total} erledigt',
  listLabel: 'Punkte der Checkliste',
  loading: 'Die Checkliste wird geladen',
  loadError: 'Die Checkliste konnte nicht geladen werden.',
  empty:
    'Noch keine Punkte. Schreiben Sie einen Schritt und drücken Sie Enter: Das Feld bleibt für den nächsten offen.',
  add: 'Punkt hinzufügen',
  full: 'Diese Checkliste hat {max} Punkte, mehr kann ein Ticket nicht haben: Entfernen Sie einen, um einen neuen hinzuzufügen.',
  edit: '{text} bearbeiten',
  text: 'Text des Punkts',
  editHint: 'Enter speichert, Escape bricht ab.',
  textRequired: 'Schreiben Sie, was zu tun ist, oder löschen Sie den Punkt.',
  delete: '{text} löschen',
  move: '{text} verschieben',
  moveHint: 'Ziehen Sie den Punkt, oder drücken Sie Alt mit der Pfeiltaste nach oben oder unten.',
  moved: '{text} steht jetzt an Stelle {place} von {total}.',
  more: 'Zuständig und Fälligkeitsdatum von {text}',
  assignee: 'Zuständig',
  dueDate: 'Fälligkeitsdatum',
  assigned: 'Zugewiesen an {name}',
  due: 'Fällig am {date}',
  failed: 'Die Checkliste konnte nicht geändert werden: {reason}',
};
