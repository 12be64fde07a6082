import type { EvergreenPost, TicketEvergreen } from '@expertos/domain/evergreen';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/shared/api/ticket-keys';
import * as evergreenApi from '../api/evergreen';
import { evergreenKeys, ticketEvergreenQueryOptions, type UpdateEvergreenPostInput } from '../api/evergreen';

/** Where a post stands in its brand's evergreen queue. */
export function useTicketEvergreen(ticketUid: string) {
  return useQuery(ticketEvergreenQueryOptions(ticketUid));
}

/**
 * Mark, change and unmark a post from its ticket. The reply is shown at once; the ticket's state
 * and the brand's page are read again after. Failures reach the caller.
 */
export function useTicketEvergreenChanges(ticketUid: string, projectUid: string | undefined) {
  const client = useQueryClient();
  const key = ticketKeys.evergreen(ticketUid);
  const show = (post: EvergreenPost | null) =>
    client.setQueryData<TicketEvergreen>(key, (current) => ({ copy_of: current?.copy_of ?? null, post }));
  const onSettled = () => {
    void client.invalidateQueries({ queryKey: key });
    if (projectUid) void client.invalidateQueries({ queryKey: evergreenKeys.brand(projectUid) });
  };
  const mark = useMutation({
    mutationFn: () => evergreenApi.markEvergreen(ticketUid),
    onSuccess: show,
    onSettled,
  });
  const update = useMutation({
    mutationFn: (change: UpdateEvergreenPostInput) => evergreenApi.updateEvergreenPost(ticketUid, change),
    onSuccess: show,
    onSettled,
  });
  const unmark = useMutation({
    mutationFn: () => evergreenApi.unmarkEvergreen(ticketUid),
    onSuccess: () => show(null),
    onSettled,
  });
  return { mark, update, unmark };
}
