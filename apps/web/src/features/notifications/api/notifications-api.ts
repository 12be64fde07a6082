import {
  getNotificationSettings,
  getUnreadCount,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationSettings,
} from '@expertos/api-client/notifications';
import type { NotificationListQuery, NotificationSettings } from '@expertos/domain/notification.schema';
import { api } from '@/shared/api/client';

/**
 * Every notifications call of the web app, replaced in tests with `vi.spyOn(notificationsApi, 'list')`.
 * Quiet (the client's default): the bell, the centre and the settings show their own failures where they happen
 * (a failed background poll must not raise a toast every 15 s).
 */
export const notificationsApi = {
  list: (query: NotificationListQuery, signal?: AbortSignal) => listNotifications(api, query, { signal }),
  unreadCount: (signal?: AbortSignal) => getUnreadCount(api, { signal }),
  markRead: (notificationUid: string) => markNotificationRead(api, notificationUid),
  markAllRead: () => markAllNotificationsRead(api),
  settings: (signal?: AbortSignal) => getNotificationSettings(api, { signal }),
  updateSettings: (change: Partial<NotificationSettings>) => updateNotificationSettings(api, change),
};

export type NotificationFilter = 'all' | 'unread';

/**
 * Query keys. Notifications are the signed-in user's across workspaces, so no workspace in
 * the key (the logout clears the query cache). The polled page and the centre's lists start
 * with `notificationKeys.all`.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The polled first page: the badge's unread count and the source of new-notification toasts. */
  latest: () => ['notifications', 'latest'] as const,
  /** The centre's paged lists, one per filter. */
  lists: () => ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  /** Apart from `all`: marking notifications read leaves the settings alone. */
  settings: () => ['notification-settings'] as const,
};

/** How many the poll reads: enough to catch every new one between two polls. */
export const LATEST_PAGE_SIZE = 20;
/** How many the centre shows per page ("Load more" fetches the next). */
export const CENTRE_PAGE_SIZE = 20;
