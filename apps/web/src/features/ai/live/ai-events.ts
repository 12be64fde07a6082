import type { QueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';

/**
 * A ticket of a brand changed (docs/product.md#live-updates): the brand's posts that "Save into a
 * post" offers (`SaveIntoPost`) are read again when shown.
 */
export function registerAiEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  const onTicket = ({ project_uid: projectUid }: { project_uid: string }) =>
    refresher.refresh({ queryKey: ticketKeys.postsToSaveInto(projectUid) });
  const offs = [
    onLiveEvent('ticket.created', onTicket),
    onLiveEvent('ticket.updated', onTicket),
    onLiveEvent('ticket.deleted', onTicket),
  ];
  return () => {
    for (const off of offs) off();
  };
}
