import { PRODUCT_NAME } from '@expertos/domain/product';

/**
 * The words the Slack and Jira integrations write, in English, the source of every other
 * language (docs/product.md#languages, docs/translating.md). They go out in the brand's
 * language: a channel or a Jira project is shared by the brand's team and often its client.
 * Each other language's table is typed `IntegrationTexts`, so a missing or extra key fails the
 * build. Names, summaries, handles and dates come in as they are and are never translated.
 */
export const en = {
  slack: {
    connected: `${PRODUCT_NAME} is connected to this channel.`,
    ticketCreated: 'Ticket created',
    ticketUpdated: 'Ticket updated',
    ticketDeleted: 'Ticket deleted',
    statusChanged: 'Status changed',
    statusChangedFromTo: ({ from, to }: { from: string; to: string }) =>
      `Status changed from ${from} to ${to}`,
    newComment: 'New comment',
    newCommentBy: ({ author }: { author: string }) => `New comment by ${author}`,
    sent: `Sent from ${PRODUCT_NAME}`,
    postUpdated: 'Post updated',
    published: ({ network, handle }: { network: string; handle: string }) =>
      `Published on ${network} as ${handle}`,
    scheduled: ({ network, handle, when }: { network: string; handle: string; when: string }) =>
      `Scheduled on ${network} as ${handle} for ${when}`,
    notPublished: ({ network, handle }: { network: string; handle: string }) =>
      `Not published on ${network} as ${handle}`,
    viewPost: 'View post',
    fields: { status: 'Status', assignee: 'Assignee', dueDate: 'Due date', brand: 'Brand' },
  },
  jira: {
    noSummary: '(no summary)',
    backLink: ({ number, brand }: { number: number; brand: string }) => `Ticket #${number} in ${brand}: `,
  },
};

export type IntegrationTexts = typeof en;
