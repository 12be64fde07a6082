import '@/shared/i18n/parts/recurring';
import type { RecurringSeries } from '@expertos/domain/recurring.schema';
import { Center, Loader, Stack } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';
import { choose, confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { QueryError } from '@/shared/ui/QueryError';
import { useCanManageSeries } from '../hooks/use-can-manage';
import { useSeriesChanges, useSeriesList } from '../hooks/use-series';
import type { BuilderTarget } from './builder/RecurringBuilder';
import { SeriesCard } from './SeriesCard';

export type EditScope = 'all' | 'following';

/** "All" or "This and following": what an edit of a series changes (tickets already made stay). */
export function askScope(t: TFunction) {
  return choose<EditScope>({
    title: t('ui.recurring.scope.title'),
    message: t('ui.recurring.scope.message'),
    choices: [
      { value: 'all', label: t('ui.recurring.scope.all') },
      { value: 'following', label: t('ui.recurring.scope.following') },
    ],
  });
}

export interface SeriesListProps {
  projectUid: string;
  /** The series to mark and scroll to (`?series=`). */
  highlight: string | null;
  onEdit: (target: BuilderTarget) => void;
}

/** A brand's series, newest first, each with its actions for those who may change it. */
export function SeriesList({ projectUid, highlight, onEdit }: SeriesListProps) {
  const { t } = useTranslation();
  const k = 'ui.recurring.list' as const;
  const list = useSeriesList(projectUid);
  const canManage = useCanManageSeries(projectUid);
  const changes = useSeriesChanges(projectUid);

  useEffect(() => {
    if (highlight && list.data)
      document.getElementById(`series-${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, list.data]);

  const failed = (error: unknown) =>
    notify({ type: 'negative', message: t(`${k}.failed`, { reason: errorText(error) }) });
  const setStatus = (series: RecurringSeries, status: 'active' | 'paused') =>
    changes.update.mutate(
      { series, change: { status } },
      {
        onSuccess: () =>
          notify({ type: 'positive', message: t(status === 'paused' ? `${k}.paused` : `${k}.resumed`) }),
        onError: failed,
      },
    );
  const end = async (series: RecurringSeries) => {
    const ok = await confirm({
      title: t(`${k}.endTitle`, { name: series.body.summary }),
      message: t(`${k}.endText`),
      ok: t(`${k}.end`),
      danger: true,
    });
    if (ok)
      changes.end.mutate(series, {
        onSuccess: () => notify({ type: 'positive', message: t(`${k}.ended`) }),
        onError: failed,
      });
  };
  const edit = async (series: RecurringSeries) => {
    const scope = await askScope(t);
    const first = series.next[0]?.day;
    if (!scope || !first) return;
    onEdit(scope === 'all' ? { kind: 'all', series } : { kind: 'following', series, from: first });
  };

  if (list.isPending)
    return (
      <Center py="xl" role="status" aria-label={t('ui.loading')}>
        <Loader />
      </Center>
    );
  if (list.isError)
    return (
      <QueryError
        message={t('ui.recurring.loadError')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.length === 0)
    return (
      <EmptyState
        icon={<IconRepeat size={32} stroke={1.5} aria-hidden />}
        title={t('ui.recurring.empty.title')}
        description={t('ui.recurring.empty.text')}
      />
    );
  return (
    <Stack gap="sm" component="section" aria-label={t(`${k}.label`)}>
      {list.data.map((series) => (
        <SeriesCard
          key={series.uid}
          series={series}
          canManage={canManage(series)}
          highlighted={series.uid === highlight}
          onPause={() => setStatus(series, 'paused')}
          onResume={() => setStatus(series, 'active')}
          onEdit={() => void edit(series)}
          onEnd={() => void end(series)}
        />
      ))}
    </Stack>
  );
}
