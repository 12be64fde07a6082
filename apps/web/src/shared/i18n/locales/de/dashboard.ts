import type { dashboard as en } from '../../dashboard';
import type { Translated } from '../../translated';

/** The dashboard feature's texts (ui.dashboard). */
export const dashboard: Translated<typeof en> = {
  addBrand: 'Marke hinzufügen',
  emptyTitle: 'Noch keine Marken',
  emptyText: 'Hier erscheinen Marken, die Sie anlegen oder für die Sie Zugriff erhalten.',
  brands: 'Marken',
  loadError: 'Die Marken konnten nicht geladen werden.',
  quickLinks: 'Schnellzugriff für {name}',
  tasks: 'Tickets',
  feed: 'Feed',
  library: 'Bibliothek',
  playground: 'Playground',
  analytics: 'Ergebnisse',
  approvals: 'Freigaben',
  users: 'Nutzer',
  settings: 'Einstellungen',
  templates: 'Vorlagen',
  recurring: 'Wiederkehrend',
  evergreen: 'Evergreen',
  series: 'Serien',
  brandMenu: 'Aktionen für {name}',
  editBrand: 'Marke bearbeiten',
  deleteBrand: 'Marke löschen',
  deleteTitle: '{name} löschen?',
  deleteText:
    'Die Marke und ihre Einrichtung werden für alle im Workspace entfernt. Das lässt sich nicht rückgängig machen.',
  deleted: 'Die Marke {name} wurde gelöscht.',
  requestTitle: 'Weitere Marken in diesem Workspace',
  requestText: 'Sie sehen eine Marke, sobald einer ihrer Admins Ihnen Zugriff gibt.',
  requestAccess: 'Zugriff anfragen',
  accessRequested: 'Zugriff angefragt',
  requestSent: 'Zugriff auf {name} wurde angefragt.',
};
