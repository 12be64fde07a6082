import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLive, isInvalidated, watchQuery } from '@/test/live';
import { stubWorkspaceServer } from '@/test/workspace-server';
import { registerLiveHandlers } from './live';

const ticket = {
  workspace_uid: 'w1',
  project_uid: 'p1',
  ticket_uid: 't1',
  number: 1,
  status: 'done',
  changed: ['status'],
  actor_member_uid: null,
  updated_at: '2030-01-03T10:00:00.000Z',
};

let queryClient: QueryClient;
let unregister: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  stubWorkspaceServer();
  queryClient = createQueryClient();
  unregister = registerLiveHandlers(queryClient);
});
afterEach(() => {
  unregister();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('the live handlers of the app', () => {
  it('after a reset, reads every shown query again once and marks the others stale', async () => {
    const shown = [
      ticketKeys.list('w1', ticketScopes.workspace, {}),
      ticketKeys.ticket('t1'),
      ['notifications', 'latest'],
      ['me'],
    ].map((key) => watchQuery(queryClient, key, { items: [] }));
    const hidden = ['workspaces', 'w1', 'billing'];
    watchQuery(queryClient, hidden, {}, { shown: false });

    emitLive('reset', { reason: 'too_far_behind' }, '90');
    emitLive('ticket.updated', ticket, '91');
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);

    for (const watched of shown) expect(watched.queryFn).toHaveBeenCalledTimes(1);
    expect(isInvalidated(queryClient, hidden)).toBe(true);
    for (const watched of shown) watched.stop();
  });

  it('hands each event to every feature that shows it, and to none once unregistered', async () => {
    const aiPosts = watchQuery(queryClient, ticketKeys.postsToSaveIntoFound('p1', ''), []);
    const feed = watchQuery(queryClient, ['workspaces', 'w1', 'projects', 'p1', 'feed'], {});
    emitLive('ticket.updated', ticket);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    expect(aiPosts.queryFn).toHaveBeenCalledTimes(1);
    expect(feed.queryFn).toHaveBeenCalledTimes(1);

    unregister();
    emitLive('ticket.updated', ticket);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    expect(aiPosts.queryFn).toHaveBeenCalledTimes(1);
    aiPosts.stop();
    feed.stop();
  });
});
