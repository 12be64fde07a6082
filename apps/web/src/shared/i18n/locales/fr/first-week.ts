import type {
  chunkError as enChunkError,
  confirmTexts as enConfirmTexts,
  limits as enLimits,
  mayNot as enMayNot,
  shareLink as enShareLink,
} from '../../first-week';
import type { Translated } from '../../translated';

/** French texts of destructive confirmations (ui.confirm). */
export const confirmTexts: Translated<typeof enConfirmTexts> = {
  /** The label of the field a destructive confirmation asks to type the thing's name into. */
  typeName: 'Saisissez {name} pour confirmer',
  typeNameHint: 'Cela garantit que vous supprimez le bon élément.',
  removeMember: 'Retirer de l’espace de travail',
  removeFromBrand: 'Retirer de la marque',
  deleteComment: 'Supprimer le commentaire',
  deleteWorkspaceTitle: 'Supprimer l’espace de travail {name} ?',
};

/** French texts of a share link the server does not know (unknown, or sharing was stopped). */
export const shareLink: Translated<typeof enShareLink> = {
  invalidTitle: 'Ce lien ne fonctionne pas',
  invalidText:
    'Le lien de partage n’est pas valide ou a été révoqué. Demandez un nouveau lien à la personne qui vous l’a envoyé.',
  retry: 'Réessayer',
  failedText: 'Impossible de charger le ticket partagé. Vérifiez votre connexion et réessayez.',
  memberHint: 'Vous faites partie de l’équipe à qui appartient ce ticket ?',
  memberSignIn: 'Se connecter',
};

/** French texts for lazy code still missing after the retries and one reload. */
export const chunkError: Translated<typeof enChunkError> = {
  title: 'Impossible de charger cette partie de l’app',
  text: 'La connexion a peut-être été coupée, ou une nouvelle version de l’app est sortie. Rechargez pour continuer.',
};

/** French texts of forms a person may not submit, said before they are filled. */
export const mayNot: Translated<typeof enMayNot> = {
  inviteTitle: 'Seuls les administrateurs de l’espace de travail peuvent inviter des personnes',
  inviteText:
    'Demandez à un administrateur de cet espace de travail d’envoyer l’invitation, ou de vous nommer administrateur.',
};

/** French texts of length limits (ui.limits). */
export const limits: Translated<typeof enLimits> = {
  /** Shown from 80 % of a field's limit. */
  counter: '{count} / {max}',
  counterLabel: '{count} caractères utilisés sur {max}',
  atLimit: 'C’est la limite : {max} caractères.',
  over: '{count, plural, one {# caractère de trop : {max} au maximum.} other {# caractères de trop : {max} au maximum.}}',
  itemsCounter: '{count} {what} sur {max}',
  itemsFull: '{max} {what} au maximum : retirez un élément pour en ajouter un autre.',
  tags: 'étiquettes',
};
