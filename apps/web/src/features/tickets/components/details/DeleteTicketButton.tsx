import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { deleteTicket } from '../../api/ticket';
import {
  askDeleteSubtasks,
  isSubtasksQuestion,
  type SubtaskDeleteChoice,
  withDeleteQuestion,
} from '../../hooks/subtask-questions';
import type { TaskView } from './merge-ticket';

export interface DeleteTicketButtonProps {
  task: Pick<TaskView, 'uid' | 'id' | 'workspace_uid' | 'subtasks'>;
  /** Leaves the deleted task: closes the dialog, or leaves the page. */
  onDeleted: () => void;
}

/**
 * Deletes the ticket after a confirmation, then refreshes every list of its workspace. A ticket
 * with subtasks asks instead what becomes of them (docs/product.md#checklists-and-subtasks):
 * deleted too, or kept as tickets of their own.
 */
export function DeleteTicketButton({ task, onDeleted }: DeleteTicketButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  /** The answer for its subtasks when it is known to have some (one question), else true or false. */
  const ask = async (): Promise<SubtaskDeleteChoice | boolean | null> => {
    if (task.subtasks.total > 0) return askDeleteSubtasks(task.id, task.subtasks.total);
    return confirm({
      title: t('ui.tickets.details.delete.title', { id: task.id }),
      message: t('ui.tickets.details.delete.text'),
      ok: t('ui.tickets.details.delete.ok'),
      danger: true,
    });
  };

  const remove = async () => {
    const answer = await ask();
    if (!answer) return;
    setBusy(true);
    try {
      // Subtasks added since it was read: the server asks, and so does the app, once more.
      await withDeleteQuestion(
        task.id,
        (subtasks) => deleteTicket(task.uid, subtasks ? { subtasks } : {}),
        answer === true ? undefined : answer,
      );
      notify({ type: 'positive', message: t('ui.tickets.details.delete.done', { id: task.id }) });
      onDeleted();
      void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(task.workspace_uid) });
    } catch (error) {
      // Cancel to the subtasks question: nothing was deleted, nothing to say.
      if (!isSubtasksQuestion(error)) notify({ type: 'negative', message: errorText(error) });
      setBusy(false);
    }
  };

  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      loading={busy}
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={() => void remove()}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('ui.tickets.details.delete.button')}
    </Button>
  );
}
