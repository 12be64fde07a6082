import type {
  Milestone,
  ReferenceImage,
  Tag,
  Ticket,
  TicketActivity,
  TicketListItem,
  TicketPage,
} from '../ticket.schema';
import { DEFAULT_PRIORITY } from '../tickets';
import { ACME, ADA, AT } from './people';

/**
 * A list row: a To Do task of brand Acme, nobody assigned. Its number names it: `{ id: 7 }` is
 * `t7`, "Ticket 7", so `aTicketListItem({ id })` over a range makes distinct rows.
 */
export function aTicketListItem(overrides: Partial<TicketListItem> = {}): TicketListItem {
  const id = overrides.id ?? 1;
  const project = overrides.project ?? ACME;
  return {
    uid: `t${id}`,
    id,
    workspace_uid: 'w1',
    project_uid: project.uid,
    project,
    summary: `Ticket ${id}`,
    status: 'todo',
    priority: DEFAULT_PRIORITY,
    ticket_type: 'task',
    assignee: null,
    milestone: null,
    tags: [],
    due_date: null,
    post_platform: null,
    film_date: null,
    posted_date: null,
    checklist: { done: 0, total: 0 },
    recurring: null,
    created: '2030-01-01T10:00:00.000Z',
    updated: '2030-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` rows numbered from `from`. */
export function someTicketListItems(count: number, from = 1): TicketListItem[] {
  return Array.from({ length: count }, (_, index) => aTicketListItem({ id: from + index }));
}

/** The whole ticket (`GET /tickets/{id}`): the list row's task, reported by Ada, editable. */
export function aTicket(overrides: Partial<Ticket> = {}): Ticket {
  const row = aTicketListItem(overrides);
  return {
    ...row,
    projects: { slug: row.project.slug },
    reporter: ADA,
    description: '',
    details: { integrations: [], post_details: null },
    caption: null,
    post_format: null,
    post_audience: null,
    pillar: null,
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
    parent: null,
    subtasks: { done: 0, total: 0 },
    ...overrides,
  };
}

/** A post: an Instagram reel for growth, with a review link and a hook. */
export function aPostTicket(overrides: Partial<Ticket> = {}): Ticket {
  return aTicket({
    summary: 'Film the spring reel',
    ticket_type: 'post',
    post_platform: 'instagram',
    post_format: 'reel',
    post_audience: 'growth',
    canva_url: 'https://www.canva.com/design/abc',
    hook: 'Spring is here',
    ...overrides,
  });
}

/** A reference image of ticket `t1`, as the server serves it. */
export function aReferenceImage(overrides: Partial<ReferenceImage> = {}): ReferenceImage {
  const uid = overrides.uid ?? 'img1';
  return {
    uid,
    name: 'mood-board.jpg',
    url: `/api/tickets/t1/images/${uid}/file`,
    size: 1000,
    content_type: 'image/jpeg',
    ...overrides,
  };
}

/** A page of a list: `items` as the server orders them. */
export function aTicketPage(
  items: TicketListItem[] = [aTicketListItem()],
  next_cursor: string | null = null,
): TicketPage {
  return { items, next_cursor };
}

export function aTag(overrides: Partial<Tag> = {}): Tag {
  return { uid: 'tag1', project_uid: ACME.uid, name: 'launch', ...overrides };
}

export function aMilestone(overrides: Partial<Milestone> = {}): Milestone {
  return { uid: 'ms1', project_uid: ACME.uid, name: 'Spring launch', due_date: null, ...overrides };
}

/** An entry of a ticket's activity: Ada created it. */
export function aTicketActivity(overrides: Partial<TicketActivity> = {}): TicketActivity {
  return {
    uid: 'act1',
    kind: 'created',
    field: null,
    from: null,
    to: null,
    actor: ADA,
    via: null,
    via_name: null,
    created: AT,
    ...overrides,
  };
}
