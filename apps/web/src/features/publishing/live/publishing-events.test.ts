import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { emitLiveMessage } from '@/shared/lib/live/live-registry';
import { publicationsQueryKey } from '../api/publications';
import { registerPublishingEvents } from './publishing-events';

let off: (() => void) | null = null;
afterEach(() => off?.());

describe('post.changed', () => {
  it("marks that ticket's publications stale, and no other ticket's", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicationsQueryKey('t1'), []);
    queryClient.setQueryData(publicationsQueryKey('t2'), []);
    off = registerPublishingEvents(queryClient);
    emitLiveMessage({
      id: '1',
      type: 'post.changed',
      data: {
        workspace_uid: 'w1',
        project_uid: 'p1',
        ticket_uid: 't1',
        publication_uid: 'x',
        state: 'published',
      },
    });
    liveRefresher(queryClient).flush();
    expect(queryClient.getQueryState(publicationsQueryKey('t1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicationsQueryKey('t2'))?.isInvalidated).toBe(false);
  });
});
