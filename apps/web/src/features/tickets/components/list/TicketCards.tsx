import type { TicketListItem } from '@expertos/domain/ticket.schema';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personLabel } from '../../hooks/use-ticket-options';
import { checklistMark } from '../fields/checklist-mark';
import { recurringMark } from '../fields/recurring-mark';
import { dueDisplay } from './DueMark';
import { formatShortDay } from './format-day';
import { rowStatusBadge } from './RowBadges';
import type { RowLabels } from './row-labels';
import classes from './TicketCards.module.css';

export interface TicketCardsProps {
  rows: readonly TicketListItem[];
  labels: RowLabels;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (ticket: TicketListItem) => void;
}

/**
 * The list on a phone (docs/product.md#task-lists-and-filters): one card per ticket with what
 * matters at a glance (number and summary, status, assignee, due date, checklist, brand); a tap
 * opens it.
 */
export function TicketCards({
  rows,
  labels,
  hasNextPage,
  loadingMore,
  onLoadMore,
  onOpen,
}: TicketCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <ul className={classes.list} aria-label={t('ui.tickets.listViews.cards')}>
        {rows.map((ticket) => (
          <li key={ticket.uid} className={classes.card} data-ticket-card={ticket.uid}>
            <button
              type="button"
              className={classes.open}
              onClick={() => onOpen(ticket)}
              aria-label={labels.open({ id: ticket.id, summary: ticket.summary })}
            >
              <span className={classes.number}>#{ticket.id}</span>
              <span className={classes.summary}>{ticket.summary}</span>
            </button>
            <div className={classes.meta}>
              {rowStatusBadge(ticket.status, labels.statuses[ticket.status])}
              <span className={classes.field}>
                {ticket.assignee ? personLabel(ticket.assignee) : labels.unassigned}
              </span>
              <span className={classes.field}>
                {dueDisplay(
                  ticket,
                  ticket.due_date ? formatShortDay(ticket.due_date) : t('ui.tickets.listViews.noDueDate'),
                  labels.due,
                )}
              </span>
              {recurringMark(ticket.recurring, (position) => labels.recurring({ position }))}
              {checklistMark(
                ticket.checklist,
                {
                  count: labels.checklistCount(ticket.checklist),
                  label: labels.checklist(ticket.checklist),
                },
                'icon',
              )}
              <span className={classes.brand}>{ticket.project.name}</span>
            </div>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="default" onClick={onLoadMore} loading={loadingMore}>
          {t('ui.tickets.listViews.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
