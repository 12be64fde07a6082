import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLiveResume } from '@/shared/lib/live/live-registry';
import { emitLive, watchQuery } from '@/test/live';
import { signIn } from '@/test/render';
import { timeKeys } from '../api/keys';
import { registerTimeEvents } from './time-events';

let queryClient: QueryClient;
let unregister: () => void;
const stops: (() => void)[] = [];
const watch = (...args: [readonly unknown[], unknown]) => {
  const watched = watchQuery(queryClient, ...args);
  stops.push(watched.stop);
  return watched;
};
const endOfWindow = () => vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);

beforeEach(() => {
  vi.useFakeTimers();
  // Signed in as member m1 of workspace w1.
  signIn();
  queryClient = createQueryClient();
  unregister = registerTimeEvents(queryClient);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  unregister();
  queryClient.clear();
});

describe('live time events', () => {
  it("reads the running timer again when it is this person's, with the ticket's time and the reports", async () => {
    const timer = watch(timeKeys.state('w1'), { entries: [] });
    const ticketTime = watch(ticketKeys.timeEntries('t1'), { entries: [] });
    const ticket = watch(ticketKeys.ticket('t1'), { uid: 't1', total_spent: 0 });
    const report = watch(timeKeys.report('w1', {} as never), { rows: [] });
    const comments = watch(ticketKeys.comments('t1'), []);

    emitLive('time.changed', { workspace_uid: 'w1', member_uid: 'm1', ticket_uid: 't1' });
    emitLive('time.changed', { workspace_uid: 'w1', member_uid: 'm1', ticket_uid: 't1' });
    await endOfWindow();

    for (const watched of [timer, ticketTime, ticket, report])
      expect(watched.queryFn).toHaveBeenCalledTimes(1);
    expect(comments.queryFn).not.toHaveBeenCalled();
  });

  it("leaves the timer alone when it is someone else's", async () => {
    const timer = watch(timeKeys.state('w1'), { entries: [] });
    const report = watch(timeKeys.report('w1', {} as never), { rows: [] });
    emitLive('time.changed', { workspace_uid: 'w1', member_uid: 'm2', ticket_uid: null });
    await endOfWindow();
    expect(timer.queryFn).not.toHaveBeenCalled();
    expect(report.queryFn).toHaveBeenCalledTimes(1);
  });

  it('looks at the timer once when the stream is back after an outage', async () => {
    const timer = watch(timeKeys.state('w1'), { entries: [] });
    emitLiveResume();
    await endOfWindow();
    expect(timer.queryFn).toHaveBeenCalledTimes(1);
  });
});
