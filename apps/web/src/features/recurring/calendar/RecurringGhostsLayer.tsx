import '@/shared/i18n/parts/recurring';
import './ghosts.css';
import type { RecurringGhost } from '@expertos/domain/recurring.schema';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import type { CalendarLayerProps } from '@/shared/ui/slots';
import { ghostsQueryOptions, seriesQueryOptions, workspaceGhostsQueryOptions } from '../api/recurring';
import { GhostDialog } from './GhostDialog';
import { ghostEvent, localDay } from './ghost-events';

/**
 * Recurring tickets not made yet on a calendar (docs/product.md#recurring-tickets): faded,
 * dashed, with the repeat icon; a click or Enter asks what to do with that one. A brand's
 * calendar shows its series'; the workspace's those of every brand whose tickets the person may
 * list, each acted on in its own brand.
 */
export function RecurringGhostsLayer({ project, workspaceUid, start, end, onEvents }: CalendarLayerProps) {
  const range = {
    from: localDay(start),
    to: localDay(new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1)),
  };
  return project ? (
    <BrandGhosts project={project} range={range} onEvents={onEvents} />
  ) : (
    <WorkspaceGhosts workspaceUid={workspaceUid} range={range} onEvents={onEvents} />
  );
}

type Range = { from: string; to: string };

function BrandGhosts({
  project,
  range,
  onEvents,
}: Pick<CalendarLayerProps, 'onEvents'> & { project: { uid: string; slug: string }; range: Range }) {
  const ghosts = useQuery({
    ...ghostsQueryOptions(project.uid, range.from, range.to),
    placeholderData: keepPreviousData,
  });
  return <Ghosts ghosts={ghosts} project={project} onEvents={onEvents} />;
}

function WorkspaceGhosts({
  workspaceUid,
  range,
  onEvents,
}: Pick<CalendarLayerProps, 'workspaceUid' | 'onEvents'> & { range: Range }) {
  const ghosts = useQuery({
    ...workspaceGhostsQueryOptions(workspaceUid, range.from, range.to),
    placeholderData: keepPreviousData,
  });
  return <Ghosts ghosts={ghosts} project={null} onEvents={onEvents} />;
}

function Ghosts({
  ghosts,
  project,
  onEvents,
}: Pick<CalendarLayerProps, 'project' | 'onEvents'> & { ghosts: UseQueryResult<RecurringGhost[]> }) {
  const { t, i18n } = useTranslation();
  // The series' time of day, for the ghost's place in a day (09:00 until the list is in). On
  // the workspace's calendar, the time the ghost's series starts at is not asked for brand by
  // brand: 09:00.
  const series = useQuery({ ...seriesQueryOptions(project?.uid ?? ''), enabled: Boolean(project) });
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
  const brand = project ?? (chosen ? { uid: chosen.project_uid, slug: chosen.project_slug } : null);
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
      {brand && (
        <GhostDialog key={brand.uid} project={brand} ghost={chosen} onClose={() => setChosen(null)} />
      )}
    </>
  );
}
