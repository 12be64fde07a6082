import * as notifications from '@expertos/api-client/notifications';
import type { NotificationListQuery } from '@expertos/domain/notification.schema';
import { api } from '@/shared/api/client';

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

/**
 * `GET /notifications`: a page, newest first. The bell polls it, so a failure stays where it
 * happened: a toast every 15 s would only nag.
 */
export function fetchNotifications(query: NotificationListQuery, signal?: AbortSignal) {
  return notifications.listNotifications(api, query, { signal });
}

/** `POST /notifications/{uid}/read`. */
export function markNotificationRead(notificationUid: string) {
  return notifications.markNotificationRead(api, notificationUid);
}

/** `POST /notifications/read-all`. */
export function markAllNotificationsRead() {
  return notifications.markAllNotificationsRead(api);
}
