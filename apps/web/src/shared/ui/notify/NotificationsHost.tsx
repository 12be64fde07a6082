import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { loadChunk } from '@/shared/lib/load-chunk';
import { useLatch } from '@/shared/lib/use-latch';
import { notificationsStore } from './notify-store';

export const loadNotificationStack = () => loadChunk(() => import('./NotificationStack'));
const NotificationStack = lazy(() => loadNotificationStack().then((m) => ({ default: m.NotificationStack })));

/** Mount once; the notification UI loads with the first `notify()` (or earlier, on idle). */
export function NotificationsHost() {
  const mounted = useLatch(useStore(notificationsStore, (state) => state.items.length > 0));
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}
