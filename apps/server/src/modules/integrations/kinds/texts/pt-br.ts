import { PRODUCT_NAME } from '@expertos/domain/product';
import type { IntegrationTexts } from './en.js';

/** The Slack and Jira texts in Brazilian Portuguese (see en.ts). */
export const ptBR: IntegrationTexts = {
  slack: {
    connected: `O ${PRODUCT_NAME} está conectado a este canal.`,
    ticketCreated: 'Ticket criado',
    ticketUpdated: 'Ticket atualizado',
    ticketDeleted: 'Ticket excluído',
    statusChanged: 'Status alterado',
    statusChangedFromTo: ({ from, to }) => `Status alterado de ${from} para ${to}`,
    newComment: 'Novo comentário',
    newCommentBy: ({ author }) => `Novo comentário de ${author}`,
    sent: `Enviado pelo ${PRODUCT_NAME}`,
    postUpdated: 'Post atualizado',
    published: ({ network, handle }) => `Publicado no ${network} como ${handle}`,
    scheduled: ({ network, handle, when }) => `Agendado no ${network} como ${handle} para ${when}`,
    notPublished: ({ network, handle }) => `Não publicado no ${network} como ${handle}`,
    viewPost: 'Ver post',
    fields: { status: 'Status', assignee: 'Responsável', dueDate: 'Prazo', brand: 'Marca' },
  },
  jira: {
    noSummary: '(sem resumo)',
    backLink: ({ number, brand }) => `Ticket nº ${number} em ${brand}: `,
  },
};
