import { parseTicketKey } from '@expertos/domain/ticket-address';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { useIsAuthenticated } from '@/shared/stores/use-session';
import {
  closeTaskDialog,
  setTaskDialogProject,
  setTaskDialogTitle,
  type TaskDialogTarget,
} from '@/shared/ui/task-dialog/open-task-dialog';
import { findListedTicket } from '../../api/listed-ticket';
import { fetchTicket } from '../../api/ticket';
import { mergeTicket } from './merge-ticket';
import { TaskKeyContent } from './TaskKeyContent';
import { TaskLoading } from './TaskLoading';
import { TaskLoadProblem } from './TaskLoadProblem';
import { TicketDetails } from './TicketDetails';
import { TicketPreview } from './TicketPreview';
import { taskLoadFailure } from './task-load-error';

/**
 * The task dialog's content (docs/product.md#tickets): on open nothing of a previous task
 * shows; what a list already shows of this one (its row, card or event) shows at once,
 * read-only, with the spinner for the rest, until `GET /tickets/{id}` answers; then the merged
 * task. The ticket is loaded afresh on every open, and its cache entry goes when the dialog
 * closes. A failure is only logged and told in the dialog.
 */
export function TaskDialogContent({ target }: { target: TaskDialogTarget }) {
  // An address may name the ticket by its key (`?task=128`): found first, then shown by uid.
  const key = parseTicketKey(target.taskId);
  if (key !== null) return <TaskKeyContent typed={target.taskId} number={key} />;
  return <TaskByUid target={target} />;
}

function TaskByUid({ target }: { target: TaskDialogTarget }) {
  const { t } = useTranslation();
  const authenticated = useIsAuthenticated();
  const { taskId } = target;
  // Anything cached from before this open is not shown: only what this open loads.
  const [openedAt] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const [listed] = useState(() => findListedTicket(queryClient, taskId));
  const query = useQuery({
    queryKey: ticketKeys.ticket(taskId),
    queryFn: ({ signal }) => fetchTicket(taskId, signal),
    refetchOnMount: 'always',
    gcTime: 0,
    // Opened from its address on a reload, the dialog waits for the session to be back.
    enabled: authenticated,
  });
  const ticket = query.data && query.dataUpdatedAt >= openedAt ? query.data : undefined;

  useEffect(() => {
    if (query.isError) console.warn('task dialog: the task could not be loaded', query.error);
  }, [query.isError, query.error]);

  // The frame's title follows the task, the summary's inline edits included.
  const shown = ticket ?? listed;
  const title = shown ? t('ui.tickets.details.dialogTitle', { id: shown.id, summary: shown.summary }) : null;
  useEffect(() => {
    if (title) setTaskDialogTitle(taskId, title);
  }, [taskId, title]);
  // Opened from its address, the dialog learns the ticket's brand here ("open in new page").
  const projectSlug = ticket?.project.slug;
  useEffect(() => {
    if (projectSlug) setTaskDialogProject(taskId, projectSlug);
  }, [taskId, projectSlug]);

  if (ticket)
    return (
      <TicketDetails task={mergeTicket(ticket)} onDeleted={closeTaskDialog} commentUid={target.commentUid} />
    );
  if (query.isError) {
    return <TaskLoadProblem failure={taskLoadFailure(query.error)} onRetry={() => void query.refetch()} />;
  }
  return listed ? <TicketPreview ticket={listed} /> : <TaskLoading />;
}
