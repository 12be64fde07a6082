import { longDay } from './dates.js';
import type { NoticeTexts } from './notices-en.js';

/** A non-breaking space: before `: ; ! ?` and inside « », as French typography wants. */
const NBSP = '\u00a0';
const OUTCOMES: Record<string, string> = {
  approved: 'Validée',
  in_review: 'Modifications demandées',
  rejected: 'Refusée',
};
const day = longDay('fr');

/** French (vous), drafted from the English (docs/translating.md), awaiting a fluent speaker’s review. */
export const noticesFr: NoticeTexts = {
  push: {
    someone: 'Quelqu’un',
    aTask: 'une tâche',
    kinds: {
      mention: ({ actor, title, excerpt }) => ({
        title: `${actor} vous a mentionné`,
        body: excerpt ? `${title}${NBSP}: ${excerpt}` : title,
      }),
      assigned: ({ actor, title }) => ({ title: `${actor} vous a assigné une tâche`, body: title }),
      status_changed: ({ title, statusLabel }) => ({
        title: `${title} a changé de statut`,
        body: statusLabel ? `Désormais${NBSP}: ${statusLabel}` : 'Nouveau statut',
      }),
      reminder: ({ title }) => ({ title: 'Rappel', body: title }),
      comment: ({ actor, title, excerpt }) => ({ title: `${actor} a commenté ${title}`, body: excerpt }),
      post_failed: ({ title, excerpt }) => ({ title: `Non publié${NBSP}: ${title}`, body: excerpt }),
      post_ready: ({ title, excerpt }) => ({
        title: 'Prêt à publier',
        body: excerpt ? `${title} sur ${excerpt}` : title,
      }),
      channel_reconnect: ({ excerpt }) => ({ title: 'Reconnectez un canal de publication', body: excerpt }),
      weekly_review: ({ excerpt }) => ({ title: 'Votre bilan hebdomadaire est prêt', body: excerpt }),
      approval_requested: ({ title }) => ({ title: 'Votre validation est demandée', body: title }),
      approval_reminder: ({ title, excerpt }) => ({
        title: `En attente de votre validation${NBSP}: ${title}`,
        body: excerpt,
      }),
      approval_decided: ({ title, excerpt, status }) => ({
        title: `${(status && OUTCOMES[status]) || 'Une étape a été validée'}${NBSP}: ${title}`,
        body: excerpt,
      }),
      approval_expired: ({ title }) => ({
        title: `Validation expirée${NBSP}: ${title}`,
        body: `De retour en relecture${NBSP}: demandez à nouveau une validation quand elle sera prête.`,
      }),
      client_commented: ({ title, excerpt }) => ({ title: `Un client a commenté ${title}`, body: excerpt }),
      asset_rights_ending: ({ title, excerpt }) => ({
        title: `Les droits d’un média arrivent à échéance${NBSP}: ${title}`,
        body: excerpt,
      }),
    },
    test: {
      title: 'Notification de test',
      body: 'Les notifications push fonctionnent sur cet appareil.',
    },
  },
  devices: {
    apple: 'iPhone ou iPad',
    android: 'Téléphone Android',
    unknown: 'Appareil inconnu',
    program: 'Un programme',
    on: (browser: string, system: string) => `${browser} sous ${system}`,
  },
  excerpts: {
    notPublished: 'non publié',
    assetRights: ({ name, network, lastDay, daysLeft }) => {
      if (lastDay === null)
        return `«${NBSP}${name}${NBSP}» ne peut pas être publié sur ${network} selon sa licence${NBSP}: remplacez-le.`;
      if (daysLeft <= 0)
        return `«${NBSP}${name}${NBSP}» ne peut être utilisé que jusqu’à aujourd’hui${NBSP}: remplacez-le ou prolongez ses droits.`;
      return `«${NBSP}${name}${NBSP}» peut être utilisé jusqu’au ${day(lastDay)} (${daysLeft}${NBSP}${daysLeft === 1 ? 'jour' : 'jours'})${NBSP}: remplacez-le ou prolongez ses droits.`;
    },
  },
};
