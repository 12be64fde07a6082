import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeTaskDialog,
  setTaskDialogTitle,
  type TaskDialogTarget,
} from '@/shared/ui/task-dialog/open-task-dialog';
import { ticketKeys } from '../../api/keys';
import { fetchTicket } from '../../api/ticket';
import { mergeTicket } from './merge-ticket';
import { TaskLoading } from './TaskLoading';
import { TaskLoadProblem } from './TaskLoadProblem';
import { TicketDetails } from './TicketDetails';
import { taskLoadFailure } from './task-load-error';

/**
 * The task dialog's content (docs/product.md#tickets): on open nothing of a previous task
 * shows, only the spinner, until `GET /tickets/{id}` answers; then the merged task. The ticket
 * is loaded afresh on every open, and its cache entry goes when the dialog closes. A failure is
 * only logged and told in the dialog.
 */
export function TaskDialogContent({ target }: { target: TaskDialogTarget }) {
  const { t } = useTranslation();
  const { taskId } = target;
  // Anything cached from before this open is not shown: only what this open loads.
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: ticketKeys.ticket(taskId),
    queryFn: ({ signal }) => fetchTicket(taskId, signal),
    refetchOnMount: 'always',
    gcTime: 0,
  });
  const ticket = query.data && query.dataUpdatedAt >= openedAt ? query.data : undefined;

  useEffect(() => {
    if (query.isError) console.warn('task dialog: the task could not be loaded', query.error);
  }, [query.isError, query.error]);

  // The frame's title follows the task, the summary's inline edits included.
  const title = ticket
    ? t('ui.tickets.details.dialogTitle', { id: ticket.id, summary: ticket.summary })
    : null;
  useEffect(() => {
    if (title) setTaskDialogTitle(taskId, title);
  }, [taskId, title]);

  if (ticket) return <TicketDetails task={mergeTicket(ticket)} onDeleted={closeTaskDialog} />;
  if (query.isError) {
    return <TaskLoadProblem failure={taskLoadFailure(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <TaskLoading />;
}
