import type { phases as enPhases, projects as enProjects } from '../../projects';
import type { Translated } from '../../translated';

/** The phases of a brand (ui.phases). */
export const phases: Translated<typeof enPhases> = {
  sales: 'Vertrieb',
  active: 'Aktiv',
  inactive: 'Inaktiv',
};

/** The texts of brands (projects): brand form and users (ui.projects). */
export const projects: Translated<typeof enProjects> = {
  addIntro: 'Fügen Sie eine Marke hinzu: den Kunden oder das Produkt, für das Sie Inhalte erstellen.',
  editIntro: 'Ändern Sie Name, Website, Phase oder Titelbild von {name}.',
  name: 'Name der Marke',
  namePlaceholder: 'z. B. Acme',
  site: 'Shopify-Shop',
  sitePlaceholder: 'https://acme.myshopify.com',
  siteHint: 'Optional: die vollständige Adresse des Shops.',
  siteInvalid: 'Geben Sie eine vollständige Webadresse ein, beginnend mit https://',
  phase: 'Phase',
  cover: 'Titelbild',
  coverPick: 'Bild wählen',
  coverChange: 'Anderes Bild wählen',
  coverRemove: 'Bild entfernen',
  coverHint: '{types}, höchstens {size} MB.',
  coverPreview: 'Vorschau des Titelbilds',
  create: 'Marke erstellen',
  created: 'Die Marke {name} wurde erstellt.',
  saved: 'Die Marke {name} wurde gespeichert.',
  coverFailed: 'Die Marke wurde gespeichert, aber ihr Titelbild konnte nicht hochgeladen werden: {reason}',
  notFound: 'Diese Marke gibt es nicht, oder Sie haben keinen Zugriff darauf.',
  loadError: 'Die Marke konnte nicht geladen werden.',
  users: {
    intro: 'Wer an {name} arbeitet. Workspace-Admins sehen jede Marke.',
    add: 'Benutzer hinzufügen',
    role: 'Rolle',
    access: 'Zugriff',
    roles: { admin: 'Marken-Admin', member: 'Markenmitglied' },
    accessStates: { granted: 'Zugriff gewährt', requested: 'Zugriff angefragt' },
    grant: 'Zugriff gewähren',
    remove: 'Entfernen',
    rowActions: 'Aktionen für {name}',
    removeTitle: '{name} aus {brand} entfernen?',
    removeText: 'Die Person sieht diese Marke dann nicht mehr.',
    removed: '{name} hat keinen Zugriff mehr auf {brand}.',
    granted: '{name} hat jetzt Zugriff auf {brand}.',
    emptyTitle: 'Noch niemand hier',
    emptyText: 'Fügen Sie Mitglieder des Workspace hinzu, um ihnen Zugriff auf diese Marke zu geben.',
    loadError: 'Die Personen dieser Marke konnten nicht geladen werden.',
  },
  userAdd: {
    intro: 'Geben Sie einem Mitglied des Workspace Zugriff auf {name}.',
    member: 'Mitglied des Workspace',
    memberPlaceholder: 'Mitglied wählen',
    role: 'Rolle in dieser Marke',
    add: 'Zur Marke hinzufügen',
    added: '{name} wurde zu {brand} hinzugefügt.',
    noMembers: 'Jedes Mitglied des Workspace hat bereits Zugriff auf diese Marke.',
  },
  /** Die Schließtage einer Marke (docs/product.md#closed-days). */
  closedDays: {
    title: 'Schließtage',
    intro:
      'Tage, an denen das Team der Marke nicht arbeitet, etwa eine Betriebsschließung zwischen Weihnachten und Neujahr.',
    empty:
      'Noch keine Schließtage. Wiederkehrende Tickets können an den hier genannten Tagen ausfallen oder auf den nächsten Werktag ausweichen.',
    readOnly: 'Die Schließtage ändern Admins der Marke.',
    loadError: 'Die Schließtage konnten nicht geladen werden.',
    addTitle: 'Schließtage hinzufügen',
    name: 'Name',
    namePlaceholder: 'z. B. Büro geschlossen',
    from: 'Erster Tag',
    to: 'Letzter Tag',
    add: 'Zur Liste hinzufügen',
    remove: '{name} entfernen',
    unsaved: 'Noch nicht gespeichert.',
    saved: 'Schließtage gespeichert.',
    problems: {
      name: 'Geben Sie einen Namen mit höchstens {max} Zeichen ein.',
      day: 'Wählen Sie einen Tag.',
      toBeforeFrom: 'Der letzte Tag liegt am oder nach dem ersten.',
      tooLong: 'Ein Zeitraum umfasst höchstens {max} Tage.',
    },
  },
};
