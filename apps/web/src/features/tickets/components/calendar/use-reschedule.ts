import type { EventDropInfo } from '@fullcalendar/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateTicket } from '../../hooks/use-update-ticket';
import type { TicketScope } from '../ticket-scope';
import { displayDay, isoDay, rescheduleChange, type TicketEventProps } from './calendar-events';

/** The day an all-day event was dropped on, as `YYYY-MM-DD`. */
export function droppedDay(event: Pick<EventDropInfo['event'], 'startStr' | 'start'>): string | null {
  if (/^\d{4}-\d{2}-\d{2}/.test(event.startStr)) return event.startStr.slice(0, 10);
  return event.start ? isoDay(event.start) : null;
}

/**
 * A dropped event reschedules its ticket through the one ticket update: the calendar already
 * shows it on the new day (and every other cached view of the ticket does too), the field its
 * date came from (due, film or posted date) is saved, and a refusal puts the event back with an
 * error notification. Every ticket view refreshes afterwards.
 */
export function useReschedule(scope: TicketScope) {
  const { t } = useTranslation();
  const { mutateAsync: update } = useUpdateTicket(scope.workspaceUid);

  return useCallback(
    async (info: Pick<EventDropInfo, 'event' | 'revert'>) => {
      const { ticket, field } = info.event.extendedProps as TicketEventProps;
      const day = droppedDay(info.event);
      if (!day) {
        info.revert();
        return;
      }
      const change = rescheduleChange(field, day);
      try {
        await update({
          uid: ticket.uid,
          change,
          patch: change,
          failure: (reason) =>
            t('ui.tickets.views.calendar.rescheduleFailed', { id: ticket.id, date: displayDay(day), reason }),
        });
      } catch {
        // FullCalendar moved the event itself, so it puts it back itself; the cached window is
        // back already (same event ids, so the two agree).
        info.revert();
      }
    },
    [update, t],
  );
}
