import type { ReferenceImage, Ticket } from '@expertos/domain/ticket.schema';

/** A wire-shaped ticket for the details tests: a post of brand Acme, editable by the caller. */
export function aTicket(change: Partial<Ticket> = {}): Ticket {
  return {
    uid: 't1',
    id: 128,
    workspace_uid: 'w1',
    project_uid: 'p1',
    project: { uid: 'p1', name: 'Acme', slug: 'acme' },
    projects: { slug: 'acme' },
    summary: 'Film the spring reel',
    status: 'todo',
    priority: '1',
    ticket_type: 'post',
    assignee: null,
    milestone: null,
    tags: ['spring'],
    due_date: '2030-01-08',
    post_platform: 'instagram',
    film_date: null,
    posted_date: null,
    created: '2030-01-01T10:00:00.000Z',
    updated: '2030-01-02T10:00:00.000Z',
    reporter: { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null },
    description: 'Shoot in the garden.',
    details: { integrations: [], post_details: null },
    caption: null,
    post_format: 'reel',
    post_audience: 'growth',
    live_link: null,
    canva_url: 'https://www.canva.com/design/abc',
    drive_raw_link: null,
    drive_final_link: null,
    difficulty: null,
    total_spent: 5400,
    hook: 'Spring is here',
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

export function aReferenceImage(index: number): ReferenceImage {
  return {
    uid: `img${index}`,
    name: `mood-${index}.jpg`,
    url: `/media/mood-${index}.jpg`,
    size: 1000,
    content_type: 'image/jpeg',
  };
}

/** A file of `size` bytes without allocating them (jsdom's File reads `size` from its parts). */
export function aFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
