import '@/shared/i18n/parts/content-series';
import type { ContentSeries } from '@expertos/domain/content-series';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Menu,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDots, IconPencil, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorCode, errorText } from '@/shared/api/error-text';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { openTaskDialog } from '@/shared/ui/task-dialog/open-task-dialog';
import { usePostChanges, useSeriesChanges, useSeriesPage } from '../hooks/use-content-series';
import { AddTicket } from './AddTicket';
import { CadenceLine } from './CadenceLine';
import { PostList } from './PostList';
import { SeriesProgress } from './SeriesProgress';

export interface SeriesViewProps {
  projectUid: string;
  projectSlug: string;
  seriesUid: string;
  onEdit: (series: ContentSeries) => void;
  /** The series was deleted: back to the list. */
  onDeleted: () => void;
}

const k = 'ui.contentSeries.view' as const;

/** One series: its name, post title and progress, its actions, and its posts in order. */
export function SeriesView({ projectUid, projectSlug, seriesUid, onEdit, onDeleted }: SeriesViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useSeriesPage(projectUid, seriesUid);
  const series = useSeriesChanges(projectUid);
  const posts = usePostChanges(projectUid, seriesUid);
  const [adding, setAdding] = useState(false);
  const back = (
    <Anchor component={Link} to={paths.brandSeries(projectSlug)} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t(`${k}.back`)}
      </Group>
    </Anchor>
  );

  if (query.isPending)
    return (
      <Center py="xl" role="status" aria-label={t(`${k}.loading`)}>
        <Loader />
      </Center>
    );
  if (query.isError)
    return (
      <Stack gap="sm">
        {back}
        {errorCode(query.error)?.endsWith('not_found') ? (
          <EmptyState title={t(`${k}.notFound`)} />
        ) : (
          <QueryError
            message={t('ui.contentSeries.loadError')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
      </Stack>
    );

  const page = query.data;
  const failed = (error: unknown) =>
    notify({ type: 'negative', message: t(`${k}.failed`, { reason: errorText(error) }) });
  const makeNext = () =>
    posts.next.mutate(undefined, {
      onSuccess: (ticket) => {
        notify({ type: 'positive', message: t(`${k}.nextMade`, { summary: ticket.summary }) });
        openTaskDialog({ taskId: ticket.uid, projectSlug, title: ticket.summary });
      },
      onError: failed,
    });
  const remove = async () => {
    const ok = await confirm({
      title: t(`${k}.deleteTitle`, { name: page.name }),
      message: t(`${k}.deleteText`),
      ok: t(`${k}.delete`),
      danger: true,
    });
    if (ok)
      series.remove.mutate(page.uid, {
        onSuccess: () => {
          notify({ type: 'positive', message: t(`${k}.deleted`) });
          onDeleted();
        },
        onError: failed,
      });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      {back}
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title id={headingId} order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
                {page.name}
              </Title>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t(`${k}.pattern`, { pattern: page.pattern })}
              </Text>
              {page.cadence && <CadenceLine cadence={page.cadence} withAhead />}
            </Stack>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t(`${k}.actions`, { name: page.name })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(page)}>
                  {t(`${k}.edit`)}
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void remove()}
                >
                  {t(`${k}.delete`)}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
          <SeriesProgress planned={page.planned} published={page.published} />
          <Group gap="xs">
            <Button
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={makeNext}
              loading={posts.next.isPending}
            >
              {t(`${k}.nextPost`)}
            </Button>
            {!adding && (
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAdding(true)}
              >
                {t('ui.contentSeries.add.open')}
              </Button>
            )}
          </Group>
          {adding && (
            <AddTicket
              projectUid={projectUid}
              seriesUid={page.uid}
              inSeries={page.posts.map((post) => post.ticket.uid)}
              onDone={() => setAdding(false)}
            />
          )}
        </Stack>
      </Card>
      <PostList projectUid={projectUid} projectSlug={projectSlug} page={page} />
    </Stack>
  );
}
