import { ticketKey } from '@expertos/domain/ticket-address';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { resolveTaskDialogKey } from '@/shared/ui/task-dialog/open-task-dialog';
import { fetchWorkspaceTickets } from '../../api/ticket-lists';
import { TaskLoading } from './TaskLoading';
import { TaskLoadProblem } from './TaskLoadProblem';
import { taskLoadFailure } from './task-load-error';

/**
 * The dialog opened by a ticket key (`?task=128`, `?task=%23128`): the search of the current
 * workspace puts the ticket of that number first (docs/product.md#ticket-addresses); once found,
 * the dialog (and so the address) moves to its uid. No such ticket, or none the user may see,
 * reads as "not found".
 */
export function TaskKeyContent({ typed, number }: { typed: string; number: number }) {
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? null);
  const query = useQuery({
    queryKey: ticketKeys.byNumber(workspaceUid ?? '', number),
    queryFn: async ({ signal }) => {
      const page = await fetchWorkspaceTickets(workspaceUid!, { q: ticketKey(number), limit: 1 }, signal);
      const first = page.items[0];
      return first?.id === number ? first.uid : null;
    },
    enabled: workspaceUid !== null,
  });
  const uid = query.data;

  useEffect(() => {
    if (uid) resolveTaskDialogKey(typed, uid);
  }, [typed, uid]);

  if (query.isError) {
    return <TaskLoadProblem failure={taskLoadFailure(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.isSuccess && uid === null) return <TaskLoadProblem failure="not_found" />;
  return <TaskLoading />;
}
