import '@/shared/i18n/parts/member-profile';
import { isoWeekStart, type TimeReport, type TimeReportQuery } from '@expertos/domain/timetracking.schema';
import { dayIn } from '@expertos/domain/zoned-time';
import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/shared/lib/format';
import { logoutOnForbidden } from '@/shared/session/forbidden';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import { SectionCard } from '@/shared/ui/SectionCard';
import type { MemberSlotProps } from '@/shared/ui/slots';
import { timeKeys } from '../api/keys';
import { fetchTimeReport } from '../api/time-report';
import { toHours, weekLabel } from '../lib/report';

/** This ISO week so far, in the report's UTC days: Monday to today. */
export function thisWeek(
  now: Date = new Date(),
  zone: string = viewerTimeZone(),
): Required<Pick<TimeReportQuery, 'from' | 'to'>> {
  // Today in the viewer's zone (docs/product.md#time-zones), as the report counts days.
  const today = dayIn(now, zone);
  return { from: isoWeekStart(today), to: today };
}

/** One person's part of a report: their total and their time per brand, most first. */
export function personTime(report: TimeReport, memberUid: string) {
  const names = new Map(report.by_project.map(({ project }) => [project.uid, project.name]));
  const byBrand = new Map<string, number>();
  for (const row of report.rows) {
    if (row.person_uid !== memberUid) continue;
    byBrand.set(row.project_uid, (byBrand.get(row.project_uid) ?? 0) + row.seconds);
  }
  const total = report.by_person.find(({ person }) => person.uid === memberUid)?.seconds ?? 0;
  const brands = [...byBrand]
    .map(([uid, seconds]) => ({ uid, name: names.get(uid) ?? '', seconds }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  return { total, brands };
}

/** A member's profile: the finished time they tracked this week, in all and by brand. */
export function MemberWeekTime({ workspaceUid, member }: MemberSlotProps) {
  const { t } = useTranslation();
  const query = thisWeek();
  const report = useQuery({
    queryKey: timeKeys.report(workspaceUid, query),
    queryFn: ({ signal }) => logoutOnForbidden(() => fetchTimeReport(workspaceUid, query, signal)),
  });
  const mine = report.data ? personTime(report.data, member.uid) : null;

  let body = <Skeleton height={96} radius="md" role="status" aria-label={t('ui.loading')} />;
  if (report.isError) {
    body = (
      <QueryError
        message={t('ui.memberProfile.timeSection.loadError')}
        error={report.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  } else if (mine && mine.total === 0) {
    body = (
      <EmptyState
        title={t('ui.memberProfile.timeSection.emptyTitle')}
        description={t('ui.memberProfile.timeSection.emptyText')}
        icon={<IconClockHour4 size={32} stroke={1.5} aria-hidden />}
      />
    );
  } else if (mine) {
    body = (
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" id="member-week-total">
            {t('ui.memberProfile.timeSection.total')}
          </Text>
          <Text fz={26} fw={700} lh={1.3} aria-labelledby="member-week-total" data-testid="member-week-total">
            {formatDuration(mine.total)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('ui.timetracking.report.hoursShort', { value: toHours(mine.total) })}
          </Text>
        </div>
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('ui.memberProfile.timeSection.byBrand')}
        >
          {mine.brands.map((brand) => (
            <Stack component="li" key={brand.uid} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {brand.name}
                </Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {formatDuration(brand.seconds)}
                </Text>
              </Group>
              <Progress value={(brand.seconds / mine.total) * 100} size="sm" aria-hidden />
            </Stack>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <SectionCard
      title={t('ui.memberProfile.timeSection.title')}
      intro={t('ui.memberProfile.timeSection.intro', { date: weekLabel(query.from) })}
    >
      {body}
    </SectionCard>
  );
}
