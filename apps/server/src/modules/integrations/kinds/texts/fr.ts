import { PRODUCT_NAME } from '@expertos/domain/product';
import type { IntegrationTexts } from './en.js';

/** The Slack and Jira texts in French (see en.ts). */
export const fr: IntegrationTexts = {
  slack: {
    connected: `${PRODUCT_NAME} est connecté à ce canal.`,
    ticketCreated: 'Ticket créé',
    ticketUpdated: 'Ticket mis à jour',
    ticketDeleted: 'Ticket supprimé',
    statusChanged: 'Statut modifié',
    statusChangedFromTo: ({ from, to }) => `Statut passé de ${from} à ${to}`,
    newComment: 'Nouveau commentaire',
    newCommentBy: ({ author }) => `Nouveau commentaire de ${author}`,
    sent: `Envoyé depuis ${PRODUCT_NAME}`,
    postUpdated: 'Publication mise à jour',
    published: ({ network, handle }) => `Publié sur ${network} en tant que ${handle}`,
    scheduled: ({ network, handle, when }) =>
      `Programmé sur ${network} en tant que ${handle} pour le ${when}`,
    notPublished: ({ network, handle }) => `Non publié sur ${network} en tant que ${handle}`,
    viewPost: 'Voir la publication',
    fields: { status: 'Statut', assignee: 'Responsable', dueDate: 'Échéance', brand: 'Marque' },
  },
  jira: {
    noSummary: '(sans résumé)',
    backLink: ({ number, brand }) => `Ticket n° ${number} dans ${brand} : `,
  },
};
