import { type DueState, dueStateOf } from '@expertos/domain/due-state';
import type { TicketStatus } from '@expertos/domain/tickets';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarDue, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { displayDay } from '../calendar/calendar-events';

export const DUE_STATE_COLORS: Record<DueState, string> = { overdue: 'red.8', due_soon: 'orange' };

export interface DueLabelProps {
  ticket: { due_date: string | null; status: TicketStatus };
  /** Today; a prop so tests and a long-open page agree on it. */
  now?: Date;
}

/**
 * A card's due date, saying in words and with an icon when the ticket is overdue or due soon
 * (docs/product.md#board-and-calendar), never by colour alone.
 */
export function DueLabel({ ticket, now = new Date() }: DueLabelProps) {
  const { t } = useTranslation();
  if (!ticket.due_date) return null;
  const date = displayDay(ticket.due_date);
  const state = dueStateOf(ticket, now, viewerTimeZone());
  const Icon =
    state === 'overdue' ? IconAlertTriangle : state === 'due_soon' ? IconClockHour4 : IconCalendarDue;
  return (
    <Group gap={4} wrap="nowrap" data-due-state={state ?? undefined}>
      <Icon
        size={14}
        aria-hidden
        color={state ? `var(--mantine-color-${state === 'overdue' ? 'red-8' : 'orange-text'})` : undefined}
      />
      <Text size="xs" c={state ? DUE_STATE_COLORS[state] : 'dimmed'} fw={state ? 600 : undefined}>
        {state
          ? t(`ui.tickets.board.due.${state}Date`, { date })
          : t('ui.tickets.views.kanban.due', { date })}
      </Text>
    </Group>
  );
}
