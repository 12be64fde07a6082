import type { calendar as en } from '../../calendar';
import type { Translated } from '../../translated';

/** French texts of the calendar feeds and of Google Calendar (ui.calendar). */
export const calendar: Translated<typeof en> = {
  personTitle: 'Flux de calendrier',
  personIntro:
    'Les dates d’échéance, de tournage et de publication de vos tickets, ainsi que vos rappels, dans n’importe quelle application de calendrier (Google Calendar, Apple Calendar, Outlook). L’adresse est privée : quiconque la possède voit ces tickets.',
  brandTitle: 'Flux de calendrier de cette marque',
  brandIntro:
    'Les dates d’échéance, de tournage et de publication de la marque, dans n’importe quelle application de calendrier, sans connecter de compte Google. L’adresse est privée : quiconque la possède voit ces tickets.',
  create: 'Obtenir l’adresse du calendrier',
  address: 'Adresse du calendrier',
  copy: 'Copier',
  copied: 'Copié',
  howTo:
    'Dans votre application de calendrier, choisissez « S’abonner à un calendrier » (ou « À partir d’une URL ») et collez cette adresse. Les modifications apparaissent dans l’heure.',
  revoke: 'Désactiver cette adresse',
  revokeTitle: 'Désactiver cette adresse de calendrier ?',
  revokeMessage:
    'Les calendriers abonnés cessent aussitôt d’être mis à jour. Vous pourrez ensuite créer une nouvelle adresse.',
  revoked: 'L’adresse du calendrier ne fonctionne plus.',
  /** Google Calendar, connected per person. */
  google: {
    title: 'Google Calendar',
    intro:
      'Les tickets qui vous sont assignés apparaissent dans votre propre Google Calendar comme événements d’une journée entière à leur date d’échéance (les publications à leur date de publication ou de tournage), et suivent chaque modification.',
    unavailable:
      'Ce serveur n’a pas d’application Google : Google Calendar ne peut donc pas être connecté ici. Demandez à la personne qui l’administre d’en configurer une.',
    connect: 'Connecter Google Calendar',
    reconnect: 'Reconnecter',
    connectedAs: 'Connecté en tant que {email}',
    connectedAccount: 'Connecté à Google',
    calendar: 'Calendrier pour vos tickets',
    calendarHelp: 'Seuls les calendriers auxquels vous pouvez ajouter des événements sont listés.',
    primary: '{name} (calendrier principal)',
    chosen: 'Vos tickets vont désormais dans {name}.',
    connected: 'Google Calendar est connecté.',
    broken:
      'Google n’accepte plus cette connexion (l’accès a été retiré ou a expiré). Reconnectez-le pour garder votre calendrier à jour.',
    lastError: 'La dernière mise à jour a échoué ({at}) : {message}',
    disconnect: 'Déconnecter',
    disconnectTitle: 'Déconnecter Google Calendar ?',
    disconnectMessage:
      'Les nouvelles modifications n’arrivent plus dans votre calendrier et l’accès de l’app à votre compte Google prend fin. Les événements déjà présents restent.',
    disconnected: 'Google Calendar est déconnecté.',
    ticketTitle: 'Google Calendar',
    ticketIn: 'Dans le Google Calendar de {email}.',
    ticketInSomeone: 'Dans le Google Calendar de la personne assignée.',
    ticketHint:
      'Tant qu’il y figure, le ticket garde la même personne assignée. Retirez-le pour confier le ticket à quelqu’un d’autre.',
    open: 'Ouvrir dans Google Calendar',
    remove: 'Retirer du calendrier',
    removed:
      'L’événement est en cours de retrait du calendrier. Vous pouvez maintenant changer la personne assignée.',
  },
};
