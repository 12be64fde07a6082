import type { TicketStatus } from '@expertos/domain/tickets';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './ticket-colors';

export interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: TicketStatus;
}

/** A ticket's status as a coloured badge. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} {...props}>
      {t(`ui.tickets.list.statuses.${status}`)}
    </Badge>
  );
}
