import type { EventDropInfo } from '@fullcalendar/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { notify } from '@/shared/ui/notify/notify-store';
import { updateTicket } from '../../api/ticket';
import type { TicketScope } from '../ticket-scope';
import { displayDay, isoDay, rescheduleChange, type TicketEventProps } from './calendar-events';

/** The day an all-day event was dropped on, as `YYYY-MM-DD`. */
export function droppedDay(event: Pick<EventDropInfo['event'], 'startStr' | 'start'>): string | null {
  if (/^\d{4}-\d{2}-\d{2}/.test(event.startStr)) return event.startStr.slice(0, 10);
  return event.start ? isoDay(event.start) : null;
}

/**
 * A dropped event reschedules its ticket: the calendar already shows it on the new day, the
 * field its date came from (due, film or posted date) is saved, and a refusal puts the event
 * back with an error notification. Every ticket view refreshes afterwards.
 */
export function useReschedule(scope: TicketScope) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const workspaceUid = scope.workspaceUid;

  return useCallback(
    async (info: Pick<EventDropInfo, 'event' | 'revert'>) => {
      const { ticket, field } = info.event.extendedProps as TicketEventProps;
      const day = droppedDay(info.event);
      if (!day) {
        info.revert();
        return;
      }
      const prefix = ticketKeys.workspace(workspaceUid);
      // A window arriving now would put the event back on its old day.
      await queryClient.cancelQueries({ queryKey: prefix });
      try {
        await updateTicket(ticket.uid, rescheduleChange(field, day));
      } catch (error) {
        info.revert();
        notify({
          type: 'negative',
          message: t('ui.tickets.views.calendar.rescheduleFailed', {
            id: ticket.id,
            date: displayDay(day),
            reason: errorText(error),
          }),
        });
      } finally {
        void queryClient.invalidateQueries({ queryKey: prefix });
      }
    },
    [queryClient, workspaceUid, t],
  );
}
