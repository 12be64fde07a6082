import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notify/notify-store';
import { QuickCreateForm } from '../quick-create/QuickCreateForm';
import type { TicketScope } from '../ticket-scope';
import { displayDay } from './calendar-events';

export interface DayCreateModalProps {
  scope: TicketScope;
  /** The day picked (`YYYY-MM-DD`), or null when closed. */
  day: string | null;
  onClose: () => void;
}

/** A new ticket due on the day picked on the calendar: just a summary, Enter saves, Escape closes. */
export function DayCreateModal({ scope, day, onClose }: DayCreateModalProps) {
  const { t } = useTranslation();
  const date = day ? displayDay(day) : '';
  return (
    <Modal
      opened={day !== null}
      onClose={onClose}
      title={t('ui.tickets.board.add.dayTitle', { date })}
      size="sm"
      data-testid="calendar-day-create"
    >
      {day && (
        <QuickCreateForm
          scope={scope}
          dueDate={day}
          label={t('ui.tickets.board.add.daySummary')}
          onCreated={(ticket) => {
            notify({
              type: 'positive',
              message: t('ui.tickets.board.add.createdOn', { id: ticket.id, date }),
            });
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
