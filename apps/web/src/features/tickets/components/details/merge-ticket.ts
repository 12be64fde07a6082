import { type Ticket, ticketCaption } from '@expertos/domain/ticket.schema';

/** Where the ticket was sent (Jira, Slack…), as `details.integrations` records it. */
export type TicketIntegrationEntry = Ticket['details']['integrations'][number];

/** The task as the dialog and the page show it. */
export type TaskView = Ticket & {
  /** `details.integrations`, lifted to the top so the view reads it like any other field. */
  integrations: TicketIntegrationEntry[];
};

/**
 * Merges a ticket's `details` with its top-level fields (docs/product.md#ticket-fields): the
 * top-level fields win, `details.integrations` is exposed, and the caption falls back to the
 * post caption (`details.post_details.caption`), null when neither is set. Pure: the cached
 * reply stays as the server sent it, so a save can compare against it.
 */
export function mergeTicket(ticket: Ticket): TaskView {
  const { post_details: postDetails, ...details } = ticket.details;
  return {
    ...postDetails,
    ...details,
    ...ticket,
    integrations: ticket.details.integrations,
    caption: ticketCaption(ticket),
  };
}
