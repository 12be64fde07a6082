import { queryOptions } from '@tanstack/react-query';
import * as calls from './asset-calls';

/** A ticket's assets from the library ("From library" in the ticket). */
export const ticketAssetKeys = {
  of: (ticketUid: string) => ['tickets', ticketUid, 'library-assets'] as const,
};

export function ticketAssetsQueryOptions(ticketUid: string) {
  return queryOptions({
    queryKey: ticketAssetKeys.of(ticketUid),
    queryFn: () => calls.fetchTicketAssets(ticketUid),
  });
}
