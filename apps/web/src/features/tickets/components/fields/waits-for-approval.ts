import type { TicketListItem } from '@expertos/domain/ticket.schema';

/**
 * A post waiting for approval: only these show an approval badge (app/slots.tsx
 * `ticketBadges`), so a board of hundreds of cards asks nothing for the others.
 */
export const waitsForApproval = (ticket: Pick<TicketListItem, 'ticket_type' | 'status'>) =>
  ticket.ticket_type === 'post' && ticket.status === 'needs_approval';

/**
 * A post: only these show the badges of other features (its approval step, a library asset that
 * may not go out at its time), each asking one shared list, never per card.
 */
export const showsPostBadges = (ticket: Pick<TicketListItem, 'ticket_type'>) => ticket.ticket_type === 'post';
