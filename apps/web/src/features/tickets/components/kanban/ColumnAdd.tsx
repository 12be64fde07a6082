import type { TicketStatus } from '@expertos/domain/tickets';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notify/notify-store';
import { QuickCreateForm } from '../quick-create/QuickCreateForm';
import type { TicketScope } from '../ticket-scope';

export interface ColumnAddProps {
  scope: TicketScope;
  status: TicketStatus;
  /** The status as the column names it. */
  label: string;
}

/**
 * "+ Add ticket" at the top of a column: a summary field that creates a ticket in this status.
 * It stays open after a save for the next one; Escape closes it and focus returns to the button.
 */
export function ColumnAdd({ scope, status, label }: ColumnAddProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  if (open) {
    return (
      <QuickCreateForm
        scope={scope}
        status={status}
        label={t('ui.tickets.board.add.summary', { status: label })}
        onCreated={(ticket) =>
          notify({
            type: 'positive',
            message: t('ui.tickets.board.add.created', { id: ticket.id, status: label }),
          })
        }
        onCancel={close}
      />
    );
  }
  return (
    <Button
      ref={button}
      variant="subtle"
      size="compact-sm"
      color="gray"
      justify="flex-start"
      fullWidth
      leftSection={<IconPlus size={14} aria-hidden />}
      aria-label={t('ui.tickets.board.add.buttonLabel', { status: label })}
      onClick={() => setOpen(true)}
      data-testid="kanban-add"
    >
      {t('ui.tickets.board.add.button')}
    </Button>
  );
}
