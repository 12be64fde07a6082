import type {
  memberStatuses as enMemberStatuses,
  roleHints as enRoleHints,
  roles as enRoles,
  team as enTeam,
} from '../../team';
import type { Translated } from '../../translated';

/** French role names (the English come from the domain: 'Admin', 'Member', 'External'). */
export const roles: Translated<typeof enRoles> = {
  admin: 'Administrateur',
  member: 'Membre',
  external: 'Externe',
};

/** French member statuses (the English come from the domain). */
export const memberStatuses: Translated<typeof enMemberStatuses> = {
  joined: 'A rejoint',
  invited: 'Invité',
  expired: 'Invitation expirée',
};

/** French hints of what each role may do. */
export const roleHints: Translated<typeof enRoleHints> = {
  admin: 'Gère l’équipe, la facturation et toutes les marques.',
  member: 'Travaille sur les marques qui lui sont attribuées.',
  external:
    'Un collaborateur extérieur : ne voit que les marques qui lui sont attribuées et ne peut pas ouvrir de tickets.',
};

/** French texts of the team page (ui.team). */
export const team: Translated<typeof enTeam> = {
  intro: 'Toutes les personnes de cet espace de travail, et les invitations pas encore acceptées.',
  invite: 'Inviter',
  filters: 'Filtres',
  search: 'Rechercher',
  searchPlaceholder: 'Nom ou e-mail',
  role: 'Rôle',
  status: 'Statut',
  seatsClaimed: 'Sièges occupés',
  seatsPending: 'Invitations en attente',
  email: 'E-mail',
  name: 'Nom',
  brands: 'Marques',
  allBrands: 'Toutes',
  brandsAll: 'toutes les marques',
  brandsCount: '{count, plural, one {# marque} other {# marques}}',
  members: 'Membres de l’équipe',
  rowActions: 'Actions pour {email}',
  revoke: 'Révoquer l’invitation',
  removeTitle: 'Retirer {email} ?',
  removeText: 'Cette personne perd l’accès à cet espace de travail et à ses marques.',
  removed: '{email} a été retiré de l’espace de travail.',
  signOut: 'Déconnecter partout',
  signOutTitle: 'Déconnecter {email} partout ?',
  signOutText:
    'Tous les navigateurs et appareils sur lesquels cette personne est connectée sont déconnectés aussitôt, dans tous les espaces de travail. Elle pourra se reconnecter.',
  signedOut:
    '{count, plural, one {{email} a été déconnecté de # session.} other {{email} a été déconnecté de # sessions.}}',
  revokeTitle: 'Révoquer l’invitation de {email} ?',
  revokeText: 'Le lien d’invitation cesse de fonctionner.',
  revoked: 'L’invitation de {email} a été révoquée.',
  emptyTitle: 'Personne ne correspond',
  emptyText: 'Essayez une autre recherche, un autre rôle ou un autre statut.',
  loadError: 'Impossible de charger l’équipe.',
  inviteIntro: 'Invitez quelqu’un par e-mail. L’invitation est valable {count} jours.',
  brandsPlaceholder: 'Choisir des marques',
  brandsHint: 'Les marques que cette personne peut voir.',
  brandsAdmin: 'Les administrateurs voient toutes les marques.',
  noBrands:
    'Aucune marque pour l’instant : les administrateurs verront toutes les marques que vous ajouterez.',
  send: 'Envoyer l’invitation',
  sent: 'Invitation envoyée à {email}',
  /** After the seat limit's message. */
  goToBilling: 'Aller à la facturation',
  editIntro: 'Rôle et accès aux marques de {email}.',
  saved: 'Les modifications pour {email} ont été enregistrées.',
  memberNotFound: 'Ce membre ne fait pas partie de l’espace de travail.',
};
