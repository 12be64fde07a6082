import '@/shared/i18n/parts/brand-content';
import type { Project } from '@expertos/domain/project.schema';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/shared/ui/QueryError';
import { useBrandOverview } from '../../api/brand-overview';
import { mondayOf } from '../../lib/week';
import { isWeekday, weekdayName } from '../../lib/weekday-name';
import { PurposeLegend } from './PurposeBar';
import { SlateWeekCard } from './SlateWeekCard';
import { TicketListCard } from './TicketListCard';

export interface BrandDashboardProps {
  workspaceUid: string;
  project: Pick<Project, 'uid' | 'slug'>;
  /** Where "Plan one" and "See all tasks" lead: the brand's task list. */
  onShowTasks?: () => void;
  /** Today, for tests; the user's own clock otherwise. */
  today?: Date;
}

/**
 * The brand overview (project view mode `dashboard`): this week's and next week's slate per
 * purpose against the targets, the review day, upcoming posts and open tasks.
 */
export function BrandDashboard({ workspaceUid, project, onShowTasks, today }: BrandDashboardProps) {
  const { t } = useTranslation();
  const d = 'ui.brandContent.dashboard' as const;
  const weekStart = useMemo(() => mondayOf(today ?? new Date()), [today]);
  const overview = useBrandOverview(workspaceUid, project.uid, weekStart);

  if (overview.isPending) {
    return (
      <Stack role="status" aria-label={t(`${d}.loading`)} gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton height={220} radius="md" />
          <Skeleton height={220} radius="md" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SimpleGrid>
      </Stack>
    );
  }
  if (overview.isError) {
    return (
      <Card withBorder>
        <QueryError
          message={t(`${d}.loadError`)}
          error={overview.error}
          onRetry={() => void overview.refetch()}
          retrying={overview.isRefetching}
        />
      </Card>
    );
  }

  const data = overview.data;
  const reviewDay = isWeekday(data.review_day) ? weekdayName(t, data.review_day) : data.review_day;
  const review = t(`${d}.reviewOn`, { day: reviewDay });
  const [thisWeek, nextWeek] = data.weeks;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <PurposeLegend
          posted={t(`${d}.legendPosted`)}
          planned={t(`${d}.legendPlanned`)}
          target={t(`${d}.legendTarget`)}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {thisWeek && (
          <SlateWeekCard
            title={t(`${d}.thisWeek`)}
            week={thisWeek}
            slug={project.slug}
            onPlanPost={onShowTasks}
          />
        )}
        {nextWeek && (
          <SlateWeekCard
            title={t(`${d}.nextWeek`)}
            week={nextWeek}
            slug={project.slug}
            // The review day looks at next week's plan (docs/product.md#brand-profile).
            review={review}
            onPlanPost={onShowTasks}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TicketListCard
          title={t(`${d}.upcomingTitle`)}
          items={data.upcoming_posts}
          empty={t(`${d}.upcomingEmpty`)}
          slug={project.slug}
        />
        <TicketListCard
          title={t(`${d}.openTasksTitle`)}
          count={
            <Badge variant="light" color="gray">
              {t(`${d}.openTasksCount`, { count: data.open_task_count })}
            </Badge>
          }
          items={data.open_tasks}
          empty={t(`${d}.openTasksEmpty`)}
          slug={project.slug}
          footer={
            onShowTasks && data.open_task_count > data.open_tasks.length ? (
              <Anchor component="button" type="button" size="sm" mt="sm" onClick={onShowTasks}>
                {t(`${d}.seeAllTasks`)}
              </Anchor>
            ) : null
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
