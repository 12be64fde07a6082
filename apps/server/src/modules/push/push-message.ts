import { ticketUrl } from '@expertos/domain/notification.schema';
import { handoffUrl } from '@expertos/domain/publishing/handoff';
import { TICKET_STATUS_LABELS, type TicketStatus } from '@expertos/domain/tickets';
import type { NotificationForPush } from '../../views/push-message.view.js';
import { commentOfNoticeKey } from '../notifications/comment-notice-key.js';
import { publicationOfNoticeKey } from '../notifications/post-notice-key.js';
import type { PushMessage } from './senders/push-sender.js';

/** `#12 Film the reel` */
const ticketTitle = (n: NotificationForPush) =>
  n.ticket_number === null ? 'a task' : `#${n.ticket_number} ${n.ticket_summary ?? ''}`.trim();

/** An `approval_decided` notification's status is where the post went. */
const approvalOutcome = (status: string | null) =>
  status === 'approved'
    ? 'Approved'
    : status === 'in_review'
      ? 'Changes asked for'
      : status === 'rejected'
        ? 'Rejected'
        : 'A step was approved';

/**
 * What a notification says on a lock screen: who did what, on which ticket; tapping it opens
 * the ticket (at the comment, for mentions and comments) after switching to its workspace.
 */
export function pushMessageFor(n: NotificationForPush): PushMessage {
  const actor = n.actor_name || n.actor_email || 'Someone';
  const title = ticketTitle(n);
  const excerpt = n.excerpt ?? '';
  const texts: Record<string, { title: string; body: string }> = {
    mention: { title: `${actor} mentioned you`, body: excerpt ? `${title}: ${excerpt}` : title },
    assigned: { title: `${actor} assigned you a task`, body: title },
    status_changed: {
      title: `${title} moved`,
      body: `Now ${n.status ? (TICKET_STATUS_LABELS[n.status as TicketStatus] ?? n.status) : 'changed'}`,
    },
    reminder: { title: 'Reminder', body: title },
    comment: { title: `${actor} commented on ${title}`, body: excerpt },
    post_failed: { title: `Not published: ${title}`, body: excerpt },
    post_ready: { title: 'Ready to post', body: excerpt ? `${title} on ${excerpt}` : title },
    channel_reconnect: { title: 'Reconnect a publishing channel', body: excerpt },
    weekly_review: { title: 'Your weekly review is ready', body: excerpt },
    approval_requested: { title: 'Your approval is asked', body: title },
    approval_reminder: { title: `Waiting for your approval: ${title}`, body: excerpt },
    approval_decided: { title: `${approvalOutcome(n.status)}: ${title}`, body: excerpt },
    approval_expired: {
      title: `Approval expired: ${title}`,
      body: 'Back in review: ask for approval again when it is ready.',
    },
    client_commented: { title: `A client commented on ${title}`, body: excerpt },
    asset_rights_ending: { title: `An asset's rights end: ${title}`, body: excerpt },
  };
  // A hand-off opens its own screen: the caption to copy, the files to share, the app to open.
  const handoff = n.kind === 'post_ready' ? publicationOfNoticeKey(n.dedupe_key ?? null) : null;
  const text = texts[n.kind] ?? { title: 'Expertos', body: title };
  return {
    title: text.title.slice(0, 200),
    body: text.body.slice(0, 1000),
    data: {
      ticket_url:
        handoff && n.ticket_id
          ? handoffUrl(n.ticket_id, handoff)
          : n.ticket_id && n.project_slug
            ? ticketUrl(n.project_slug, n.ticket_id, commentOfNoticeKey(n.dedupe_key ?? null))
            : null,
      workspace_uid: n.workspace_id,
      notification_uid: n.id,
      kind: n.kind,
    },
    tag: n.ticket_id ? `t${n.ticket_id.replace(/-/g, '').slice(0, 30)}` : undefined,
  };
}
