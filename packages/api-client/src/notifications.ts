import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
  NotificationSettings,
  TicketFollow,
  UpdateNotificationSettings,
} from '@expertos/domain/notification.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';
import type { WorkspaceCallOptions } from './workspaces';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/notification.schema'));

/** `GET /notifications`: the caller's, across workspaces, newest first. */
export function listNotifications(
  client: ApiClient,
  query: NotificationListQuery = {},
  opts: WorkspaceCallOptions = {},
): Promise<NotificationPage> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return client.get('/notifications', { query: params, schema: reply('notificationPageSchema'), ...opts });
}

/** `GET /notifications/unread-count`: the header badge. */
export function getUnreadCount(
  client: ApiClient,
  opts: WorkspaceCallOptions = {},
): Promise<{ unread_count: number }> {
  return client.get('/notifications/unread-count', { schema: reply('unreadCountSchema'), ...opts });
}

/** `POST /notifications/{id}/read`. */
export function markNotificationRead(
  client: ApiClient,
  notificationUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<Notification> {
  return client.post(`/notifications/${encodeURIComponent(notificationUid)}/read`, {
    schema: reply('notificationSchema'),
    ...opts,
  });
}

/** `POST /notifications/read-all`. */
export function markAllNotificationsRead(
  client: ApiClient,
  opts: WorkspaceCallOptions = {},
): Promise<{ updated: number; unread_count: number }> {
  return client.post('/notifications/read-all', { schema: reply('markAllReadSchema'), ...opts });
}

/** `GET /notifications/settings`: which kinds show in the app and which come by e-mail. */
export function getNotificationSettings(
  client: ApiClient,
  opts: WorkspaceCallOptions = {},
): Promise<NotificationSettings> {
  return client.get('/notifications/settings', { schema: reply('notificationSettingsSchema'), ...opts });
}

/** `PUT /notifications/settings`. */
export function updateNotificationSettings(
  client: ApiClient,
  body: UpdateNotificationSettings,
  opts: WorkspaceCallOptions = {},
): Promise<NotificationSettings> {
  return client.put('/notifications/settings', {
    body,
    schema: reply('notificationSettingsSchema'),
    ...opts,
  });
}

const followPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/follow`;

/** `GET /tickets/{id}/follow`: whether the caller follows the ticket. */
export function getTicketFollow(
  client: ApiClient,
  ticketUid: string,
  opts: WorkspaceCallOptions = {},
): Promise<TicketFollow> {
  return client.get(followPath(ticketUid), { schema: reply('ticketFollowSchema'), ...opts });
}

/** `PUT /tickets/{id}/follow` follows, `DELETE` stops following. */
export function setTicketFollow(
  client: ApiClient,
  ticketUid: string,
  following: boolean,
  opts: WorkspaceCallOptions = {},
): Promise<TicketFollow> {
  return following
    ? client.put(followPath(ticketUid), { schema: reply('ticketFollowSchema'), ...opts })
    : client.delete(followPath(ticketUid), { schema: reply('ticketFollowSchema'), ...opts });
}
