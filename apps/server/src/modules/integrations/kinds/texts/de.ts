import { PRODUCT_NAME } from '@expertos/domain/product';
import type { IntegrationTexts } from './en.js';

/** The Slack and Jira texts in German (see en.ts). */
export const de: IntegrationTexts = {
  slack: {
    connected: `${PRODUCT_NAME} ist mit diesem Channel verbunden.`,
    ticketCreated: 'Ticket erstellt',
    ticketUpdated: 'Ticket aktualisiert',
    ticketDeleted: 'Ticket gelöscht',
    statusChanged: 'Status geändert',
    statusChangedFromTo: ({ from, to }) => `Status von ${from} auf ${to} geändert`,
    newComment: 'Neuer Kommentar',
    newCommentBy: ({ author }) => `Neuer Kommentar von ${author}`,
    sent: `Gesendet aus ${PRODUCT_NAME}`,
    postUpdated: 'Beitrag aktualisiert',
    published: ({ network, handle }) => `Auf ${network} als ${handle} veröffentlicht`,
    scheduled: ({ network, handle, when }) => `Auf ${network} als ${handle} für ${when} geplant`,
    notPublished: ({ network, handle }) => `Nicht auf ${network} als ${handle} veröffentlicht`,
    viewPost: 'Beitrag ansehen',
    fields: { status: 'Status', assignee: 'Zuständig', dueDate: 'Fällig am', brand: 'Marke' },
  },
  jira: {
    noSummary: '(keine Zusammenfassung)',
    backLink: ({ number, brand }) => `Ticket #${number} in ${brand}: `,
  },
};
