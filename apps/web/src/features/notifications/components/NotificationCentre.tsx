import type { Notification } from '@expertos/domain/notification.schema';
import { Button, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import {
  CENTRE_PAGE_SIZE,
  fetchNotifications,
  type NotificationFilter,
  notificationKeys,
} from '../api/notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationItem } from './NotificationItem';

function useNotificationList(filter: NotificationFilter) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchNotifications(
        {
          limit: CENTRE_PAGE_SIZE,
          ...(filter === 'unread' ? { unread: 'true' as const } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Read afresh every time the centre opens.
    staleTime: 0,
  });
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('ui.loading')} py="xs">
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap">
          <Skeleton circle height={28} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} />
            <Skeleton height={10} width="40%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

export interface NotificationCentreProps {
  unreadCount: number;
  /** The centre's own heading; a drawer has its title already. */
  withTitle?: boolean;
  /** After an item was clicked (it is being marked read): close and open its ticket. */
  onOpenItem: (notification: Notification) => void;
}

/**
 * The notification centre: newest first, All/Unread, mark read, load more
 * (docs/product.md#notifications).
 */
export function NotificationCentre({ unreadCount, withTitle = true, onOpenItem }: NotificationCentreProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotificationList(filter);
  const { markRead, markAllRead } = useNotificationActions();
  const currentWorkspaceUid = useCurrentWorkspaceUid();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        {withTitle ? (
          <Title order={2} size="h5">
            {t('ui.notifications.title')}
          </Title>
        ) : (
          <span />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          {t('ui.notifications.markAllRead')}
        </Button>
      </Group>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('ui.notifications.filter')}
        value={filter}
        onChange={(value) => setFilter(value as NotificationFilter)}
        data={[
          { value: 'all', label: t('ui.notifications.filterAll') },
          { value: 'unread', label: t('ui.notifications.filterUnread') },
        ]}
      />
      {list.isPending && <ListSkeleton />}
      {list.isError && (
        <QueryError
          message={t('ui.notifications.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
          retryLabel={t('ui.notifications.retry')}
        />
      )}
      {list.isSuccess && items.length === 0 && (
        <EmptyState
          title={t('ui.notifications.empty')}
          description={
            filter === 'unread' ? t('ui.notifications.emptyUnread') : t('ui.notifications.emptyAll')
          }
          icon={<IconBellCheck size={32} stroke={1.5} aria-hidden />}
        />
      )}
      {items.length > 0 && (
        <Stack component="ul" gap={4} m={0} p={0} aria-label={t('ui.notifications.listLabel')}>
          {items.map((item) => (
            <NotificationItem
              key={item.uid}
              notification={item}
              otherWorkspace={item.workspace_uid !== currentWorkspaceUid}
              onOpen={(notification) => {
                if (!notification.read) markRead.mutate(notification.uid);
                onOpenItem(notification);
              }}
              onMarkRead={(notification) => markRead.mutate(notification.uid)}
            />
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('ui.notifications.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
