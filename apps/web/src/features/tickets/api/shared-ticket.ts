import type { PersonRef, SharedTicket, Ticket } from '@expertos/domain/ticket.schema';

const person = (shared: SharedTicket['assignee']): PersonRef | null =>
  shared ? { uid: '', name: shared.name, email: '', image: shared.image } : null;

/**
 * The public share view carries less than a ticket (no e-mails, amounts, reminder times,
 * integration details, checklist, subtasks or internal ids); the read-only task view fills what it left out with
 * empty values, which a read-only task never shows or sends.
 */
export function sharedAsTicket(shared: SharedTicket): Ticket {
  return {
    ...shared,
    workspace_uid: '',
    project_uid: '',
    project: { uid: '', name: shared.project.name, slug: shared.project.slug },
    assignee: person(shared.assignee),
    reporter: person(shared.reporter),
    milestone: shared.milestone ? { uid: '', name: shared.milestone.name } : null,
    details: { integrations: [], post_details: null },
    reference_images: shared.reference_images.map((image) => ({ ...image, uid: image.url })),
    estimate_hours: null,
    estimate_amount: null,
    remind_at: null,
    reminded_at: null,
    share_token: null,
    can_edit: false,
    // A share link shows no checklist nor subtasks (docs/product.md#checklists-and-subtasks).
    checklist: { done: 0, total: 0 },
    recurring: null,
    parent: null,
    subtasks: { done: 0, total: 0 },
  };
}
