import type { QueryClient } from '@tanstack/react-query';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent, onLiveResume } from '@/shared/lib/live/live-registry';
import { notificationKeys } from '../api/notifications';

/**
 * A new notification for this person (docs/product.md#live-updates): the bell's page (its unread
 * count and toast) is read again at once instead of at its next poll, which rests while the
 * stream is live. The bell itself then refreshes the centre's lists when the page holds a new
 * one; without a bell on screen the lists are refreshed here.
 */
export function registerNotificationEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const latest = { queryKey: notificationKeys.latest(), exact: true };
  const offs = [
    onLiveEvent('notification.created', () => {
      const bell = queryClient.getQueryCache().find(latest);
      if (bell && bell.getObserversCount() > 0) refresher.refresh(latest);
      else refresher.refresh(latest, { queryKey: notificationKeys.lists() });
    }),
    onLiveResume(() => refresher.refresh(latest)),
  ];
  return () => {
    for (const off of offs) off();
  };
}
