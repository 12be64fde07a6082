import type { TicketListItem } from '@expertos/domain/ticket.schema';

/** A list item for the board and calendar tests: a task of brand Acme Coffee, no dates. */
export function aTicketItem(change: Partial<TicketListItem> = {}): TicketListItem {
  return {
    uid: 't1',
    id: 1,
    workspace_uid: 'w1',
    project_uid: 'p1',
    project: { uid: 'p1', name: 'Acme Coffee', slug: 'acme-coffee' },
    summary: 'Reel about the new roast',
    status: 'todo',
    priority: '1',
    ticket_type: 'task',
    assignee: null,
    milestone: null,
    tags: [],
    due_date: null,
    post_platform: null,
    film_date: null,
    posted_date: null,
    created: '2030-01-01T10:00:00.000Z',
    updated: '2030-01-02T10:00:00.000Z',
    ...change,
  };
}
