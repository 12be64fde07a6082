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

// The single-text exports (loading, close, skipToContent) are typed `string`: the English ones
// are literal types, which Translated<> would keep as they are.

/** French text shown while something loads. */
export const loading: string = 'Chargement…';

/** French common words of the app shell. */
export const common: Translated<typeof enCommon> = {
  retry: 'Réessayer',
  cancel: 'Annuler',
  save: 'Enregistrer les modifications',
  all: 'Tous',
  actions: 'Actions',
  you: 'Vous',
  edit: 'Modifier',
  remove: 'Retirer',
  /** Beside a person who exists here only as a Jira user. */
  fromJira: 'Jira',
  labelled: '{label} : {value}',
  labelColon: '{label} :',
  showPassword: 'Afficher le mot de passe',
};

/** French label of close buttons. */
export const close: string = 'Fermer';

/** French label of the skip link. */
export const skipToContent: string = 'Aller au contenu';

/** French texts of the app's notifications (toasts). */
export const notify: Translated<typeof enNotify> = {
  positive: 'Succès',
  negative: 'Erreur',
  dismiss: 'Fermer la notification',
  repeated: 'Affichée {count} fois',
};

/** French texts of the navigation. */
export const nav: Translated<typeof enNav> = {
  main: 'Navigation principale',
  dashboard: 'Tableau de bord',
  tasks: 'Tickets',
  team: 'Équipe',
  billing: 'Facturation',
  time: 'Temps',
  approvals: 'Validations',
  openMenu: 'Ouvrir la navigation',
  closeMenu: 'Fermer la navigation',
  userMenu: 'Menu utilisateur',
  profile: 'Profil',
  security: 'Connexion et sécurité',
  invites: 'Invitations',
  pendingInvites: '{count, plural, one {# invitation en attente} other {# invitations en attente}}',
  signOut: 'Se déconnecter',
  /** Read after the logo's visible name: "Expertos, aller au tableau de bord" (label in name). */
  home: 'aller au tableau de bord',
  afterName: ', {label}',
};

/** French texts of the ticket dialog. */
export const taskDialog: Translated<typeof enTaskDialog> = {
  defaultTitle: 'Ticket',
  openInNewPage: 'Ouvrir dans une nouvelle page',
  loading: 'Chargement du ticket',
};

/** French texts of a page that failed to render. */
export const routeError: Translated<typeof enRouteError> = {
  title: 'Impossible d’afficher cette page',
  reload: 'Recharger la page',
};

/** French texts of form validation. */
export const validation: Translated<typeof enValidation> = {
  email: 'Saisissez une adresse e-mail valide.',
  invalid: 'Veuillez vérifier ce champ.',
};

/** French page titles. */
export const pages: Translated<typeof enPages> = {
  dashboard: 'Tableau de bord',
  billing: 'Forfait et facturation',
  team: 'Équipe',
  tasks: 'Tickets',
  expired: 'Espace de travail verrouillé',
  brandAdd: 'Gérer la marque',
  brandFeed: 'Fil de la marque',
  brandLibrary: 'Bibliothèque de la marque',
  brandImport: 'Importer des publications',
  brandPlayground: 'Bac à sable de la marque',
  brandAnalytics: 'Résultats',
  brandApprovals: 'Validations',
  brandRecurring: 'Tickets récurrents',
  brandTasks: 'Marque',
  brandTask: 'Détails du ticket',
  brandUsers: 'Utilisateurs de la marque',
  brandIntegrations: 'Intégrations de la marque',
  brandUserAdd: 'Ajouter un utilisateur à la marque',
  brandSettings: 'Configuration de la marque',
  userAdd: 'Ajouter un utilisateur',
  userEdit: 'Modifier l’utilisateur',
  myInvites: 'Invitations',
  profile: 'Profil',
  accountSecurity: 'Connexion et sécurité',
  workspaceAuditLog: 'Journal d’audit',
  workspaceTemplates: 'Modèles',
  workspaceSecurity: 'Sécurité',
  userProfile: 'Profil utilisateur',
  verifySubscription: 'Vérifier l’abonnement',
  kitchenSync: 'Kitchen sync',
  play: 'Lecteur',
  onboarding: 'Configurer votre espace de travail',
  integrationSuccess: 'Intégration connectée',
  signup: 'Créer un compte',
  signin: 'Se connecter',
  forgotPassword: 'Mot de passe oublié',
  resetPassword: 'Réinitialiser le mot de passe',
  confirmEmail: 'Vérification de l’e-mail',
  invite: 'Invitation',
  try: 'Essayer le créateur de profil de marque',
  tryNextSteps: 'Étapes suivantes',
  developers: 'Développeurs',
  ui: 'Jetons de design',
  bexOptions: 'Options de l’extension',
  bexRecord: 'Enregistrer',
  bexEmpty: 'Extension',
  bexTextHighlight: 'Surlignage de texte',
  bexPopup: 'Fenêtre de l’extension',
  bexPopupNewTicket: 'Nouveau ticket',
  bexDevtools: 'Outils de développement',
};
