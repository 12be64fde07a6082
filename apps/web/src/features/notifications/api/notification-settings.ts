import * as notifications from '@expertos/api-client/notifications';
import type { NotificationSettings } from '@expertos/domain/notification.schema';
import { api } from '@/shared/api/client';

/** `GET /notifications/settings`: which notifications also come by e-mail. */
export function fetchNotificationSettings(signal?: AbortSignal) {
  return notifications.getNotificationSettings(api, { signal });
}

/** `PUT /notifications/settings`: changes the given settings only. */
export function updateNotificationSettings(change: Partial<NotificationSettings>) {
  return notifications.updateNotificationSettings(api, change);
}
