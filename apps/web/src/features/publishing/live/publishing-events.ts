import type { QueryClient } from '@tanstack/react-query';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { publicationsQueryKey } from '../api/publications';

/**
 * A post's publications change as the engine works (docs/product.md#publishing): the open
 * ticket's Publish section reads them again when its ticket changes (a post that went out
 * moves the ticket to `posted` with its live link).
 */
export function registerPublishingEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const onTicket = ({ ticket_uid: ticketUid }: { ticket_uid: string }) =>
    refresher.refresh({ queryKey: publicationsQueryKey(ticketUid) });
  const offs = [onLiveEvent('ticket.updated', onTicket)];
  return () => {
    for (const off of offs) off();
  };
}
