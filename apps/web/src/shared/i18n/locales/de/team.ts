import type {
  memberStatuses as enMemberStatuses,
  roleHints as enRoleHints,
  roles as enRoles,
  team as enTeam,
} from '../../team';
import type { Translated } from '../../translated';

/** Role names ('Admin', 'Member', 'External' in the English). */
export const roles: Translated<typeof enRoles> = {
  admin: 'Admin',
  member: 'Mitglied',
  external: 'Externer',
};

/** Member statuses ('Joined', 'Invited', 'Expired' in the English). */
export const memberStatuses: Translated<typeof enMemberStatuses> = {
  joined: 'Beigetreten',
  invited: 'Eingeladen',
  expired: 'Abgelaufen',
};

/** What each role may do. */
export const roleHints: Translated<typeof enRoleHints> = {
  admin: 'Verwaltet das Team, die Abrechnung und alle Marken.',
  member: 'Arbeitet an den zugewiesenen Marken.',
  external: 'Arbeitet von außen mit: sieht nur die zugewiesenen Marken und kann keine Tickets öffnen.',
};

/** The team page's texts (ui.team). */
export const team: Translated<typeof enTeam> = {
  intro: 'Alle in diesem Workspace und die noch nicht angenommenen Einladungen.',
  invite: 'Einladen',
  filters: 'Filter',
  search: 'Suche',
  searchPlaceholder: 'Name oder E-Mail',
  role: 'Rolle',
  status: 'Status',
  seatsClaimed: 'Belegte Plätze',
  seatsPending: 'Offene Einladungen',
  email: 'E-Mail',
  name: 'Name',
  brands: 'Marken',
  allBrands: 'Alle',
  brandsAll: 'alle Marken',
  brandsCount: '{count, plural, one {# Marke} other {# Marken}}',
  members: 'Teammitglieder',
  rowActions: 'Aktionen für {email}',
  revoke: 'Einladung zurückziehen',
  removeTitle: '{email} entfernen?',
  removeText: 'Die Person verliert den Zugriff auf diesen Workspace und seine Marken.',
  removed: '{email} wurde aus dem Workspace entfernt.',
  signOut: 'Überall abmelden',
  signOutTitle: '{email} überall abmelden?',
  signOutText:
    'Alle Browser und Geräte, auf denen die Person angemeldet ist, werden sofort abgemeldet, in jedem Workspace. Sie kann sich erneut anmelden.',
  signedOut:
    '{count, plural, one {{email} wurde von # Sitzung abgemeldet.} other {{email} wurde von # Sitzungen abgemeldet.}}',
  revokeTitle: 'Einladung an {email} zurückziehen?',
  revokeText: 'Der Einladungslink funktioniert dann nicht mehr.',
  revoked: 'Die Einladung an {email} wurde zurückgezogen.',
  emptyTitle: 'Keine Treffer',
  emptyText: 'Versuchen Sie eine andere Suche, Rolle oder einen anderen Status.',
  loadError: 'Das Team konnte nicht geladen werden.',
  inviteIntro: 'Laden Sie jemanden per E-Mail ein. Die Einladung ist {count} Tage gültig.',
  brandsPlaceholder: 'Marken wählen',
  brandsHint: 'Die Marken, die die Person sehen kann.',
  brandsAdmin: 'Admins sehen alle Marken.',
  noBrands: 'Noch keine Marken: Admins sehen alle Marken, die Sie später hinzufügen.',
  send: 'Einladung senden',
  sent: 'Einladung an {email} gesendet',
  /** After the seat limit's message (docs/product.md#seats). */
  goToBilling: 'Zur Abrechnung',
  editIntro: 'Rolle und Markenzugriff von {email}.',
  saved: 'Die Änderungen für {email} wurden gespeichert.',
  memberNotFound: 'Dieses Mitglied ist nicht im Workspace.',
};
