import { Modal, Stack } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notify/notify-store';
import { useSlots } from '@/shared/ui/slots';
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
  const slots = useSlots();
  return (
    <Modal
      opened={day !== null}
      onClose={onClose}
      title={t('ui.tickets.board.add.dayTitle', { date })}
      size="sm"
      data-testid="calendar-day-create"
    >
      {day && (
        <Stack gap="sm">
          {/* Another feature's way to make it (from a template), its dates counted from this day. On
              the workspace's calendar the brand is picked inside the form below: none offered there. */}
          {scope.kind === 'project' &&
            slots.newTicketFrom.map((Slot, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slot list is fixed at start.
              <Suspense key={index} fallback={null}>
                <Slot
                  workspaceUid={scope.workspaceUid}
                  projectUid={scope.projectUid}
                  anchor={day}
                  onMade={onClose}
                />
              </Suspense>
            ))}
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
        </Stack>
      )}
    </Modal>
  );
}
