import type { notifications as en } from '../../notifications';
import type { Translated } from '../../translated';

/** The notification centre's texts (ui.notifications). */
export const notifications: Translated<typeof en> = {
  title: 'Benachrichtigungen',
  /** The bell's accessible name. */
  bell: 'Benachrichtigungen',
  bellUnread: 'Benachrichtigungen, {count} ungelesen',
  centre: 'Benachrichtigungszentrale',
  close: 'Benachrichtigungen schließen',
  markAllRead: 'Alle als gelesen markieren',
  markRead: 'Als gelesen markieren',
  markReadOf: 'Als gelesen markieren: {text}',
  unread: 'Ungelesen',
  filter: 'Anzeigen',
  filterAll: 'Alle',
  filterUnread: 'Ungelesen',
  loadMore: 'Mehr laden',
  empty: 'Sie sind auf dem neuesten Stand',
  emptyAll: 'Erwähnungen, Zuweisungen, Statusänderungen, Erinnerungen und Zugriffsanfragen erscheinen hier.',
  emptyUnread: 'Keine ungelesenen Benachrichtigungen.',
  loadError: 'Die Benachrichtigungen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  inWorkspace: 'In {name}',
  listLabel: 'Benachrichtigungen',
  /**
   * Composed from the kind, the actor and the ticket. {{ticket}} and {{brand}} stand only where
   * the nominative or accusative fits, since they may be 'ein gelöschtes Ticket' / 'eine gelöschte Marke'.
   */
  text: {
    mention: '{actor} hat Sie erwähnt: {ticket}',
    assigned: 'Ihnen wurde {ticket} zugewiesen',
    status_changed: '{ticket} wurde nach {status} verschoben',
    status_changed_unknown: '{ticket} hat einen neuen Status',
    reminder: 'Erinnerung: {ticket}',
    comment: '{actor} hat {ticket} kommentiert',
    access_requested: '{actor} hat Zugriff auf {brand} angefragt',
    integration_disabled:
      '{integration} für {brand} wurde ausgeschaltet: Der Empfänger ist nicht mehr vorhanden',
    post_failed: '{ticket} wurde nicht veröffentlicht',
    post_ready: 'Bereit zum Posten: {ticket}',
    channel_reconnect: 'Ein Veröffentlichungskanal für {brand} muss neu verbunden werden',
    weekly_review: 'Der Wochenrückblick für {brand} ist fertig',
    approval_requested: '{actor} bittet Sie, {ticket} freizugeben',
    approval_reminder: '{ticket} wartet auf Ihre Freigabe',
    /** `approval_decided` by where the post went (its status). */
    approval_decided: {
      needs_approval: '{actor} hat einen Schritt für {ticket} freigegeben: Der nächste Schritt ist offen',
      approved: '{actor} hat {ticket} freigegeben',
      in_review: '{actor} hat Änderungen für {ticket} angefragt',
      rejected: '{actor} hat {ticket} abgelehnt',
    },
    approval_expired: 'Freigabe abgelaufen: {ticket} ist wieder in Prüfung',
    client_commented: 'Ein Kunde hat {ticket} kommentiert',
    asset_rights_ending: 'Ein Medium für {ticket} darf zum geplanten Zeitpunkt womöglich nicht erscheinen',
  },
  /** Who decided when it was no member (a client contact, named in the excerpt). */
  aClient: 'Ein Kunde',
  /** An integration_disabled notification's integration: its type, and its description if any. */
  integration: '{type} „{description}“',
  anIntegration: 'Eine Integration',
  someone: 'Jemand',
  deletedTicket: 'ein gelöschtes Ticket',
  deletedBrand: 'eine gelöschte Marke',
  kinds: {
    mention: 'Erwähnung',
    assigned: 'Zuweisung',
    status_changed: 'Statusänderung',
    reminder: 'Erinnerung',
    comment: 'Kommentar',
    access_requested: 'Zugriffsanfrage',
    integration_disabled: 'Integration ausgeschaltet',
    post_failed: 'Beitrag nicht veröffentlicht',
    post_ready: 'Bereit zum Posten',
    channel_reconnect: 'Kanal neu verbinden',
    weekly_review: 'Wochenrückblick',
    approval_requested: 'Freigabe angefragt',
    approval_reminder: 'Freigabe-Erinnerung',
    approval_decided: 'Freigabeentscheidung',
    approval_expired: 'Freigabe abgelaufen',
    client_commented: 'Kundenkommentar',
    asset_rights_ending: 'Nutzungsrechte',
  },
  channels: {
    title: 'Benachrichtigungen',
    intro:
      'Wählen Sie, was in der App erscheint und was zusätzlich per E-Mail kommt. Zugriffsanfragen, ausgeschaltete Integrationen und neu zu verbindende Kanäle erscheinen immer in der App.',
    kind: 'Wann',
    in_app: 'In der App',
    email: 'Per E-Mail',
    kinds: {
      mention: 'Jemand erwähnt mich',
      assigned: 'Mir wird eine Aufgabe zugewiesen',
      status_changed: 'Ein Ticket, dem ich folge, ändert seinen Status',
      reminder: 'Eine Erinnerung ist fällig',
      comment: 'Jemand kommentiert ein Ticket, dem ich folge',
      post_failed: 'Ein Beitrag von mir oder einer Marke, die ich betreue, wurde nicht veröffentlicht',
      post_ready: 'Ein Beitrag ist bereit, damit ich ihn vom Smartphone poste',
      weekly_review: 'Der Wochenrückblick einer Marke, die ich betreue, ist fertig',
      approval_requested: 'Ein Beitrag wartet auf meine Freigabe',
      approval_reminder: 'Ein Beitrag, den ich freigebe, ist fällig oder überfällig',
      approval_decided: 'Über eine von mir angefragte Freigabe wird entschieden, Schritt für Schritt',
      approval_expired: 'Eine von mir angefragte Freigabe ist abgelaufen',
      client_commented: 'Ein Kunde kommentiert einen Beitrag, für den ich eine Freigabe angefragt habe',
    },
    /** The box's accessible name: "Jemand erwähnt mich: Per E-Mail". */
    switch: '{kind}: {channel}',
    loadError: 'Ihre Benachrichtigungseinstellungen konnten nicht geladen werden.',
    saveError: 'Ihre Benachrichtigungseinstellung konnte nicht gespeichert werden.',
  },
};
