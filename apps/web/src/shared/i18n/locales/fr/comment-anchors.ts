import type { commentAnchors as en } from '../../comment-anchors';
import type { Translated } from '../../translated';

/**
 * French texts of comments that point (ui.commentAnchors): at a moment or a range of a
 * recording, and pinned on a ticket's reference image.
 */
export const commentAnchors: Translated<typeof en> = {
  recording: {
    title: 'Commentaires sur cet enregistrement',
    timeline: 'Commentaires le long de l’enregistrement',
    marker: 'Commentaire à {time}',
    markerRange: 'Commentaire de {start} à {end}',
    loading: 'Chargement des commentaires…',
    loadError: 'Impossible de charger les commentaires.',
    empty:
      'Aucun commentaire sur cet enregistrement pour l’instant. Mettez en pause là où quelque chose doit changer et commentez ce moment.',
    allResolved: 'Tous les commentaires ici sont résolus.',
    list: 'Commentaires sur cet enregistrement, dans l’ordre de l’enregistrement',
    commentNow: 'Commenter le moment actuel',
    commentHere: 'Commenter à {time}',
    commentRange: 'Commenter de {start} à {end}',
    start: 'De {time}',
    end: 'à {time}',
    startNow: 'Commencer au moment actuel',
    endNow: 'Terminer au moment actuel',
    clearEnd: 'Pas de fin',
    endBeforeStart: 'La fin doit venir après le début.',
    seek: 'Lire à partir de {time}',
    noLength:
      'La durée de l’enregistrement n’est pas encore connue : les repères s’afficheront dès qu’elle aura été lue.',
  },
  pins: {
    title: 'Commentaires épinglés',
    pinMode: 'Épingler un commentaire',
    pinModeOn:
      'Cliquez sur l’image pour un point, ou faites glisser pour un cadre. Appuyez sur Esc pour arrêter.',
    keyboardHint:
      'Déplacez l’épingle avec les flèches (Shift pour des pas plus grands), puis écrivez votre commentaire.',
    draft: 'Nouvelle épingle',
    pin: 'Épingle {number}',
    pinBy: 'Épingle {number} : commentaire de {name}',
    list: 'Commentaires épinglés sur cette image',
    loading: 'Chargement des épingles…',
    loadError: 'Impossible de charger les commentaires épinglés.',
    empty:
      'Aucune épingle pour l’instant. Choisissez « Épingler un commentaire » et cliquez sur l’image là où quelque chose doit changer.',
    imageAlt: '{name}',
    original: 'Ouvrir l’original',
    close: 'Fermer',
    viewer: 'Image {name}',
    openImage: 'Ouvrir {name} et ses commentaires épinglés',
  },
  composer: {
    label: 'Votre commentaire',
    placeholder: 'Qu’est-ce qui doit changer ici ?',
    post: 'Envoyer le commentaire',
    cancel: 'Annuler',
    shared: 'Visible par le client',
    sharedHint:
      'Les commentaires partagés apparaissent dans le portail client ; les commentaires internes, seulement pour l’équipe.',
    posted: 'Votre commentaire a été envoyé.',
    empty: 'Écrivez d’abord un commentaire.',
  },
  thread: {
    resolve: 'Résoudre',
    reopen: 'Rouvrir',
    resolved: 'Résolu',
    resolvedBy: 'Résolu par {name}',
    showResolved: 'Afficher les résolus',
    resolvedDone: 'Résolu.',
    reopenedDone: 'Rouvert.',
  },
  badges: {
    shared: 'Partagé avec le client',
    client: 'Client',
    atTime: 'À {time} d’un enregistrement',
    range: '{start}–{end} d’un enregistrement',
    pin: 'Épinglé sur une image',
    box: 'Un cadre sur une image',
  },
};
