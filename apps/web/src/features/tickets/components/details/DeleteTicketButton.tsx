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
import type { TaskView } from './merge-ticket';

export interface DeleteTicketButtonProps {
  task: Pick<TaskView, 'uid' | 'id' | 'workspace_uid'>;
  /** Leaves the deleted task: closes the dialog, or leaves the page. */
  onDeleted: () => void;
}

/** Deletes the ticket after a confirmation, then refreshes every list of its workspace. */
export function DeleteTicketButton({ task, onDeleted }: DeleteTicketButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    const ok = await confirm({
      title: t('ui.tickets.details.delete.title', { id: task.id }),
      message: t('ui.tickets.details.delete.text'),
      ok: t('ui.tickets.details.delete.ok'),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      await deleteTicket(task.uid);
      notify({ type: 'positive', message: t('ui.tickets.details.delete.done', { id: task.id }) });
      onDeleted();
      void queryClient.invalidateQueries({ queryKey: ticketKeys.workspace(task.workspace_uid) });
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
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
