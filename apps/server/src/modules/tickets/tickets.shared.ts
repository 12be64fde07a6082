import type { PersonRef, SharedTicket, Ticket } from '@expertos/domain/ticket.schema';
import { sharedReferenceImageUrl } from './tickets.mapper.js';

const person = (ref: PersonRef | null) => (ref ? { name: ref.name, image: ref.image } : null);

/**
 * The public share view of a ticket: the full ticket reduced to what anyone holding the link
 * may read (no e-mails, amounts, reminder times, integration details or internal ids).
 */
export function toSharedTicket(ticket: Ticket, token: string): SharedTicket {
  const {
    workspace_uid: _workspace,
    project_uid: _project,
    details: _details,
    estimate_hours: _hours,
    estimate_amount: _amount,
    remind_at: _remind,
    reminded_at: _reminded,
    share_token: _token,
    can_edit: _canEdit,
    ...rest
  } = ticket;
  return {
    ...rest,
    project: { name: ticket.project.name, slug: ticket.project.slug },
    assignee: person(ticket.assignee),
    reporter: person(ticket.reporter),
    milestone: ticket.milestone ? { name: ticket.milestone.name } : null,
    // Served under the share link (the token is the permission), not the members' route.
    reference_images: ticket.reference_images.map(({ uid, ...image }) => ({
      ...image,
      url: sharedReferenceImageUrl(ticket.uid, token, uid),
    })),
    share_token: null,
    can_edit: false,
  };
}
