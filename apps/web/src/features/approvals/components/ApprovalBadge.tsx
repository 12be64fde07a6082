import '@/shared/i18n/parts/approvals';
import type { OpenApproval } from '@expertos/domain/approvals/open';
import { Badge, Tooltip } from '@mantine/core';
import { IconClockExclamation, IconHourglassHigh, IconUserCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@/shared/lib/format';
import type { TicketBadgeProps } from '@/shared/ui/slots';
import { openApprovalsQueryOptions } from '../api/open';

/** "Fri" for a due this week, "12 Dec" beyond: short enough for a card. */
function shortDue(iso: string, locale?: string, now = new Date()): string {
  // A step is due when its last day ends (midnight after it): name that day, not the next.
  const due = new Date(new Date(iso).getTime() - 1);
  const days = (due.getTime() - now.getTime()) / 86_400_000;
  return formatInstant(
    due,
    locale,
    days >= 0 && days < 6 ? { weekday: 'short' } : { day: 'numeric', month: 'short' },
  );
}

/** The words of a badge: "Step 2/3 · Client · due Fri". */
export function useApprovalBadgeText() {
  const { t, i18n } = useTranslation();
  const k = 'ui.approvals.badge' as const;
  return (item: OpenApproval) =>
    [
      t(`${k}.step`, { number: item.step.number, of: item.step.of }),
      t(`${k}.kinds.${item.step.kind}`),
      item.due_at
        ? t(item.overdue ? `${k}.overdue` : `${k}.due`, { day: shortDue(item.due_at, i18n.language) })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * A post's open approval step on its card or row (docs/product.md#approvals): an icon and words,
 * never colour alone — waiting on you, overdue, or just waiting.
 */
export function ApprovalBadge({ workspaceUid, ticketUid, compact = false }: TicketBadgeProps) {
  const { t } = useTranslation();
  const text = useApprovalBadgeText();
  const item = useQuery({
    ...openApprovalsQueryOptions(workspaceUid),
    select: (items) => items.find((candidate) => candidate.ticket_uid === ticketUid) ?? null,
  }).data;
  if (!item) return null;
  const Icon = item.waiting_on_me ? IconUserCheck : item.overdue ? IconClockExclamation : IconHourglassHigh;
  const color = item.overdue ? 'red' : item.waiting_on_me ? 'grape' : 'gray';
  const words = text(item);
  return (
    <Tooltip label={item.waiting_on_me ? t('ui.approvals.badge.yourTurn') : words} withinPortal>
      <Badge
        size="xs"
        variant="light"
        color={color}
        leftSection={<Icon size={11} aria-hidden />}
        aria-label={t('ui.approvals.badge.label', { text: words })}
        style={{ textTransform: 'none' }}
      >
        {compact ? t('ui.approvals.badge.step', { number: item.step.number, of: item.step.of }) : words}
      </Badge>
    </Tooltip>
  );
}
