import type { QueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { liveRefresher } from '@/shared/lib/live/live-refresh';
import { onLiveEvent } from '@/shared/lib/live/live-registry';
import { postCalendarKeys } from './calendar-api';

/**
 * A post was scheduled, moved, went out, failed or was handed to a phone (docs/product.md#live-updates):
 * the brand's calendar windows and the ticket's publications (the hand-off screen, the ticket's
 * Publish section) are read again once per refresh window, however many came.
 */
export function registerPostEvents(queryClient: QueryClient): () => void {
  const refresher = liveRefresher(queryClient);
  return onLiveEvent('post.changed', (event) => {
    refresher.refresh(
      { queryKey: postCalendarKeys.brand(event.project_uid) },
      { queryKey: ticketKeys.publications(event.ticket_uid) },
    );
  });
}
