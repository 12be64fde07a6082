import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { LIVE_REFRESH_WINDOW_MS } from '@/shared/lib/live/live-refresh';
import { emitLive, watchQuery } from '@/test/live';
import { commentKeys } from '../api/comments';
import { registerCommentEvents } from './comment-events';

const comment = (ticketUid: string, commentUid: string) => ({
  workspace_uid: 'w1',
  project_uid: 'p1',
  ticket_uid: ticketUid,
  comment_uid: commentUid,
  author_member_uid: 'm2',
});

let queryClient: QueryClient;
let unregister: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  unregister = registerCommentEvents(queryClient);
});
afterEach(() => {
  unregister();
  queryClient.clear();
});

describe('live comment events', () => {
  it("reads the ticket's comments and history again, once per window", async () => {
    const comments = watchQuery(queryClient, ticketKeys.comments('t1'), { pages: [], pageParams: [] });
    const activity = watchQuery(queryClient, ticketKeys.activity('t1'), { items: [] });
    const detail = watchQuery(queryClient, ticketKeys.ticket('t1'), { uid: 't1' });
    const other = watchQuery(queryClient, ticketKeys.comments('t2'), { pages: [], pageParams: [] });

    emitLive('comment.created', comment('t1', 'c1'));
    emitLive('comment.created', comment('t1', 'c2'));
    emitLive('comment.updated', comment('t1', 'c1'));
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);

    expect(comments.queryFn).toHaveBeenCalledTimes(1);
    expect(activity.queryFn).toHaveBeenCalledTimes(1);
    expect(detail.queryFn).not.toHaveBeenCalled();
    expect(other.queryFn).not.toHaveBeenCalled();
    for (const watched of [comments, activity, detail, other]) watched.stop();
  });

  it('reads who may be mentioned again when the team changes', async () => {
    const people = watchQuery(queryClient, commentKeys.people('w1'), []);
    emitLive('member.left', { workspace_uid: 'w1', member_uid: 'm2' });
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_WINDOW_MS);
    expect(people.queryFn).toHaveBeenCalledTimes(1);
    people.stop();
  });
});
