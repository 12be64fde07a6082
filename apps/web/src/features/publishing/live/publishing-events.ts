import type { QueryClient } from '@tanstack/react-query';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { publicationsQueryKey } from '../api/publications';

/**
 * A post's publications change as the engine and other people work (docs/product.md#publishing):
 * the open ticket's Publish section reads them again when one of them moves.
 */
export function registerPublishingEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const offs = [
    onLiveEvent('post.changed', ({ ticket_uid: ticketUid }) =>
      refresher.refresh({ queryKey: publicationsQueryKey(ticketUid) }),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
