import type { Notification, NotificationPage } from '../notification.schema';
import { AT, GRACE } from './people';

/** Grace mentioned the reader on ticket #12 of workspace `w1`; unread. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    uid: 'n1',
    kind: 'mention',
    workspace_uid: 'w1',
    workspace_name: 'Acme Studio',
    ticket_url: '/brand/acme/tasks/t12',
    ticket: { uid: 't12', id: 12, summary: 'Film the reel' },
    comment_uid: null,
    actor: GRACE,
    status: null,
    brand: null,
    excerpt: 'Can you film it on Friday?',
    read: false,
    created: AT,
    ...overrides,
  };
}

/** A page of notifications; the unread count is the page's unless given. */
export function aNotificationPage(
  items: Notification[] = [aNotification()],
  overrides: Partial<NotificationPage> = {},
): NotificationPage {
  return {
    items,
    nextCursor: null,
    unread_count: items.filter((item) => !item.read).length,
    ...overrides,
  };
}
