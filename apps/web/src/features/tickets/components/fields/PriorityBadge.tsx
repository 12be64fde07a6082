import type { Priority } from '@expertos/domain/tickets';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS } from './ticket-colors';

export interface PriorityBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  priority: Priority;
}

/** A ticket's priority ('0' Low … '3' Urgent) as a badge. */
export function PriorityBadge({ priority, ...props }: PriorityBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={PRIORITY_COLORS[priority]} {...props}>
      {t(`ui.tickets.list.priorities.${priority}`)}
    </Badge>
  );
}
