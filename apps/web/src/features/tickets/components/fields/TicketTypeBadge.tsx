import type { TicketType } from '@expertos/domain/tickets';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TYPE_COLORS } from './ticket-colors';

export interface TicketTypeBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  type: TicketType;
}

/** A ticket's type (task, post, estimate, reminder, call notes, design). */
export function TicketTypeBadge({ type, ...props }: TicketTypeBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={TYPE_COLORS[type]} {...props}>
      {t(`ui.tickets.list.types.${type}`)}
    </Badge>
  );
}
