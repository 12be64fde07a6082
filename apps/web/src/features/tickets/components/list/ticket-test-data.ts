import type { PersonRef, Ticket, TicketListItem } from '@expertos/domain/ticket.schema';

/** Test data for the list views: wire-shaped tickets with the fields a test cares about. */
export const ada: PersonRef = { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null };
export const grace: PersonRef = { uid: 'm2', name: 'Grace Hopper', email: 'grace@example.com', image: null };

export function aRow(change: Partial<TicketListItem> = {}): TicketListItem {
  const id = change.id ?? 1;
  return {
    uid: `t${id}`,
    id,
    workspace_uid: 'w1',
    project_uid: 'p1',
    project: { uid: 'p1', name: 'Acme', slug: 'acme' },
    summary: `Ticket ${id}`,
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

export function rows(count: number, from = 1): TicketListItem[] {
  return Array.from({ length: count }, (_, index) => aRow({ id: from + index }));
}

/** The full ticket the create call answers. */
export function aTicket(change: Partial<Ticket> = {}): Ticket {
  const row = aRow(change);
  return {
    ...row,
    projects: { slug: row.project.slug },
    reporter: ada,
    description: '',
    details: { integrations: [], post_details: null },
    caption: null,
    post_format: null,
    post_audience: null,
    live_link: null,
    canva_url: null,
    drive_raw_link: null,
    drive_final_link: null,
    difficulty: null,
    total_spent: 0,
    hook: null,
    hook_variation_1: null,
    hook_variation_2: null,
    hook_variation_3: null,
    keyword_phrase: null,
    reference_content: null,
    reference_images: [],
    estimate_hours: null,
    estimate_amount: null,
    share_token: null,
    remind_at: null,
    reminded_at: null,
    can_edit: true,
    ...change,
  };
}
