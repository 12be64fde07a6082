import type { EventDisplayInfo } from '@fullcalendar/react';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSlots } from '@/shared/ui/slots';
import { showsPostBadges } from '../fields/waits-for-approval';
import type { TicketEventProps } from './calendar-events';

/**
 * An event's text: the ticket's number and summary, after an icon and a word (read by screen
 * readers, shown as the icon's tooltip) when it is overdue or due soon — never colour alone —
 * and, for a post waiting for approval, its open step (the whole badge in the agenda).
 */
export function EventContent({ event, view }: Pick<EventDisplayInfo, 'event' | 'view'>) {
  const { t } = useTranslation();
  const { dueState, ticket } = event.extendedProps as TicketEventProps;
  const { ticketBadges } = useSlots();
  const Icon = dueState === 'overdue' ? IconAlertTriangle : IconClockHour4;
  const word = dueState ? t(`ui.tickets.board.due.${dueState}`) : null;
  const agenda = view.type.startsWith('list');
  return (
    <span
      className={agenda ? 'ticket-event__content ticket-event__content--agenda' : 'ticket-event__content'}
    >
      {word && (
        <>
          <Icon size={13} aria-hidden className="ticket-event__due-icon" />
          <span
            className={
              view.type.startsWith('list') ? 'ticket-event__due-word' : 'ticket-event__due-word--hidden'
            }
          >
            {t('ui.common.labelColon', { label: word })}{' '}
          </span>
        </>
      )}
      <span
        className="ticket-event__title"
        title={word ? t('ui.common.labelled', { label: word, value: event.title }) : event.title}
      >
        {event.title}
      </span>
      {showsPostBadges(ticket) &&
        ticketBadges.map((Badge, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slot's list is fixed for the app's life.
          <span key={index} className="ticket-event__badge">
            <Badge workspaceUid={ticket.workspace_uid} ticketUid={ticket.uid} compact={!agenda} />
          </span>
        ))}
    </span>
  );
}
