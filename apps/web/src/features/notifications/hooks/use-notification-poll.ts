import type { NotificationPage } from '@expertos/domain/notification.schema';
import { NOTIFICATION_POLL_MS } from '@expertos/domain/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsLive } from '@/shared/lib/live/live-status';
import { notify } from '@/shared/ui/notify/notify-store';
import { fetchNotifications, LATEST_PAGE_SIZE, notificationKeys } from '../api/notifications';
import { notificationText } from '../lib/notification-text';
import { takeUnseen } from '../lib/seen-notifications';

/** One grouped toast for every new notification (the shared module bumps its counter badge). */
export const NOTIFICATION_TOAST_GROUP = 'notifications';

/**
 * The header's poll of `GET /notifications` (first page): the unread count for the badge,
 * and a toast for each notification this session has not seen before (not for the first
 * load, not while the centre is open, where the list shows them). TanStack Query pauses the
 * interval while the tab is hidden and polls again when it comes back. While the live stream is
 * up the poll rests (docs/product.md#live-updates): the stream's events refetch the page.
 */
export function useNotificationPoll({ userUid, centreOpen }: { userUid: string; centreOpen: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // While the live stream is up it says when a notification arrives: no poll then.
  const live = useIsLive();
  const poll = useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => fetchNotifications({ limit: LATEST_PAGE_SIZE }, signal),
    refetchInterval: live ? false : NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: !live,
    staleTime: 0,
  });

  const centreOpenRef = useRef(centreOpen);
  centreOpenRef.current = centreOpen;

  const data: NotificationPage | undefined = poll.data;
  useEffect(() => {
    if (!data) return;
    const fresh = takeUnseen(userUid, data.items);
    if (fresh.length === 0) return;
    // The centre's lists are older than this page now.
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    if (centreOpenRef.current) return;
    // Oldest first, so the grouped toast ends on the newest one's text.
    for (const item of [...fresh].reverse()) {
      if (item.read) continue;
      notify({ type: 'positive', message: notificationText(t, item), group: NOTIFICATION_TOAST_GROUP });
    }
  }, [data, userUid, queryClient, t]);

  return poll;
}
