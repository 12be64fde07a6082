import { longDay } from './dates.js';
import type { NoticeTexts } from './notices-en.js';

const OUTCOMES: Record<string, string> = {
  approved: 'Freigegeben',
  in_review: 'Änderungen angefordert',
  rejected: 'Abgelehnt',
};
const day = longDay('de');

/** German (Sie), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const noticesDe: NoticeTexts = {
  push: {
    someone: 'Jemand',
    aTask: 'eine Aufgabe',
    kinds: {
      mention: ({ actor, title, excerpt }) => ({
        title: `${actor} hat Sie erwähnt`,
        body: excerpt ? `${title}: ${excerpt}` : title,
      }),
      assigned: ({ actor, title }) => ({ title: `${actor} hat Ihnen eine Aufgabe zugewiesen`, body: title }),
      status_changed: ({ title, statusLabel }) => ({
        title: `${title} wurde verschoben`,
        body: statusLabel ? `Jetzt: ${statusLabel}` : 'Neuer Status',
      }),
      reminder: ({ title }) => ({ title: 'Erinnerung', body: title }),
      comment: ({ actor, title, excerpt }) => ({ title: `${actor} hat ${title} kommentiert`, body: excerpt }),
      post_failed: ({ title, excerpt }) => ({ title: `Nicht veröffentlicht: ${title}`, body: excerpt }),
      post_ready: ({ title, excerpt }) => ({
        title: 'Bereit zum Posten',
        body: excerpt ? `${title} auf ${excerpt}` : title,
      }),
      channel_reconnect: ({ excerpt }) => ({
        title: 'Veröffentlichungskanal neu verbinden',
        body: excerpt,
      }),
      weekly_review: ({ excerpt }) => ({ title: 'Ihr Wochenrückblick ist fertig', body: excerpt }),
      approval_requested: ({ title }) => ({ title: 'Ihre Freigabe wird angefragt', body: title }),
      approval_reminder: ({ title, excerpt }) => ({
        title: `Wartet auf Ihre Freigabe: ${title}`,
        body: excerpt,
      }),
      approval_decided: ({ title, excerpt, status }) => ({
        title: `${(status && OUTCOMES[status]) || 'Ein Schritt wurde freigegeben'}: ${title}`,
        body: excerpt,
      }),
      approval_expired: ({ title }) => ({
        title: `Freigabe abgelaufen: ${title}`,
        body: 'Wieder in Prüfung: Bitten Sie erneut um Freigabe, sobald der Beitrag bereit ist.',
      }),
      client_commented: ({ title, excerpt }) => ({
        title: `Ein Kunde hat ${title} kommentiert`,
        body: excerpt,
      }),
      asset_rights_ending: ({ title, excerpt }) => ({
        title: `Die Rechte an einem Medium laufen aus: ${title}`,
        body: excerpt,
      }),
    },
    test: { title: 'Testbenachrichtigung', body: 'Push-Benachrichtigungen funktionieren auf diesem Gerät.' },
  },
  devices: {
    apple: 'iPhone oder iPad',
    android: 'Android-Telefon',
    unknown: 'Unbekanntes Gerät',
    program: 'Ein Programm',
    on: (browser: string, system: string) => `${browser} unter ${system}`,
  },
  excerpts: {
    notPublished: 'nicht veröffentlicht',
    assetRights: ({ name, network, lastDay, daysLeft }) => {
      if (lastDay === null)
        return `„${name}“ darf laut Lizenz nicht auf ${network} gepostet werden: Ersetzen Sie es.`;
      if (daysLeft <= 0)
        return `„${name}“ darf nur noch heute verwendet werden: Ersetzen Sie es oder verlängern Sie die Rechte.`;
      return `„${name}“ darf bis zum ${day(lastDay)} verwendet werden (${daysLeft} ${daysLeft === 1 ? 'Tag' : 'Tage'}): Ersetzen Sie es oder verlängern Sie die Rechte.`;
    },
  },
};
