import type { social as en } from '../../social';
import type { Translated } from '../../translated';

/** Instagram and YouTube import (features/social; docs/product.md#instagram-and-youtube-import). */
export const social: Translated<typeof en> = {
  title: 'Verbundene Konten',
  connect: '{provider} verbinden',
  reconnect: '{provider} neu verbinden',
  disconnect: 'Trennen',
  notConfigured:
    '{provider} kann hier noch nicht verbunden werden: Der Administrator muss es auf dem Server einrichten.',
  notConnected:
    'Nicht verbunden. Beim Verbinden wird das Profil der Marke ausgefüllt und ihre Beiträge werden in den Feed importiert.',
  connectedAs: 'Verbunden als {name}',
  connectedBadge: 'Verbunden',
  reconnectBadge: 'Neu verbinden nötig',
  needsReconnect:
    '{provider} akzeptiert diese Verbindung nicht mehr. Verbinden Sie es erneut, damit weiter importiert wird.',
  followers: 'Follower',
  posts: 'Beiträge',
  imported: 'In den Feed importiert',
  lastImport: 'Letzter Import {date}',
  importNew: 'Neue Beiträge importieren',
  importing: 'Beiträge werden importiert …',
  importProgress: '{done} von {total} Beiträgen',
  importProgressUnknown: 'Bisher {done} Beiträge',
  importDone: 'Import abgeschlossen',
  importFailed: 'Der Import wurde abgebrochen: {error}',
  connectedOk: '{provider} ist verbunden. Die Beiträge werden importiert.',
  adminOnly: 'Nur Marken-Admins können Konten verbinden.',
  analyticsTitle: 'Instagram-Kennzahlen',
  analyticsEmpty: 'Verbinden Sie Instagram, um hier seine Kennzahlen zu sehen.',
  reach: 'Reichweite (letzter Tag)',
  postReach: 'Reichweite',
  engagement: 'Engagement-Rate',
  recentEngagement: 'Engagement der letzten Beiträge',
  recentEngagementHint: 'Likes und Kommentare pro Beitrag, vom ältesten zum neuesten',
  likes: 'Likes',
  comments: 'Kommentare',
  views: 'Aufrufe',
  makeTicket: 'Beitragsticket erstellen',
  ticketMade: 'Beitragsticket #{id} erstellt',
  useAsSample: 'Als Stimmbeispiel verwenden',
  sampleAdded: 'Zur Stimme „{name}“ hinzugefügt',
};
