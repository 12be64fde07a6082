import type { media as en } from '../../media';
import type { Translated } from '../../translated';

/** French texts of the recordings (ui.media). */
export const media: Translated<typeof en> = {
  loading: 'Chargement de l’enregistrement…',
  speed: 'Vitesse',
  openTicket: 'Ouvrir le ticket',
  signInTitle: 'Connectez-vous pour regarder cet enregistrement',
  signInText: 'Il n’est partagé qu’avec les membres de sa marque.',
  signIn: 'Se connecter',
  notFoundTitle: 'Enregistrement introuvable',
  notFoundText: 'Il a peut-être été supprimé, ou il n’est pas partagé avec vous.',
  uploadingTitle: 'Envoi en cours',
  uploadingText:
    'Cet enregistrement est encore en cours d’envoi. Vous pourrez le lire ici dès la fin de l’envoi.',
  shareLabel: 'Toute personne disposant du lien peut regarder',
  shareOnHint: 'Les personnes non connectées peuvent le regarder, sans voir le ticket.',
  shareOffHint: 'Seuls les membres qui ont accès à cette marque peuvent le regarder.',
  sharedOn: 'Toute personne disposant du lien peut maintenant regarder cet enregistrement.',
  sharedOff: 'Seuls les membres de la marque peuvent maintenant regarder cet enregistrement.',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
  linkNotCopied: 'Impossible de copier le lien : copiez-le depuis la barre d’adresse.',
  trimTitle: 'Découper',
  trimHint:
    'Ne garder que la partie entre deux moments. La coupe tombe sur l’image clé la plus proche, au début ou juste avant : l’enregistrement peut donc commencer un peu plus tôt.',
  trimStart: 'Début',
  trimEnd: 'Fin',
  useCurrentTime: 'Utiliser le moment actuel',
  trimSubmit: 'Garder cette partie',
  trimmed: 'Découpé. L’enregistrement dure maintenant {length}.',
  trimUnreadable: 'Écrivez les moments au format m:ss, par exemple 0:05 et 1:30.',
  trimPastEnd: 'La fin doit se situer dans l’enregistrement ({length}).',
  trimTooShort: 'Gardez au moins 1 seconde de l’enregistrement.',
  extractTitle: 'Scènes et script',
  extractHint:
    'Enregistrez les scènes comme images de référence du ticket, ou ajoutez ce qui est dit à la fin de ses notes.',
  extractScenes: 'Extraire les scènes',
  extractScript: 'Extraire le script',
  recordingsTitle: 'Enregistrements',
  noRecordings: 'Aucun enregistrement pour l’instant. Créez-en un avec l’extension de navigateur.',
  recording: 'Enregistrement d’écran',
  sharedBadge: 'Partagé',
  uploadingProgress: 'Envoi : {percent} %',
};
