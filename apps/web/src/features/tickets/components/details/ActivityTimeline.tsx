import type { TicketActivity, TicketActivityPage } from '@expertos/domain/ticket.schema';
import { Button, Group, Loader, Text, Timeline } from '@mantine/core';
import { IconArrowsExchange, IconPencil, IconPlus, IconUser } from '@tabler/icons-react';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ticketKeys } from '@/shared/api/ticket-keys';
import { formatInstant, formatRelative, NUMERIC_DATE_TIME } from '@/shared/lib/format';
import { fetchTicketActivity } from '../../api/ticket-activity';
import { describeActivity } from './activity-text';
import { DetailsSection } from './DetailsSection';
import { useAssigneeOptions } from './use-detail-options';

const ICONS = {
  created: IconPlus,
  status: IconArrowsExchange,
  assignee: IconUser,
} as const;

export interface ActivityTimelineProps {
  ticketUid: string;
  workspaceUid: string;
}

/** The loaded pages (each newest first) as one list, oldest first, each entry once. */
function oldestFirst(data: InfiniteData<TicketActivityPage, string | null>): TicketActivity[] {
  const seen = new Set<string>();
  return data.pages
    .flatMap((page) => page.items)
    .filter((entry) => !seen.has(entry.uid) && seen.add(entry.uid))
    .reverse();
}

/**
 * The ticket's history, oldest first, as a timeline ("Alex moved this from To Do to In Progress · 2 min ago").
 * The server answers a page at a time, newest first: the latest entries show, "Show older activity"
 * above them loads the page before.
 */
export function ActivityTimeline({ ticketUid, workspaceUid }: ActivityTimelineProps) {
  const { t, i18n } = useTranslation();
  const activity = useInfiniteQuery({
    queryKey: ticketKeys.activity(ticketUid),
    queryFn: ({ pageParam, signal }) => fetchTicketActivity(ticketUid, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    select: oldestFirst,
  });
  // Already loaded for the assignee picker: names for "assigned this to …".
  const people = useAssigneeOptions(workspaceUid, true).data ?? [];
  const entries = activity.data ?? [];

  return (
    <DetailsSection title={t('ui.tickets.details.sections.activity')}>
      {activity.isPending && <Loader size="sm" aria-label={t('ui.tickets.details.activity.loading')} />}
      {activity.isError && !activity.isFetchNextPageError && (
        <Text size="sm" c="red">
          {t('ui.tickets.details.activity.loadError')}
        </Text>
      )}
      {activity.hasNextPage && (
        <Group gap="xs" mb="xs">
          <Button
            variant="subtle"
            size="xs"
            loading={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            {t('ui.tickets.details.activity.showOlder')}
          </Button>
          {activity.isFetchNextPageError && (
            <Text size="sm" c="red" role="alert">
              {t('ui.tickets.details.activity.olderLoadError')}
            </Text>
          )}
        </Group>
      )}
      {activity.isSuccess && entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ui.tickets.details.activity.empty')}
        </Text>
      )}
      {entries.length > 0 && (
        <Timeline active={entries.length - 1} bulletSize={22} lineWidth={2} data-testid="activity">
          {entries.map((entry) => {
            const Icon = ICONS[entry.kind as keyof typeof ICONS] ?? IconPencil;
            return (
              <Timeline.Item key={entry.uid} bullet={<Icon size={12} aria-hidden />}>
                <Text size="sm">
                  {describeActivity(entry, t, people)}
                  <Text span c="dimmed" size="sm">
                    {' · '}
                    <time
                      dateTime={entry.created}
                      title={formatInstant(entry.created, i18n.language, NUMERIC_DATE_TIME)}
                    >
                      {formatRelative(entry.created, Date.now(), i18n.language)}
                    </time>
                  </Text>
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </DetailsSection>
  );
}
