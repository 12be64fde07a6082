import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLive, watchQuery } from '@/test/live';
import { projectQueryKey } from '../api/project';
import { projectUsersQueryKey } from '../api/project-users';
import { registerProjectEvents } from './project-events';

let queryClient: QueryClient;
let unregister: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  unregister = registerProjectEvents(queryClient);
});
afterEach(() => {
  unregister();
  queryClient.clear();
});

describe('live project events', () => {
  it("reads each brand's people again when the team changes, and every brand query when access does", async () => {
    const users = watchQuery(queryClient, projectUsersQueryKey('w1', 'p1'), []);
    const brand = watchQuery(queryClient, projectQueryKey('w1', 'acme'), { uid: 'p1' });
    const all = watchQuery(queryClient, ['workspaces', 'w1', 'projects', 'all'], []);

    emitLive('member.joined', { workspace_uid: 'w1', member_uid: 'm7' });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    expect(users.queryFn).toHaveBeenCalledTimes(1);
    expect(brand.queryFn).not.toHaveBeenCalled();
    expect(all.queryFn).not.toHaveBeenCalled();

    emitLive('access.changed', { workspace_uid: 'w1' });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    for (const watched of [users, brand, all])
      expect(watched.queryFn).toHaveBeenCalledTimes(users === watched ? 2 : 1);
    for (const watched of [users, brand, all]) watched.stop();
  });
});
