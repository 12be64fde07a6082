import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLive, watchQuery } from '@/test/live';
import { teamQueryPrefix } from '../api/team-members';
import { registerTeamEvents } from './team-events';

let queryClient: QueryClient;
let unregister: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  unregister = registerTeamEvents(queryClient);
});
afterEach(() => {
  unregister();
  queryClient.clear();
});

describe('live team events', () => {
  it('reads every team list and the people of the workspace again once someone joins or leaves', async () => {
    const all = watchQuery(queryClient, [...teamQueryPrefix('w1'), {}], { items: [] });
    const admins = watchQuery(queryClient, [...teamQueryPrefix('w1'), { role: 'admin' }], { items: [] });
    const people = watchQuery(queryClient, ['workspaces', 'w1', 'people'], []);
    const elsewhere = watchQuery(queryClient, [...teamQueryPrefix('w2'), {}], { items: [] });

    emitLive('member.joined', { workspace_uid: 'w1', member_uid: 'm7' });
    emitLive('member.left', { workspace_uid: 'w1', member_uid: 'm8' });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);

    for (const watched of [all, admins, people]) expect(watched.queryFn).toHaveBeenCalledTimes(1);
    expect(elsewhere.queryFn).not.toHaveBeenCalled();
    for (const watched of [all, admins, people, elsewhere]) watched.stop();
  });
});
