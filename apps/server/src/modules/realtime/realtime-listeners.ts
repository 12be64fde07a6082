import type { Db } from '../../db/database.js';
import type { DomainEvents, EventBus } from '../../platform/events/event-bus.js';
import type { RealtimePublisher } from '../../platform/realtime/realtime.js';
import type { MemberAccess } from '../workspaces/member-access.js';

type TicketEvent =
  | DomainEvents['ticket.created']
  | DomainEvents['ticket.updated']
  | DomainEvents['ticket.deleted'];

/**
 * The domain events that open tabs hear of (docs/architecture.md#live-updates), turned into
 * live events in the same transaction. Notifications and time entries are published by their
 * own modules, where the rows are written.
 */
export function registerRealtimeListeners(
  events: EventBus,
  realtime: RealtimePublisher,
  /** Who a member is (the workspaces module's). */
  access: Pick<MemberAccess, 'userOf'>,
): void {
  const live = (type: 'ticket.created' | 'ticket.updated' | 'ticket.deleted', event: TicketEvent) => {
    const facts = event.ticket;
    return {
      type,
      workspaceId: facts.workspaceId,
      audience: 'project' as const,
      projectId: facts.projectId,
      data: {
        workspace_uid: facts.workspaceId,
        project_uid: facts.projectId,
        ticket_uid: facts.id,
        number: facts.number,
        status: facts.status,
        changed: 'changed' in event ? event.changed : [],
        actor_member_uid: event.actorMemberId,
        updated_at: facts.updatedAt,
      },
    };
  };
  const ticket =
    (type: 'ticket.created' | 'ticket.updated' | 'ticket.deleted') => async (event: TicketEvent, trx: Db) =>
      realtime.publish(trx, live(type, event));
  // Tickets made in a batch (a recurring run): their live events in one statement.
  events.onBatch('ticket.created', (created, trx) =>
    realtime.publishAll(
      trx,
      created.map((event) => live('ticket.created', event)),
    ),
  );
  events.on('ticket.updated', ticket('ticket.updated'));
  events.on('ticket.deleted', ticket('ticket.deleted'));

  const comment =
    (type: 'comment.created' | 'comment.updated') =>
    async ({ comment }: DomainEvents['comment.created' | 'comment.updated'], trx: Db) => {
      await realtime.publish(trx, {
        type,
        workspaceId: comment.workspaceId,
        audience: 'project',
        projectId: comment.projectId,
        data: {
          workspace_uid: comment.workspaceId,
          project_uid: comment.projectId,
          ticket_uid: comment.ticketId,
          comment_uid: comment.id,
          author_member_uid: comment.authorMemberId,
        },
      });
    };
  // A post's publication moved: the brand's tabs refetch the ticket's publications and the calendar.
  const post = async (
    { post }: DomainEvents['post.scheduled' | 'post.published' | 'post.failed' | 'post.handed_off'],
    trx: Db,
  ) => {
    await realtime.publish(trx, {
      type: 'post.changed',
      workspaceId: post.workspaceId,
      audience: 'project',
      projectId: post.projectId,
      data: {
        workspace_uid: post.workspaceId,
        project_uid: post.projectId,
        ticket_uid: post.ticketId,
        publication_uid: post.id,
        state: post.state,
      },
    });
  };
  events.on('post.scheduled', post);
  events.on('post.published', post);
  events.on('post.failed', post);
  events.on('post.handed_off', post);

  events.on('comment.created', comment('comment.created'));
  events.on('comment.updated', comment('comment.updated'));

  // The person's own tabs refetch their workspaces and brands; the rest of the team its list.
  const accessChanged = (trx: Db, workspaceId: string, userId: string) =>
    realtime.publish(trx, {
      type: 'access.changed',
      workspaceId,
      audience: 'user',
      userId,
      data: { workspace_uid: workspaceId },
    });
  const memberEvent = (
    trx: Db,
    type: 'member.joined' | 'member.left',
    workspaceId: string,
    memberId: string,
  ) =>
    realtime.publish(trx, {
      type,
      workspaceId,
      audience: 'workspace',
      data: { workspace_uid: workspaceId, member_uid: memberId },
    });

  events.on('member.joined', async ({ workspaceId, memberId, userId }, trx) => {
    await memberEvent(trx, 'member.joined', workspaceId, memberId);
    await accessChanged(trx, workspaceId, userId);
  });
  events.on('member.removed', async ({ workspaceId, memberId, userId }, trx) => {
    await memberEvent(trx, 'member.left', workspaceId, memberId);
    await accessChanged(trx, workspaceId, userId);
  });
  events.on('member.access_changed', async ({ workspaceId, memberId }, trx) => {
    const userId = await access.userOf(memberId, trx);
    if (userId) await accessChanged(trx, workspaceId, userId);
  });
}
