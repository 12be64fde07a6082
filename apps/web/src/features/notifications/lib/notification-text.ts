import '@/shared/i18n/parts/integrations';
import type { Notification } from '@expertos/domain/notification.schema';
import { COMMENT_PARAM } from '@expertos/domain/ticket-address';
import type { TFunction } from 'i18next';

/** '#12 Film the reel', or the deleted-task wording when the ticket is gone. */
export function ticketLabel(t: TFunction, notification: Pick<Notification, 'ticket'>): string {
  const { ticket } = notification;
  return ticket ? `#${ticket.id} ${ticket.summary}` : t('ui.notifications.deletedTicket');
}

function actorName(t: TFunction, notification: Pick<Notification, 'actor'>): string {
  const { actor } = notification;
  return actor?.name?.trim() || actor?.email || t('ui.notifications.someone');
}

/** 'Webhook “CRM”', 'Slack' (no description), or 'An integration'. */
function integrationLabel(t: TFunction, notification: Pick<Notification, 'integration'>): string {
  const { integration } = notification;
  if (!integration) return t('ui.notifications.anIntegration');
  const type = t(`ui.integrations.types.${integration.type}`);
  const description = integration.description.trim();
  return description ? t('ui.notifications.integration', { type, description }) : type;
}

/**
 * The one line a notification reads as, composed from its kind, actor and ticket:
 * 'Ada mentioned you on #12 Film the reel', '#12 Film the reel moved to In Progress'.
 * The centre, the toasts and the item's accessible name all use it.
 */
export function notificationText(t: TFunction, notification: Notification): string {
  const ticket = ticketLabel(t, notification);
  const actor = actorName(t, notification);
  switch (notification.kind) {
    case 'status_changed':
      return notification.status
        ? t('ui.notifications.text.status_changed', {
            ticket,
            status: t(`ui.tickets.list.statuses.${notification.status}`),
          })
        : t('ui.notifications.text.status_changed_unknown', { ticket });
    case 'access_requested':
      return t('ui.notifications.text.access_requested', {
        actor,
        brand: notification.brand?.name ?? t('ui.notifications.deletedBrand'),
      });
    case 'weekly_review':
      return t('ui.notifications.text.weekly_review', {
        brand: notification.brand?.name ?? t('ui.notifications.deletedBrand'),
      });
    case 'channel_reconnect':
      return t('ui.notifications.text.channel_reconnect', {
        brand: notification.brand?.name ?? t('ui.notifications.deletedBrand'),
      });
    case 'integration_disabled':
      return t('ui.notifications.text.integration_disabled', {
        integration: integrationLabel(t, notification),
        brand: notification.brand?.name ?? t('ui.notifications.deletedBrand'),
      });
    case 'approval_decided': {
      const outcome =
        notification.status === 'approved' ||
        notification.status === 'in_review' ||
        notification.status === 'rejected'
          ? notification.status
          : 'needs_approval';
      return t(`ui.notifications.text.approval_decided.${outcome}`, {
        ticket,
        actor: notification.actor ? actor : t('ui.notifications.aClient'),
      });
    }
    default:
      return t(`ui.notifications.text.${notification.kind}`, { ticket, actor });
  }
}

export interface TicketUrlTarget {
  projectSlug: string;
  taskId: string;
  /** The comment it opens at (`?comment=`), when there is one. */
  commentUid?: string;
}

const TICKET_PATH = /^\/brand\/([^/?#]+)\/tasks\/([^/?#]+)\/?(\?[^#]*)?$/;

/**
 * The brand slug, task uid and comment of a notification's `ticket_url`
 * (`/brand/{slug}/tasks/{uid}`, `?comment={uid}` when it is about a comment).
 */
export function parseTicketUrl(url: string): TicketUrlTarget | null {
  const match = TICKET_PATH.exec(url);
  if (!match?.[1] || !match[2]) return null;
  try {
    const target: TicketUrlTarget = {
      projectSlug: decodeURIComponent(match[1]),
      taskId: decodeURIComponent(match[2]),
    };
    const commentUid = new URLSearchParams(match[3] ?? '').get(COMMENT_PARAM);
    if (commentUid) target.commentUid = commentUid;
    return target;
  } catch {
    return null;
  }
}

/** The badge's number: '99+' above 99. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
