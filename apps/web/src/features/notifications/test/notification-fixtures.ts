import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '@expertos/domain/notification.schema';
import { aNotification as aSharedNotification } from '@expertos/domain/testing/notifications';
import { ADA } from '@expertos/domain/testing/people';

/**
 * The shared notification (a mention on #12 "Film the reel" in workspace w1, unread), by an
 * actor named just "Ada", five minutes before the test runs ("5 minutes ago").
 */
export function aNotification(change: Partial<Notification> = {}): Notification {
  return aSharedNotification({
    actor: { ...ADA, uid: 'm2', name: 'Ada' },
    created: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...change,
  });
}

/**
 * A stand-in for the notifications endpoints that keeps its state, so a refetch after
 * "mark read" reads what the server would answer. Items are held newest first.
 */
export class FakeNotificationServer {
  constructor(public items: Notification[] = []) {}

  page(query: NotificationListQuery = {}): NotificationPage {
    const matching = query.unread === 'true' ? this.items.filter((item) => !item.read) : this.items;
    const start = query.cursor ? Number(query.cursor) : 0;
    const limit = Number(query.limit ?? 30);
    const items = matching.slice(start, start + limit).map((item) => ({ ...item }));
    const next = start + limit < matching.length ? String(start + limit) : null;
    return { items, nextCursor: next, unread_count: this.unreadCount() };
  }

  unreadCount(): number {
    return this.items.filter((item) => !item.read).length;
  }

  markRead(uid: string): Notification {
    const item = this.items.find((entry) => entry.uid === uid);
    if (!item) throw new Error(`no notification ${uid}`);
    item.read = true;
    return { ...item };
  }

  markAllRead(): { updated: number; unread_count: number } {
    const updated = this.unreadCount();
    for (const item of this.items) item.read = true;
    return { updated, unread_count: 0 };
  }

  /** New notifications arrive (newest first, in front). */
  add(...items: Notification[]): void {
    this.items = [...items, ...this.items];
  }
}
