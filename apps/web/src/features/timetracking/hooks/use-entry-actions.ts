import type { CreateTimeEntryInput, UpdateTimeEntryInput } from '@expertos/domain/timetracking.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTime } from '../api/keys';
import { addTimeEntry, deleteTimeEntry, updateTimeEntry } from '../api/ticket-time';

/** Manual entries of one ticket: add, edit, delete; each refreshes the ticket's time and total. */
export function useEntryActions(ticketUid: string, workspaceUid: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateTime(queryClient, workspaceUid, [ticketUid]);

  const add = useMutation({
    mutationFn: (input: CreateTimeEntryInput) => addTimeEntry(ticketUid, input),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ entryUid, change }: { entryUid: string; change: UpdateTimeEntryInput }) =>
      updateTimeEntry(ticketUid, entryUid, change),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (entryUid: string) => deleteTimeEntry(ticketUid, entryUid),
    onSuccess,
  });
  return { add, update, remove };
}
