import type { RealtimeEventData } from '@expertos/domain/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLive, watchQuery } from '@/test/live';
import { brandFeedQueryKey } from '../api/brand-feed';
import { brandLibraryQueryKey } from '../api/brand-library';
import { brandOverviewQueryKey } from '../api/brand-overview';
import { registerBrandEvents } from './brand-events';

const ticket = (change: Partial<RealtimeEventData<'ticket.updated'>> = {}) => ({
  workspace_uid: 'w1',
  project_uid: 'p1',
  ticket_uid: 't1',
  number: 1,
  status: 'posted',
  changed: ['status'],
  actor_member_uid: null,
  updated_at: '2030-01-03T10:00:00.000Z',
  ...change,
});

let queryClient: QueryClient;
let unregister: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  unregister = registerBrandEvents(queryClient);
});
afterEach(() => {
  unregister();
  queryClient.clear();
});

describe('live brand events', () => {
  it("reads the brand's overview, feed, library and posts again once, and no other brand's", async () => {
    const shown = [
      brandOverviewQueryKey('w1', 'p1', '2030-01-01'),
      brandFeedQueryKey('w1', 'p1'),
      brandLibraryQueryKey('w1', 'p1', { kind: 'image' }),
      ticketKeys.samplePostsFound('p1', 'reel'),
    ].map((key) => watchQuery(queryClient, key, { items: [] }));
    const otherBrand = watchQuery(queryClient, brandOverviewQueryKey('w1', 'p2', '2030-01-01'), {});

    emitLive('ticket.created', ticket({ ticket_uid: 't2', changed: [] }));
    emitLive('ticket.updated', ticket());
    emitLive('ticket.deleted', ticket({ ticket_uid: 't3', changed: [] }));
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);

    for (const watched of shown) expect(watched.queryFn).toHaveBeenCalledTimes(1);
    expect(otherBrand.queryFn).not.toHaveBeenCalled();
    for (const watched of [...shown, otherBrand]) watched.stop();
  });
});
