import type { invites as en } from '../../invites';
import type { Translated } from '../../translated';

/** French texts of the invites feature (ui.invites): my invites and the invite page. */
export const invites: Translated<typeof en> = {
  intro: 'Les invitations à rejoindre un espace de travail.',
  emptyTitle: 'Aucune invitation',
  emptyText: 'Quand quelqu’un vous invite dans un espace de travail, l’invitation apparaît ici.',
  createWorkspace: 'Créer un espace de travail',
  invitedBy: 'Invitation de {name} avec le rôle {role}',
  invitedAs: 'Invitation avec le rôle {role}',
  expires: 'Expire le {date}',
  accept: 'Accepter',
  decline: 'Refuser',
  accepted: 'Vous avez rejoint {workspace}.',
  declined: 'Vous avez refusé l’invitation à rejoindre {workspace}.',
  loadError: 'Impossible de charger vos invitations.',
  joinTitle: 'Rejoindre {workspace}',
  text: '<b>{inviter}</b> a invité <b>{email}</b> à rejoindre <b>{workspace}</b> avec le rôle {role}.',
  textNoInviter: '<b>{email}</b> est invité à rejoindre <b>{workspace}</b> avec le rôle {role}.',
  expiresOn: 'L’invitation expire le {date}.',
  signInHint: 'Connectez-vous en tant que {email} pour accepter.',
  signInToAccept: 'Se connecter pour accepter',
  registerHint:
    'Créez un compte pour {email}. Une fois votre e-mail confirmé, vous reviendrez ici pour accepter.',
  createAccount: 'Créer votre compte',
  otherAccount:
    'Vous êtes connecté en tant que <b>{current}</b>, mais cette invitation est destinée à <b>{email}</b>.',
  switchAccount: 'Se déconnecter et changer de compte',
  acceptInvite: 'Accepter l’invitation',
  declinedTitle: 'Invitation refusée',
  declinedText: 'Vous avez refusé l’invitation à rejoindre {workspace}.',
  toDashboard: 'Ouvrir le tableau de bord',
  invalidTitle: 'Cette invitation ne peut pas être utilisée',
};
