import type { busy as enBusy, offline as enOffline, push as enPush } from '../../push';
import type { Translated } from '../../translated';

/** French texts of push notifications and installing the app (ui.push). */
export const push: Translated<typeof enPush> = {
  title: 'Notifications push',
  intro: 'Recevez des notifications sur cet appareil et sur votre téléphone, même quand Expertos est fermé.',
  thisDevice: 'Cet appareil',
  state: {
    on: 'Les notifications push sont activées sur cet appareil.',
    off: 'Les notifications push sont désactivées sur cet appareil.',
    denied:
      'Les notifications sont bloquées pour ce site. Autorisez-les dans les paramètres du site de votre navigateur, puis activez le push ici.',
    unsupported:
      'Ce navigateur ne peut pas recevoir de notifications push. Sur iPhone ou iPad, ajoutez d’abord Expertos à votre écran d’accueil (Partager, puis Sur l’écran d’accueil) et ouvrez-le depuis celui-ci.',
    notConfigured: 'Ce serveur n’est pas configuré pour envoyer des notifications push aux navigateurs.',
    nativeApp:
      'Ce téléphone reçoit les notifications push via l’app Expertos. Leur affichage se règle dans les paramètres du téléphone.',
  },
  turnOn: 'Activer le push sur cet appareil',
  turnOff: 'Désactiver sur cet appareil',
  turnOnError: 'Impossible d’activer le push.',
  turnOffError: 'Impossible de désactiver le push.',
  install: 'Installer l’app',
  installHint: 'Installez Expertos pour l’ouvrir comme une app, depuis votre écran d’accueil ou votre Dock.',
  kindsTitle: 'Ce qui est envoyé en push',
  kinds: {
    mention: 'Quelqu’un me mentionne',
    assigned: 'Une tâche m’est assignée',
    status_changed: 'Un ticket que je suis change de statut',
    reminder: 'Un rappel arrive à échéance',
    comment: 'Quelqu’un commente un ticket que je suis',
    post_failed: 'Une publication à moi ou d’une marque que je gère n’a pas été publiée',
    post_ready: 'Une publication est prête à être postée depuis mon téléphone',
    weekly_review: 'La revue hebdomadaire d’une marque que je gère est prête',
    approval_requested: 'Une publication attend ma validation',
    approval_reminder: 'Une publication que je valide arrive à échéance ou est en retard',
    approval_decided: 'Une publication dont j’ai demandé la validation est tranchée, étape par étape',
    approval_expired: 'Une validation que j’ai demandée a expiré',
    client_commented: 'Un client commente une publication dont j’ai demandé la validation',
  },
  quietTitle: 'Heures de silence',
  quietSwitch: 'Retenir les notifications pendant les heures de silence',
  quietHint: 'Les notifications attendent la fin des heures de silence ({zone}).',
  quietFrom: 'De',
  quietTo: 'À',
  saveError: 'Impossible d’enregistrer vos paramètres push.',
  loadError: 'Impossible de charger vos paramètres push.',
  devicesTitle: 'Vos appareils',
  devicesEmpty:
    'Aucun appareil pour l’instant. Activez le push sur cet appareil, ou connectez-vous dans l’app mobile Expertos.',
  lastSeen: 'Dernière activité {when}',
  thisBrowser: 'Ce navigateur',
  platforms: { web: 'Navigateur', android: 'Android', ios: 'iPhone / iPad' },
  rename: 'Renommer',
  renameOf: 'Renommer {name}',
  nameLabel: 'Nom de l’appareil',
  save: 'Enregistrer',
  cancel: 'Annuler',
  remove: 'Supprimer',
  removeOf: 'Supprimer {name}',
  removeError: 'Impossible de supprimer l’appareil.',
  renameError: 'Impossible de renommer l’appareil.',
  test: 'M’envoyer une notification de test',
  testSent:
    '{count, plural, one {Une notification de test est en route vers votre appareil.} other {Une notification de test est en route vers vos # appareils.}}',
  testError: 'Impossible d’envoyer la notification de test.',
  retry: 'Réessayer',
};

/** French texts of being offline (ui.offline). */
export const offline: Translated<typeof enOffline> = {
  banner:
    'Vous êtes hors ligne. Ce que vous voyez n’est peut-être pas à jour, et les modifications ne pourront pas être enregistrées avant votre retour en ligne.',
  back: 'Vous êtes de nouveau en ligne.',
  startTitle: 'Vous êtes hors ligne',
  startText: 'Expertos s’ouvrira dès que cet appareil sera de nouveau en ligne.',
  retry: 'Réessayer',
};

/** The server asked the app to slow down (a rate limit): it carries on by itself (ui.busy). */
export const busy: Translated<typeof enBusy> = {
  notice: 'Beaucoup de requêtes à la fois — reprise dans quelques secondes.',
};
