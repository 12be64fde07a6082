import type { social as en } from '../../social';
import type { Translated } from '../../translated';

/** French texts of the Instagram and YouTube import (features/social). */
export const social: Translated<typeof en> = {
  title: 'Comptes connectés',
  connect: 'Connecter {provider}',
  reconnect: 'Reconnecter {provider}',
  disconnect: 'Déconnecter',
  notConfigured:
    '{provider} ne peut pas encore être connecté ici : l’administrateur doit le configurer sur le serveur.',
  notConnected:
    'Non connecté. La connexion remplit le profil de la marque et importe ses publications dans le Fil.',
  connectedAs: 'Connecté en tant que {name}',
  connectedBadge: 'Connecté',
  reconnectBadge: 'Reconnexion nécessaire',
  needsReconnect: '{provider} n’accepte plus cette connexion. Reconnectez-le pour continuer l’import.',
  followers: 'Abonnés',
  posts: 'Publications',
  imported: 'Importées dans le Fil',
  lastImport: 'Dernier import le {date}',
  importNew: 'Importer les nouvelles publications',
  importing: 'Import des publications…',
  importProgress: '{done} publications sur {total}',
  importProgressUnknown: '{done} publications pour l’instant',
  importDone: 'Import terminé',
  importFailed: 'L’import s’est arrêté : {error}',
  connectedOk: '{provider} est connecté. Ses publications sont en cours d’import.',
  adminOnly: 'Seuls les administrateurs de la marque peuvent connecter des comptes.',
  analyticsTitle: 'Statistiques Instagram',
  analyticsEmpty: 'Connectez Instagram pour voir ses statistiques ici.',
  reach: 'Portée (dernier jour)',
  postReach: 'Portée',
  engagement: 'Taux d’engagement',
  recentEngagement: 'Engagement des publications récentes',
  recentEngagementHint: 'J’aime et commentaires par publication, de la plus ancienne à la plus récente',
  likes: 'J’aime',
  comments: 'Commentaires',
  views: 'Vues',
  makeTicket: 'Créer un ticket de publication',
  ticketMade: 'Ticket de publication #{id} créé',
  useAsSample: 'Utiliser comme exemple pour la voix',
  sampleAdded: 'Ajoutée à la voix « {name} »',
};
