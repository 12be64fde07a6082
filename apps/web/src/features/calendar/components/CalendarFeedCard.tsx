import '@/shared/i18n/parts/calendar';
import { Button, CopyButton, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import { feedsQueryKey, feedsQueryOptions, openFeed, revokeFeed } from '../api/feeds';

/**
 * A secret calendar address (docs/product.md#calendar-feeds): the member's own tickets (no
 * brand) or a brand's, to subscribe to in any calendar app. Made on request, copied, and
 * stopped (revoked) when it was shared by mistake.
 */
export function CalendarFeedCard({ projectUid = null }: { projectUid?: string | null }) {
  const { t } = useTranslation();
  const workspaceUid = useCurrentWorkspaceUid();
  const queryClient = useQueryClient();
  const feeds = useQuery({ ...feedsQueryOptions(workspaceUid ?? ''), enabled: workspaceUid !== null });
  const feed = feeds.data?.find((f) => f.project_uid === projectUid) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedsQueryKey(workspaceUid ?? '') });
  const open = useMutation({
    mutationFn: () => openFeed(workspaceUid!, projectUid),
    onSuccess: () => void refresh(),
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const revoke = useMutation({
    mutationFn: (feedUid: string) => revokeFeed(workspaceUid!, feedUid),
    onSuccess: () => {
      void refresh();
      notify({ type: 'positive', message: t('ui.calendar.revoked') });
    },
    onError: (error) => notify({ type: 'negative', message: errorText(error) }),
  });
  const stop = async () => {
    if (!feed) return;
    const sure = await confirm({
      title: t('ui.calendar.revokeTitle'),
      message: t('ui.calendar.revokeMessage'),
      ok: t('ui.calendar.revoke'),
      danger: true,
    });
    if (sure) revoke.mutate(feed.uid);
  };

  const title = projectUid ? t('ui.calendar.brandTitle') : t('ui.calendar.personTitle');
  const intro = projectUid ? t('ui.calendar.brandIntro') : t('ui.calendar.personIntro');
  if (!workspaceUid) return null;
  return (
    <SectionCard title={title} intro={intro}>
      {feeds.isPending ? (
        <Skeleton height={36} role="status" aria-label={t('ui.loading')} />
      ) : feeds.isError ? (
        <QueryError error={feeds.error} onRetry={() => void feeds.refetch()} />
      ) : feed ? (
        <>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('ui.calendar.address')}
              value={feed.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={feed.url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t('ui.calendar.copied') : t('ui.calendar.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('ui.calendar.howTo')}
          </Text>
          <Group>
            <Button variant="subtle" color="red" onClick={() => void stop()} loading={revoke.isPending}>
              {t('ui.calendar.revoke')}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button onClick={() => open.mutate()} loading={open.isPending}>
            {t('ui.calendar.create')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}

/** The member's own calendar address, on /profile. */
export function PersonCalendarFeed() {
  return <CalendarFeedCard />;
}

/** A brand's calendar address, on its integrations page. */
export function BrandCalendarFeed({ projectUid }: { projectUid: string }) {
  return <CalendarFeedCard projectUid={projectUid} />;
}
