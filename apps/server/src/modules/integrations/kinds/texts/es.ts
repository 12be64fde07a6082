import { PRODUCT_NAME } from '@expertos/domain/product';
import type { IntegrationTexts } from './en.js';

/** The Slack and Jira texts in Spanish (see en.ts). */
export const es: IntegrationTexts = {
  slack: {
    connected: `${PRODUCT_NAME} está conectado a este canal.`,
    ticketCreated: 'Ticket creado',
    ticketUpdated: 'Ticket actualizado',
    ticketDeleted: 'Ticket eliminado',
    statusChanged: 'Estado cambiado',
    statusChangedFromTo: ({ from, to }) => `Estado cambiado de ${from} a ${to}`,
    newComment: 'Nuevo comentario',
    newCommentBy: ({ author }) => `Nuevo comentario de ${author}`,
    sent: `Enviado desde ${PRODUCT_NAME}`,
    postUpdated: 'Publicación actualizada',
    published: ({ network, handle }) => `Publicado en ${network} como ${handle}`,
    scheduled: ({ network, handle, when }) => `Programado en ${network} como ${handle} para ${when}`,
    notPublished: ({ network, handle }) => `No publicado en ${network} como ${handle}`,
    viewPost: 'Ver publicación',
    fields: { status: 'Estado', assignee: 'Responsable', dueDate: 'Fecha de entrega', brand: 'Marca' },
  },
  jira: {
    noSummary: '(sin resumen)',
    backLink: ({ number, brand }) => `Ticket #${number} en ${brand}: `,
  },
};
