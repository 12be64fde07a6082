import { aNotificationPage } from '@expertos/domain/testing/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLiveResume } from '@/shared/lib/live/live-registry';
import { emitLive, watchQuery } from '@/test/live';
import { notificationKeys } from '../api/notifications';
import { registerNotificationEvents } from './notification-events';

const created = (uid: string) => ({ workspace_uid: 'w1', notification_uid: uid, kind: 'mention' });

let queryClient: QueryClient;
let unregister: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  unregister = registerNotificationEvents(queryClient);
});
afterEach(() => {
  unregister();
  queryClient.clear();
});

describe('live notification events', () => {
  it("reads the bell's page (unread count) once for a burst, and leaves the centre's lists to the bell", async () => {
    const bell = watchQuery(queryClient, notificationKeys.latest(), aNotificationPage());
    const centre = watchQuery(queryClient, notificationKeys.list('all'), { pages: [], pageParams: [] });
    for (const uid of ['n1', 'n2', 'n3']) emitLive('notification.created', created(uid));
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    expect(bell.queryFn).toHaveBeenCalledTimes(1);
    expect(centre.queryFn).not.toHaveBeenCalled();
    bell.stop();
    centre.stop();
  });

  it("reads the centre's lists itself when no bell is shown", async () => {
    const centre = watchQuery(queryClient, notificationKeys.list('unread'), { pages: [], pageParams: [] });
    emitLive('notification.created', created('n1'));
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    expect(centre.queryFn).toHaveBeenCalledTimes(1);
    centre.stop();
  });

  it('looks once when the stream is back after an outage', async () => {
    const bell = watchQuery(queryClient, notificationKeys.latest(), aNotificationPage());
    emitLiveResume();
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    expect(bell.queryFn).toHaveBeenCalledTimes(1);
    bell.stop();
  });
});
