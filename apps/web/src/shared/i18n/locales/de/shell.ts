import type {
  common as enCommon,
  nav as enNav,
  notify as enNotify,
  pages as enPages,
  routeError as enRouteError,
  taskDialog as enTaskDialog,
  validation as enValidation,
} from '../../shell';
import type { Translated } from '../../translated';

/** The app shell's loading text. */
export const loading: string = 'Wird geladen …';

/** Common words of the app shell. */
export const common: Translated<typeof enCommon> = {
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  save: 'Änderungen speichern',
  all: 'Alle',
  actions: 'Aktionen',
  you: 'Sie',
  edit: 'Bearbeiten',
  remove: 'Entfernen',
  /** Beside a person who exists here only as a Jira user (docs/product.md#seats). */
  fromJira: 'Jira',
  labelled: '{label}: {value}',
  labelColon: '{label}:',
  showPassword: 'Passwort anzeigen',
};

/** The label of close buttons. */
export const close: string = 'Schließen';

/** The skip link to the page's content. */
export const skipToContent: string = 'Zum Inhalt springen';

/** The app's notifications (toasts). */
export const notify: Translated<typeof enNotify> = {
  positive: 'Erfolg',
  negative: 'Fehler',
  dismiss: 'Benachrichtigung schließen',
  repeated: '{count}-mal angezeigt',
};

/** The navigation. */
export const nav: Translated<typeof enNav> = {
  main: 'Hauptnavigation',
  dashboard: 'Dashboard',
  tasks: 'Tickets',
  team: 'Team',
  billing: 'Abrechnung',
  time: 'Zeit',
  approvals: 'Freigaben',
  openMenu: 'Navigation öffnen',
  closeMenu: 'Navigation schließen',
  userMenu: 'Benutzermenü',
  profile: 'Profil',
  security: 'Anmeldung und Sicherheit',
  invites: 'Einladungen',
  pendingInvites: '{count, plural, one {# offene Einladung} other {# offene Einladungen}}',
  signOut: 'Abmelden',
  /** Read after the logo's visible name: "Expertos, go to the dashboard" (label in name). */
  home: 'zum Dashboard',
  afterName: ', {label}',
};

/** The ticket dialog. */
export const taskDialog: Translated<typeof enTaskDialog> = {
  defaultTitle: 'Ticket',
  openInNewPage: 'Auf neuer Seite öffnen',
  loading: 'Ticket wird geladen',
};

/** A page that failed to render. */
export const routeError: Translated<typeof enRouteError> = {
  title: 'Diese Seite konnte nicht angezeigt werden',
  reload: 'Seite neu laden',
};

/** Form validation. */
export const validation: Translated<typeof enValidation> = {
  email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  invalid: 'Bitte prüfen Sie dieses Feld.',
};

/** Page titles. */
export const pages: Translated<typeof enPages> = {
  dashboard: 'Dashboard',
  billing: 'Tarif und Abrechnung',
  team: 'Team',
  tasks: 'Tickets',
  expired: 'Workspace gesperrt',
  brandAdd: 'Marke verwalten',
  brandFeed: 'Marken-Feed',
  brandLibrary: 'Markenbibliothek',
  brandImport: 'Beiträge importieren',
  brandPlayground: 'Marken-Playground',
  brandAnalytics: 'Ergebnisse',
  brandApprovals: 'Freigaben',
  brandRecurring: 'Wiederkehrende Tickets',
  brandTasks: 'Marke',
  brandTask: 'Ticketdetails',
  brandUsers: 'Benutzer der Marke',
  brandIntegrations: 'Integrationen der Marke',
  brandUserAdd: 'Benutzer zur Marke hinzufügen',
  brandSettings: 'Markeneinrichtung',
  userAdd: 'Benutzer hinzufügen',
  userEdit: 'Benutzer bearbeiten',
  myInvites: 'Einladungen',
  profile: 'Profil',
  accountSecurity: 'Anmeldung und Sicherheit',
  workspaceAuditLog: 'Audit-Protokoll',
  workspaceTemplates: 'Vorlagen',
  workspaceSecurity: 'Sicherheit',
  userProfile: 'Benutzerprofil',
  verifySubscription: 'Abo bestätigen',
  kitchenSync: 'Kitchen Sync',
  play: 'Stream-Player',
  onboarding: 'Workspace einrichten',
  integrationSuccess: 'Integration verbunden',
  signup: 'Konto erstellen',
  signin: 'Anmelden',
  forgotPassword: 'Passwort vergessen',
  resetPassword: 'Passwort zurücksetzen',
  confirmEmail: 'E-Mail-Bestätigung',
  invite: 'Einladung',
  try: 'Markenprofil-Builder ausprobieren',
  tryNextSteps: 'Nächste Schritte',
  developers: 'Entwickler',
  ui: 'Design-Tokens',
  bexOptions: 'Optionen der Erweiterung',
  bexRecord: 'Aufnehmen',
  bexEmpty: 'Erweiterung',
  bexTextHighlight: 'Textmarkierung',
  bexPopup: 'Erweiterungs-Pop-up',
  bexPopupNewTicket: 'Neues Ticket',
  bexDevtools: 'Entwicklertools',
};
