import type { handoff as en } from '../../handoff';
import type { Translated } from '../../translated';

/** French texts of the phone hand-off screen (ui.handoff). */
export const handoff: Translated<typeof en> = {
  title: 'Publier sur {network}',
  account: 'Depuis le compte {handle}',
  steps:
    'Copiez la légende, enregistrez les médias, publiez dans l’app {network}, puis revenez ici et indiquez le lien de la publication.',
  caption: 'Légende',
  noCaption: 'Cette publication n’a pas de légende.',
  copyCaption: 'Copier la légende',
  firstComment: 'Premier commentaire',
  firstCommentHint: 'Une fois la publication en ligne, ajoutez ce texte en commentaire en dessous.',
  copyFirstComment: 'Copier le premier commentaire',
  copied: 'Copié',
  copyFailed: 'Impossible de copier la légende ici. Sélectionnez le texte et copiez-le à la main.',
  media: 'Médias',
  noMedia: 'Cette publication n’a pas de médias.',
  ticket: 'Ouvrir le ticket : {title}',
  mediaLoading: 'Préparation de {name}',
  mediaFailed: 'Impossible de charger {name}.',
  saveShare: 'Enregistrer / Partager',
  saveShareLabel: 'Enregistrer / Partager {name}',
  open: 'Ouvrir {network}',
  posted: 'Je l’ai postée',
  link: 'Lien vers la publication en ligne',
  linkHint:
    'Dans l’app {network}, ouvrez votre publication, choisissez Partager → Copier le lien, et collez-le ici.',
  linkInvalid: 'Saisissez l’adresse de la publication, commençant par https://',
  paste: 'Coller le lien',
  pasteFailed: 'Impossible de lire le presse-papiers ici. Collez le lien dans le champ.',
  confirm: 'Marquer comme postée',
  cancel: 'Annuler',
  markedPosted: 'Marquée comme postée',
  published: 'Cette publication est en ligne.',
  liveLink: 'La publication en ligne',
  notYet: 'Pas encore prête à poster : elle est prévue {when}.',
  notFound: 'Cette publication n’est plus programmée (elle a été retirée, ou son canal a été déconnecté).',
  loadError: 'Impossible de charger la publication.',
  changed: 'Cette publication a changé entre-temps ; la voici telle qu’elle est maintenant.',
};
