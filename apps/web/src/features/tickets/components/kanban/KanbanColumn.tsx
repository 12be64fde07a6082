import { useDroppable } from '@dnd-kit/core';
import type { TicketListQuery } from '@expertos/domain/ticket.schema';
import type { TicketStatus } from '@expertos/domain/tickets';
import { Badge, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { STATUS_COLORS } from '../fields/ticket-colors';
import type { TicketScope } from '../ticket-scope';
import { ColumnAdd } from './ColumnAdd';
import classes from './Kanban.module.css';
import { KanbanCard } from './KanbanCard';
import { columnKey, columnQuery, listTickets } from './kanban-queries';

export interface KanbanColumnProps {
  scope: TicketScope;
  query: TicketListQuery;
  status: TicketStatus;
  /** Tickets in this status under the filters; undefined while loading, null when unknown. */
  count: number | null | undefined;
  /** The status of the card being dragged, or null when none is. */
  draggingFrom: TicketStatus | null;
  /** The only column on the board (the filter picks one status). */
  single: boolean;
}

/**
 * One status column: its own pages of cards (newest change first) with "Load more" at the
 * end, the count from the counts endpoint, and the drop indicator while a card hovers it.
 */
export function KanbanColumn({ scope, query, status, count, draggingFrom, single }: KanbanColumnProps) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const list = useInfiniteQuery({
    queryKey: columnKey(scope, query, status),
    queryFn: ({ pageParam, signal }) =>
      listTickets(
        scope,
        pageParam ? { ...columnQuery(query, status), cursor: pageParam } : columnQuery(query, status),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
  const tickets = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const label = t(`ui.tickets.list.statuses.${status}`);
  const roleDescription = t('ui.tickets.views.kanban.roleDescription');
  const headingId = `kanban-heading-${status}`;
  const dropping = isOver && draggingFrom !== null && draggingFrom !== status;

  return (
    <section
      ref={setNodeRef}
      className={single ? `${classes.column} ${classes.single}` : classes.column}
      data-over={dropping || undefined}
      data-testid={`kanban-column-${status}`}
      data-status={status}
      aria-labelledby={headingId}
    >
      <Group className={classes.header} justify="space-between" wrap="nowrap">
        <Group gap={8} wrap="nowrap">
          <Badge color={STATUS_COLORS[status]} variant="dot" size="lg" tt="none" id={headingId}>
            {label}
          </Badge>
        </Group>
        {count === undefined && <Loader size="xs" aria-label={t('ui.tickets.views.kanban.countLoading')} />}
        {typeof count === 'number' && (
          <Text
            size="sm"
            fw={600}
            c="dimmed"
            data-testid="kanban-count"
            aria-label={t('ui.tickets.views.kanban.count', { count, status: label })}
          >
            {count}
          </Text>
        )}
      </Group>
      <div className={classes.cards}>
        <ColumnAdd scope={scope} status={status} label={label} />
        {dropping && (
          <div className={classes.dropHint} aria-hidden>
            {t('ui.tickets.views.kanban.dropHere', { status: label })}
          </div>
        )}
        {list.isPending && (
          <Stack gap="xs" role="status" aria-label={t('ui.tickets.views.kanban.loading', { status: label })}>
            <Skeleton height={84} radius="md" />
            <Skeleton height={84} radius="md" />
          </Stack>
        )}
        {list.isError && (
          <QueryError
            message={t('ui.tickets.views.kanban.loadError')}
            error={list.error}
            onRetry={() => void list.refetch()}
            retrying={list.isRefetching}
            compact
          />
        )}
        {list.isSuccess && tickets.length === 0 && !dropping && (
          <Text size="xs" c="dimmed" ta="center" py="md">
            {t('ui.tickets.views.kanban.empty')}
          </Text>
        )}
        {tickets.map((ticket) => (
          <KanbanCard
            key={ticket.uid}
            ticket={ticket}
            showBrand={scope.kind === 'workspace'}
            roleDescription={roleDescription}
          />
        ))}
        {list.hasNextPage && (
          <Button
            variant="subtle"
            size="xs"
            fullWidth
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            {t('ui.tickets.views.kanban.loadMore')}
          </Button>
        )}
      </div>
    </section>
  );
}
