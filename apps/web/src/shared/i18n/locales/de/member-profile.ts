import type { memberProfile as en } from '../../member-profile';
import type { Translated } from '../../translated';

/** The texts of a member's profile page (/profile/{uid}) and its brands, tickets and time sections. */
export const memberProfile: Translated<typeof en> = {
  summary: 'Übersicht',
  picture: 'Profilbild von {name}',
  role: 'Rolle',
  status: 'Status',
  brands: 'Marken',
  brandsAll: 'Alle Marken',
  brandsCount: '{count, plural, one {# Marke} other {# Marken}}',
  onlyAdmin:
    'Der einzige Admin dieses Workspace. Es braucht immer mindestens einen: Machen Sie eine andere Person zum Admin, bevor Sie diese Rolle ändern oder die Person entfernen.',
  editAccess: 'Rolle und Marken ändern',
  editTitle: 'Rolle und Marken von {name}',
  remove: 'Aus dem Workspace entfernen',
  backToTeam: 'Zurück zum Team',
  loadError: 'Dieses Profil konnte nicht geladen werden.',
  brandsSection: {
    title: 'Marken und Zugriff',
    intro: 'Die Marken, die die Person sehen kann, und ihre Rolle in jeder davon.',
    adminAll: 'Ein Workspace-Admin sieht alle Marken und ist in jeder Admin.',
    externalNote: 'Externe sind Mitglied einer Marke, nie ihr Admin.',
    emptyTitle: 'Keine Marken',
    emptyText: 'Weisen Sie der Person über „Rolle und Marken ändern“ Marken zu.',
    noBrandsYet: 'Dieser Workspace hat noch keine Marken.',
    roleUnknown: 'Rolle nicht geladen',
    loadError: 'Die Rollen der Person in den Marken konnten nicht geladen werden.',
  },
  ticketsSection: {
    title: 'Offene Tickets',
    intro: 'Der Person zugewiesen und noch nicht erledigt.',
    count: '{count, plural, one {# offenes Ticket} other {# offene Tickets}}',
    emptyTitle: 'Keine offenen Tickets',
    emptyText: 'Nichts, was der Person zugewiesen ist, wartet.',
    loadError: 'Die Tickets der Person konnten nicht geladen werden.',
    due: 'Fällig am {date}',
    noDue: 'Kein Fälligkeitsdatum',
    more: '{count, plural, one {und # weiteres, das hier nicht angezeigt wird.} other {und # weitere, die hier nicht angezeigt werden.}}',
    seeInTasks: 'Unter Tickets ansehen',
  },
  timeSection: {
    title: 'Zeit diese Woche',
    intro: 'Abgeschlossene Zeit, erfasst seit Montag, {date}.',
    total: 'Gesamt diese Woche',
    byBrand: 'Nach Marke',
    emptyTitle: 'Diese Woche keine Zeit erfasst',
    emptyText:
      'Zeit erscheint hier, sobald ein Timer der Person gestoppt oder ein Eintrag hinzugefügt wurde.',
    loadError: 'Die Zeit der Person konnte nicht geladen werden.',
  },
};
