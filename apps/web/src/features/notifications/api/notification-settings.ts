import * as notifications from '@expertos/api-client/notifications';
import type { UpdateNotificationSettings } from '@expertos/domain/notification.schema';
import { api } from '@/shared/api/client';

/** `GET /notifications/settings`: which kinds show in the app and which come by e-mail. */
export function fetchNotificationSettings(signal?: AbortSignal) {
  return notifications.getNotificationSettings(api, { signal });
}

/** `PUT /notifications/settings`: changes the given switches only. */
export function updateNotificationSettings(change: UpdateNotificationSettings) {
  return notifications.updateNotificationSettings(api, change);
}
