import type { subtasks as en } from '../../../tickets/subtasks';
import type { Translated } from '../../../translated';

/** A ticket's subtasks (ui.tickets.subtasks): the section, the parent, the two questions, the list filter. */
export const subtasks: Translated<typeof en> = {
  title: 'Unteraufgaben',
  progress: 'Fortschritt der Unteraufgaben',
  progressText: '{done} von {total} abgeschlossen',
  listLabel: 'Unteraufgaben dieses Tickets',
  loading: 'Die Unteraufgaben werden geladen',
  loadError: 'Die Unteraufgaben konnten nicht geladen werden.',
  empty:
    'Noch keine Unteraufgaben. Schreiben Sie eine und drücken Sie Enter: Das Feld bleibt für die nächste offen.',
  add: 'Unteraufgabe hinzufügen',
  full: 'Dieses Ticket hat {max} Unteraufgaben, mehr kann ein Ticket nicht haben.',
  added: 'Unteraufgabe #{id} hinzugefügt.',
  addFailed: 'Die Unteraufgabe konnte nicht hinzugefügt werden: {reason}',
  assignee: 'Zugewiesen an {name}',
  parentOf: 'Unteraufgabe von',
  parentLink: '#{id} {summary}',
  changeParent: 'Übergeordnetes Ticket ändern',
  makeTopLevel: 'Zu eigenständigem Ticket machen',
  makeSubtask: 'Zur Unteraufgabe machen von …',
  parentLabel: 'Übergeordnetes Ticket',
  parentPlaceholder: 'Nach Nummer oder Wörtern suchen',
  parentHint: 'Ein eigenständiges Ticket derselben Marke. Escape schließt die Suche.',
  searching: 'Suche läuft …',
  noParents: 'Kein eigenständiges Ticket passt',
  cancel: 'Abbrechen',
  parentFailed: 'Das übergeordnete Ticket konnte nicht geändert werden: {reason}',
  refused: {
    self: 'Ein Ticket kann nicht seine eigene Unteraufgabe sein.',
    otherBrand: 'Das übergeordnete Ticket muss zur selben Marke gehören.',
    nested:
      'Unteraufgaben gehen nur eine Ebene tief: Wählen Sie ein eigenständiges Ticket als übergeordnetes Ticket.',
    hasSubtasks: 'Dieses Ticket hat eigene Unteraufgaben und kann daher keine Unteraufgabe werden.',
  },
  close: {
    title:
      '{count, plural, one {Dieses Ticket hat # offene Unteraufgabe} other {Dieses Ticket hat # offene Unteraufgaben}}',
    text: '{count, plural, one {Sie ist noch nicht abgeschlossen: mit diesem Ticket abschließen oder offen lassen?} other {Sie sind noch nicht abgeschlossen: mit diesem Ticket abschließen oder offen lassen?}}',
    closeThem: '{count, plural, one {Auch sie abschließen} other {Auch sie abschließen}}',
    leaveThem: '{count, plural, one {Offen lassen} other {Offen lassen}}',
  },
  delete: {
    title: 'Ticket #{id} löschen?',
    text: '{count, plural, one {Es hat # Unteraufgabe: auch löschen oder als eigenständiges Ticket behalten? Das Ticket und sein Verlauf werden für alle entfernt. Das lässt sich nicht rückgängig machen.} other {Es hat # Unteraufgaben: auch löschen oder als eigenständige Tickets behalten? Das Ticket und sein Verlauf werden für alle entfernt. Das lässt sich nicht rückgängig machen.}}',
    deleteThem:
      '{count, plural, one {Auch seine Unteraufgabe löschen} other {Auch seine # Unteraufgaben löschen}}',
    keepThem: '{count, plural, one {Als Ticket behalten} other {Als Tickets behalten}}',
  },
  activity: {
    set: '{actor} hat dies zur Unteraufgabe von {to} gemacht',
    moved: '{actor} hat dies von {from} nach {to} verschoben',
    cleared: '{actor} hat dies zu einem eigenständigen Ticket gemacht (es war eine Unteraufgabe von {from})',
  },
  topLevel: 'Nur eigenständige Tickets',
  topLevelHint: 'Unteraufgaben nicht in der Liste zeigen',
};
