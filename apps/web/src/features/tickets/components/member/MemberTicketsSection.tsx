import '@/shared/i18n/parts/member-profile';
import { TICKET_PAGE_MAX, type TicketListItem, type TicketListQuery } from '@expertos/domain/ticket.schema';
import { isOpenStatus, TICKET_STATUSES } from '@expertos/domain/tickets';
import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecklist, IconListSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ticketKeys, ticketScopes } from '@/shared/api/ticket-keys';
import { logoutOnForbidden } from '@/shared/session/forbidden';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import type { MemberSlotProps } from '@/shared/ui/slots';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { fetchWorkspaceTicketCounts, fetchWorkspaceTickets } from '../../api/ticket-lists';
import { StatusBadge } from '../fields/StatusBadge';
import { formatDay } from '../list/format-day';

/** How many open tickets the profile lists; the rest are counted and a click away in Tasks. */
export const MEMBER_TICKETS_SHOWN = 10;

/**
 * Everything assigned to the member, soonest due first (no due date last). The list query
 * takes one status or all, so open ones (docs/product.md#tickets) are picked here; the counts
 * say how many there are in all.
 */
const memberQuery = (memberUid: string): TicketListQuery => ({
  status: 'all',
  teamFilter: [memberUid],
  sort: 'due_date',
  order: 'asc',
  limit: TICKET_PAGE_MAX,
});

function TicketLine({ ticket }: { ticket: TicketListItem }) {
  const { t } = useTranslation();
  const open = (event: MouseEvent) => {
    // A plain click opens the dialog; a new-tab click follows the link to the task page.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openTaskDialog({ taskId: ticket.uid, projectSlug: ticket.project.slug, title: ticket.summary });
  };
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" align="flex-start">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={paths.brandTask(ticket.project.slug, ticket.uid)}
          onClick={open}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          #{ticket.id} {ticket.summary}
        </Anchor>
        <Text size="xs" c="dimmed">
          {ticket.project.name} · {t(`ui.tickets.list.types.${ticket.ticket_type}`)} ·{' '}
          {ticket.due_date
            ? t('ui.memberProfile.ticketsSection.due', { date: formatDay(ticket.due_date) })
            : t('ui.memberProfile.ticketsSection.noDue')}
        </Text>
      </Stack>
      <StatusBadge status={ticket.status} style={{ flexShrink: 0 }} />
    </Group>
  );
}

/** A member's profile: the tickets assigned to them that still wait for work. */
export function MemberTicketsSection({ workspaceUid, member }: MemberSlotProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = memberQuery(member.uid);
  const list = useQuery({
    queryKey: ticketKeys.list(workspaceUid, ticketScopes.member(member.uid), query),
    queryFn: ({ signal }) => logoutOnForbidden(() => fetchWorkspaceTickets(workspaceUid, query, signal)),
  });
  const counts = useQuery({
    queryKey: ticketKeys.counts(workspaceUid, ticketScopes.member(member.uid), query),
    queryFn: ({ signal }) => logoutOnForbidden(() => fetchWorkspaceTicketCounts(workspaceUid, query, signal)),
  });

  const open = (list.data?.items ?? []).filter((ticket) => isOpenStatus(ticket.status));
  const shown = open.slice(0, MEMBER_TICKETS_SHOWN);
  const total = counts.data
    ? TICKET_STATUSES.filter(isOpenStatus).reduce(
        (sum, status) => sum + (counts.data.by_status[status] ?? 0),
        0,
      )
    : open.length;
  const seeAll = () => {
    // Every status: Tasks filters one status at a time, and their finished work counts too.
    void navigate(paths.tasks({ teamFilter: member.uid }));
  };

  let body = <Skeleton height={120} radius="md" role="status" aria-label={t('ui.loading')} />;
  if (list.isError) {
    body = (
      <QueryError
        message={t('ui.memberProfile.ticketsSection.loadError')}
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data && open.length === 0) {
    body = (
      <EmptyState
        title={t('ui.memberProfile.ticketsSection.emptyTitle')}
        description={t('ui.memberProfile.ticketsSection.emptyText')}
        icon={<IconChecklist size={32} stroke={1.5} aria-hidden />}
      />
    );
  } else if (list.data) {
    body = (
      <Stack gap="xs">
        <Text size="sm" fw={600} data-testid="member-open-count">
          {t('ui.memberProfile.ticketsSection.count', { count: total })}
        </Text>
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('ui.memberProfile.ticketsSection.title')}
        >
          {shown.map((ticket) => (
            <TicketLine key={ticket.uid} ticket={ticket} />
          ))}
        </Stack>
        {total > shown.length && (
          <Text size="sm" c="dimmed">
            {t('ui.memberProfile.ticketsSection.more', { count: total - shown.length })}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconListSearch size={14} aria-hidden />}
            onClick={seeAll}
          >
            {t('ui.memberProfile.ticketsSection.seeInTasks')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <SectionCard
      title={t('ui.memberProfile.ticketsSection.title')}
      intro={t('ui.memberProfile.ticketsSection.intro')}
    >
      {body}
    </SectionCard>
  );
}
