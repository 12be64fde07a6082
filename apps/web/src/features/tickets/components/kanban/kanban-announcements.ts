import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { TICKET_STATUSES, type TicketStatus } from '@expertos/domain/tickets';
import type { TFunction } from 'i18next';

/** What a draggable card carries, read back by the board and its announcements. */
export interface CardDragData {
  ticket: TicketListItem;
}

export function draggedTicket(active: Pick<Active, 'data'> | null): TicketListItem | null {
  const data = active?.data.current as CardDragData | undefined;
  return data?.ticket ?? null;
}

export function isTicketStatus(id: unknown): id is TicketStatus {
  return typeof id === 'string' && (TICKET_STATUSES as readonly string[]).includes(id);
}

/** The column a drag ends over, or null when it is over no column. */
export function overStatus(over: Pick<Over, 'id'> | null): TicketStatus | null {
  return over && isTicketStatus(over.id) ? over.id : null;
}

/**
 * What a screen reader hears while a card moves, in words: the ticket's number and summary
 * and the status columns by their labels.
 */
export function kanbanAnnouncements(t: TFunction): Announcements {
  const label = (status: TicketStatus) => t(`ui.tickets.list.statuses.${status}`);
  const card = (active: Active) => {
    const ticket = draggedTicket(active);
    return ticket ? { id: ticket.id, summary: ticket.summary, from: label(ticket.status) } : null;
  };
  return {
    onDragStart({ active }) {
      const info = card(active);
      return info ? t('ui.tickets.views.kanban.announce.start', info) : undefined;
    },
    onDragOver({ active, over }) {
      const info = card(active);
      if (!info) return undefined;
      const status = overStatus(over);
      return status
        ? t('ui.tickets.views.kanban.announce.over', { ...info, status: label(status) })
        : t('ui.tickets.views.kanban.announce.outside', info);
    },
    onDragEnd({ active, over }) {
      const info = card(active);
      if (!info) return undefined;
      const status = overStatus(over);
      if (!status || status === draggedTicket(active)?.status) {
        return t('ui.tickets.views.kanban.announce.stayed', info);
      }
      return t('ui.tickets.views.kanban.announce.dropped', { ...info, status: label(status) });
    },
    onDragCancel({ active }) {
      const info = card(active);
      return info ? t('ui.tickets.views.kanban.announce.cancelled', info) : undefined;
    },
  };
}

export function kanbanInstructions(t: TFunction): ScreenReaderInstructions {
  return { draggable: t('ui.tickets.views.kanban.instructions') };
}
