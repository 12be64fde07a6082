import { PORTAL_BULK_MAX, PORTAL_LINK_IDLE_DAYS } from '@expertos/domain/approvals/portal';
import type { portal as en } from '../../portal';
import type { Translated } from '../../translated';

/**
 * French texts of the client portal (ui.portal): the page a client contact's link opens, without
 * an account, and the brand admins' controls for each contact's link.
 */
export const portal: Translated<typeof en> = {
  page: {
    title: '{brand} : publications à valider',
    hello: 'Bonjour {name}.',
    waiting:
      '{count, plural, one {Une publication attend votre validation.} other {# publications attendent votre validation.}}',
    loading: 'Chargement de vos publications…',
    loadError: 'Impossible de charger vos publications.',
    invalidTitle: 'Ce lien ne fonctionne plus',
    emptyTitle: 'Rien ne vous attend',
    emptyText:
      'Quand l’équipe vous demandera une validation, les publications apparaîtront ici. Vous pouvez garder cette page.',
    selectAll: 'Sélectionner toutes les publications en attente',
    select: 'Sélectionner « {summary} »',
    approveSelected:
      '{count, plural, =0 {Valider les publications sélectionnées} one {Valider la publication sélectionnée} other {Valider les # publications sélectionnées}}',
    bulkMax: `${PORTAL_BULK_MAX} au maximum à la fois.`,
    bulkDone: '{count, plural, one {Une publication validée.} other {# publications validées.}}',
    bulkSkipped:
      'Non validé, car modifié depuis l’ouverture de la page ou plus en attente de votre part : {names}. Regardez à nouveau ci-dessous.',
  },
  item: {
    step: 'Étape {number} sur {of}',
    requestedBy: 'Demandée par {name}',
    due: 'Prévue le {date}',
    images: 'Images',
    noCaption: 'Pas encore de légende.',
    hooks: 'Phrases d’accroche au choix',
    asItWillLook: 'Aperçu sur {network}',
    link: 'Lien : {url}',
    firstComment: 'Premier commentaire',
    comment: 'Note accompagnant votre décision',
    commentHint: 'Obligatoire si vous demandez des modifications ; l’équipe la lit avec votre décision.',
    approve: 'Valider',
    changes: 'Demander des modifications',
    reject: 'Refuser',
    rejectTitle: 'Refuser cette publication ?',
    rejectText: 'L’équipe verra que vous l’avez refusée. Ajoutez un commentaire pour expliquer pourquoi.',
    decided: {
      approved: 'Vous avez validé cette version. Elle attend aussi d’autres personnes de votre équipe.',
      changes_requested: 'Vous avez demandé des modifications.',
      rejected: 'Vous l’avez refusée.',
    },
    changed:
      'Cette publication a changé pendant que vous la regardiez. La nouvelle version s’affiche maintenant : regardez-la à nouveau.',
    comments: 'Commentaires',
    noComments: 'Aucun commentaire pour l’instant.',
    client: 'vous',
    atMoment: 'à un moment de la vidéo',
    atMomentN: 'à {time} de l’enregistrement {recording}',
    recordings: 'Enregistrements',
    recordingLabel: 'Enregistrement {number}',
    commentAtMoment: 'Commenter à {time}',
    momentHint: 'Votre commentaire ci-dessous sera placé à {time} de cet enregistrement.',
    momentBy: '{time} : commentaire de {name}',
    momentDraft: 'À {time} de l’enregistrement {recording}',
    removeMoment: 'Commenter sans le moment',
    onImage: 'épinglé sur une image',
    onImageN: 'épingle {number} sur l’image {image}',
    pinHere: 'Épingler un commentaire',
    pinHint:
      'Cliquez sur l’image pour un point, ou faites glisser pour un cadre ; les flèches déplacent l’épingle. Écrivez ensuite votre commentaire ci-dessous.',
    pinDraft: 'Nouvelle épingle',
    pinBy: 'Épingle {number} : commentaire de {name}',
    pinnedOn: 'Épinglé sur l’image {image}',
    removePin: 'Retirer l’épingle',
    resolved: 'résolu',
    addComment: 'Ajouter un commentaire',
    addCommentHint: 'L’équipe le voit aussitôt. Il ne vaut pas décision.',
    send: 'Envoyer le commentaire',
  },
  link: {
    none: 'Pas encore de lien de portail',
    active: 'Lien de portail actif · ouvert pour la dernière fois {when}',
    activeNever: 'Lien de portail actif · pas encore ouvert',
    expired: `Lien de portail expiré après ${PORTAL_LINK_IDLE_DAYS} jours sans visite`,
    revoked: 'Lien de portail révoqué',
    send: 'Envoyer le lien du portail',
    sendNew: 'Envoyer un nouveau lien',
    sendNewTitle: 'Envoyer un nouveau lien à {name} ?',
    sendNewText: 'Son lien actuel cesse aussitôt de fonctionner.',
    copyOnly: 'Créer un lien sans l’envoyer par e-mail',
    revoke: 'Révoquer le lien de {name}',
    revokeTitle: 'Révoquer le lien de {name} ?',
    revokeText: 'La page cesse aussitôt de s’ouvrir. Vous pourrez envoyer un nouveau lien plus tard.',
    revokedDone: 'Le lien ne fonctionne plus.',
    createdTitle: 'Lien de portail pour {name}',
    createdEmailed:
      'Nous avons envoyé ce lien par e-mail à {email}. Il ne s’affiche que maintenant : copiez-le si vous voulez l’envoyer vous-même.',
    createdNotEmailed: 'Il ne s’affiche que maintenant : copiez-le et envoyez-le vous-même à {name}.',
    copy: 'Copier le lien',
    copied: 'Copié',
    close: 'Terminé',
    menu: 'Lien de portail pour {name}',
  },
};
