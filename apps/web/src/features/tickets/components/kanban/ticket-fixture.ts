import { aTicketListItem } from '@expertos/domain/testing/tickets';
import type { TicketListItem } from '@expertos/domain/ticket.schema';

const ACME_COFFEE = { uid: 'p1', name: 'Acme Coffee', slug: 'acme-coffee' };

/**
 * A list item for the board and calendar tests: the shared list row (a task, no dates), as
 * ticket `t1` of brand Acme Coffee whatever its number.
 */
export function aTicketItem(change: Partial<TicketListItem> = {}): TicketListItem {
  return aTicketListItem({
    uid: 't1',
    project_uid: ACME_COFFEE.uid,
    project: ACME_COFFEE,
    summary: 'Reel about the new roast',
    ...change,
  });
}
