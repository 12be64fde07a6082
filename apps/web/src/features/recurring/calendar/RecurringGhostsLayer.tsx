import '@/shared/i18n/parts/recurring';
import './ghosts.css';
import type { RecurringGhost } from '@expertos/domain/recurring.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import type { CalendarLayerProps } from '@/shared/ui/slots';
import { ghostsQueryOptions, seriesQueryOptions } from '../api/recurring';
import { GhostDialog } from './GhostDialog';
import { ghostEvent, localDay } from './ghost-events';

/**
 * A brand's recurring tickets not made yet on its calendar (docs/product.md#recurring-tickets):
 * faded, dashed, with the repeat icon; a click or Enter asks what to do with that one. The
 * workspace's calendar shows none (ghosts are asked for brand by brand).
 */
export function RecurringGhostsLayer({ project, start, end, onEvents }: CalendarLayerProps) {
  if (!project) return null;
  return <BrandGhosts project={project} start={start} end={end} onEvents={onEvents} />;
}

function BrandGhosts({
  project,
  start,
  end,
  onEvents,
}: Omit<CalendarLayerProps, 'project' | 'workspaceUid'> & { project: { uid: string; slug: string } }) {
  const { t, i18n } = useTranslation();
  const from = localDay(start);
  const to = localDay(new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1));
  const ghosts = useQuery({
    ...ghostsQueryOptions(project.uid, from, to),
    placeholderData: keepPreviousData,
  });
  // The series' time of day, for the ghost's place in a day (09:00 until the list is in).
  const series = useQuery(seriesQueryOptions(project.uid));
  const [chosen, setChosen] = useState<RecurringGhost | null>(null);
  const events = useMemo(() => {
    const timeOf = new Map((series.data ?? []).map((item) => [item.uid, item.start.time]));
    return (ghosts.data ?? []).map((ghost) =>
      ghostEvent(ghost, {
        time: timeOf.get(ghost.series_uid) ?? '09:00',
        label: t('ui.recurring.ghosts.label', {
          summary: ghost.summary,
          date: formatDay(ghost.on, i18n.language),
        }),
        open: setChosen,
      }),
    );
  }, [ghosts.data, series.data, t, i18n.language]);
  useEffect(() => onEvents(events), [events, onEvents]);
  useEffect(() => () => onEvents([]), [onEvents]);
  return (
    <>
      {ghosts.isError && (
        <QueryError
          message={t('ui.recurring.ghosts.loadError')}
          error={ghosts.error}
          onRetry={() => void ghosts.refetch()}
          layout="row"
          mb="sm"
        />
      )}
      <GhostDialog project={project} ghost={chosen} onClose={() => setChosen(null)} />
    </>
  );
}
