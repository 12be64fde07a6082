import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLive, watchQuery } from '@/test/live';
import { postCalendarKeys } from './calendar-api';
import { registerPostEvents } from './post-events';

let queryClient: QueryClient;
let unregister: () => void;
const stops: (() => void)[] = [];
const watch = (key: readonly unknown[], data: unknown) => {
  const watched = watchQuery(queryClient, key, data);
  stops.push(watched.stop);
  return watched;
};
const event = (ticket: string, project = 'pr1') => ({
  workspace_uid: 'w1',
  project_uid: project,
  ticket_uid: ticket,
  publication_uid: 'p1',
  state: 'published',
});

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  unregister = registerPostEvents(queryClient);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  unregister();
  queryClient.clear();
  vi.useRealTimers();
});

describe('live post events', () => {
  it('read the brand’s calendar and the ticket’s publications again, once for a burst', async () => {
    const window = watch(postCalendarKeys.window('pr1', 'a', 'b'), []);
    const next = watch(postCalendarKeys.window('pr1', 'b', 'c'), []);
    const publications = watch(ticketKeys.publications('t1'), []);
    const otherBrand = watch(postCalendarKeys.window('pr2', 'a', 'b'), []);
    const otherTicket = watch(ticketKeys.publications('t2'), []);

    emitLive('post.changed', event('t1'));
    emitLive('post.changed', event('t1'));
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);

    for (const watched of [window, next, publications]) expect(watched.queryFn).toHaveBeenCalledTimes(1);
    expect(otherBrand.queryFn).not.toHaveBeenCalled();
    expect(otherTicket.queryFn).not.toHaveBeenCalled();
  });
});
