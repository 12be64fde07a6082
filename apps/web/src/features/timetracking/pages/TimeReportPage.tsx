import type { TimeReport, TimeReportQuery } from '@expertos/domain/timetracking.schema';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconLock } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/shared/lib/format';
import { loadChunk } from '@/shared/lib/load-chunk';
import { logoutOnForbidden } from '@/shared/session/forbidden';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { timeKeys } from '../api/keys';
import { fetchTimeReport } from '../api/time-report';
import { ALL_BRANDS, ReportFilters } from '../components/report/ReportFilters';
import { ShareTable } from '../components/report/ShareTable';
import { toHours } from '../lib/report';

/**
 * The weekly chart (its charting library is most of this page's code) loads after the page
 * itself: the total and the tables show at once, the chart a moment later in its place.
 */
const WeekChart = lazy(() =>
  loadChunk(() => import('../components/report/WeekChart')).then((m) => ({ default: m.WeekChart })),
);

function ReportBody({ report }: { report: TimeReport }) {
  const { t } = useTranslation();
  if (report.total_seconds === 0) {
    return (
      <EmptyState
        title={t('ui.timetracking.report.emptyTitle')}
        description={t('ui.timetracking.report.emptyText')}
        icon={<IconClockHour4 size={32} stroke={1.5} aria-hidden />}
      />
    );
  }
  const total = report.total_seconds;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md" maw={320}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" id="time-report-total">
          {t('ui.timetracking.report.totalTime')}
        </Text>
        <Text fz={26} fw={700} lh={1.3} aria-labelledby="time-report-total" data-testid="time-report-total">
          {formatDuration(total)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('ui.timetracking.report.hoursShort', { value: toHours(total) })}
        </Text>
      </Paper>
      <Suspense fallback={<Skeleton h={330} radius="lg" data-testid="time-chart-loading" />}>
        <WeekChart report={report} />
      </Suspense>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ShareTable
          title={t('ui.timetracking.report.byBrand')}
          column={t('ui.timetracking.report.brand')}
          rows={report.by_project.map(({ project, seconds }) => ({
            key: project.uid,
            label: project.name,
            seconds,
          }))}
          total={total}
          testId="time-by-brand"
        />
        <ShareTable
          title={t('ui.timetracking.report.byPerson')}
          column={t('ui.timetracking.report.person')}
          rows={report.by_person.map(({ person, seconds }) => ({
            key: person.uid,
            label: person.name ?? person.email,
            seconds,
          }))}
          total={total}
          testId="time-by-person"
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * /time: the workspace's finished time in a date range (the server's default: the last 8
 * weeks), optionally of one brand, per week (chart), brand and person. For every member but
 * external collaborators.
 */
export function TimeReportPage() {
  const { t } = useTranslation();
  const workspaceUid = useCurrentWorkspaceUid();
  const external = useWorkspaceStore((state) => state.currentMemberRole?.toLowerCase() === 'external');
  const allProjects = useWorkspaceStore((state) => state.projects);
  const brands = useMemo(
    () =>
      selectVisibleProjects({ projects: allProjects }).map((project) => ({
        value: project.uid,
        label: project.name,
      })),
    [allProjects],
  );
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [brand, setBrand] = useState(ALL_BRANDS);
  // Another workspace's brands differ: its report starts unfiltered.
  const [filtersOf, setFiltersOf] = useState(workspaceUid);
  if (filtersOf !== workspaceUid) {
    setFiltersOf(workspaceUid);
    setBrand(ALL_BRANDS);
  }
  const query = useMemo<TimeReportQuery>(
    () => ({
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(brand !== ALL_BRANDS ? { project: brand } : {}),
    }),
    [from, to, brand],
  );
  const report = useQuery({
    queryKey: timeKeys.report(workspaceUid ?? '', query),
    // Workspace data: a 403 means the membership is gone, and logs out
    // (docs/product.md#roles-and-access).
    queryFn: ({ signal }) => logoutOnForbidden(() => fetchTimeReport(workspaceUid ?? '', query, signal)),
    enabled: Boolean(workspaceUid) && !external,
    placeholderData: keepPreviousData,
  });

  return (
    <PageFrame title={t('ui.timetracking.title')} subtitle={t('ui.timetracking.report.subtitle')}>
      {external ? (
        <EmptyState
          title={t('ui.timetracking.report.externalTitle')}
          description={t('ui.timetracking.report.externalText')}
          icon={<IconLock size={32} stroke={1.5} aria-hidden />}
        />
      ) : (
        <>
          <ReportFilters
            from={from ?? report.data?.from ?? null}
            to={to ?? report.data?.to ?? null}
            brand={brand}
            brands={brands}
            onFrom={(day) => {
              setFrom(day);
              // The other end stays where it was shown.
              if (!to && report.data) setTo(report.data.to);
            }}
            onTo={(day) => {
              setTo(day);
              if (!from && report.data) setFrom(report.data.from);
            }}
            onBrand={setBrand}
          />
          {report.isPending && (
            <Stack gap="lg" role="status" aria-busy="true" aria-label={t('ui.timetracking.report.loading')}>
              <Skeleton height={90} radius="lg" maw={320} />
              <Skeleton height={300} radius="lg" />
              <Skeleton height={200} radius="lg" />
            </Stack>
          )}
          {report.isError && (
            <QueryError
              message={t('ui.timetracking.report.loadError')}
              error={report.error}
              onRetry={() => void report.refetch()}
              retrying={report.isFetching}
            />
          )}
          {report.data && !report.isError && (
            <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isPlaceholderData}>
              <ReportBody report={report.data} />
            </div>
          )}
        </>
      )}
    </PageFrame>
  );
}
