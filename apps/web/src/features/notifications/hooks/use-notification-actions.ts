import type { Notification, NotificationPage } from '@expertos/domain/notification.schema';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/shared/api/error-text';
import { notify } from '@/shared/ui/notify/notify-store';
import { markAllNotificationsRead, markNotificationRead, notificationKeys } from '../api/notifications';

type Cached = NotificationPage | InfiniteData<NotificationPage, unknown> | undefined;
type Snapshot = [readonly unknown[], Cached][];

function isInfinite(data: Cached): data is InfiniteData<NotificationPage, unknown> {
  return typeof data === 'object' && data !== null && 'pages' in data;
}

function pagesOf(data: Cached): NotificationPage[] {
  if (!data) return [];
  return isInfinite(data) ? data.pages : [data];
}

/** Applies `change` to every cached page (the polled one and the centre's lists). */
function patchPages(queryClient: QueryClient, change: (page: NotificationPage) => NotificationPage): void {
  queryClient.setQueriesData<Cached>({ queryKey: notificationKeys.all }, (data) => {
    if (!data) return data;
    return isInfinite(data) ? { ...data, pages: data.pages.map(change) } : change(data);
  });
}

async function snapshot(queryClient: QueryClient): Promise<Snapshot> {
  // A poll answering after the optimistic change would put the old state back.
  await queryClient.cancelQueries({ queryKey: notificationKeys.all });
  return queryClient.getQueriesData<Cached>({ queryKey: notificationKeys.all });
}

function restore(queryClient: QueryClient, saved: Snapshot | undefined): void {
  for (const [key, data] of saved ?? []) queryClient.setQueryData(key, data);
}

function isCachedUnread(saved: Snapshot, uid: string): boolean {
  return saved.some(([, data]) =>
    pagesOf(data).some((page) => page.items.some((item) => item.uid === uid && !item.read)),
  );
}

const markItem = (uid: string) => (item: Notification) => (item.uid === uid ? { ...item, read: true } : item);

/**
 * Mark one or all read, shown at once (badge, dots, list) and put back with a toast when the
 * server refuses; every list is read again afterwards.
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const fail = (error: unknown, _: unknown, saved: Snapshot | undefined) => {
    restore(queryClient, saved);
    notify({ type: 'negative', message: errorText(error) });
  };

  const markRead = useMutation({
    mutationFn: (uid: string) => markNotificationRead(uid),
    onMutate: async (uid): Promise<Snapshot> => {
      const saved = await snapshot(queryClient);
      const delta = isCachedUnread(saved, uid) ? 1 : 0;
      patchPages(queryClient, (page) => ({
        ...page,
        items: page.items.map(markItem(uid)),
        unread_count: Math.max(0, page.unread_count - delta),
      }));
      return saved;
    },
    onError: fail,
    onSettled: settle,
  });

  const markAllRead = useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onMutate: async (): Promise<Snapshot> => {
      const saved = await snapshot(queryClient);
      patchPages(queryClient, (page) => ({
        ...page,
        items: page.items.map((item) => ({ ...item, read: true })),
        unread_count: 0,
      }));
      return saved;
    },
    onSuccess: (reply) => patchPages(queryClient, (page) => ({ ...page, unread_count: reply.unread_count })),
    onError: fail,
    onSettled: settle,
  });

  return { markRead, markAllRead };
}
