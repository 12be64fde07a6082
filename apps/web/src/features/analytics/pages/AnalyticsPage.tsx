import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/analytics';
import { isApiError } from '@expertos/api-client/client';
import { sameRole } from '@expertos/domain/roles';
import { Card, Center, Group, Loader, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { type AnalyticsFilters, useAnalyticsReport } from '../api/analytics';
import { BreakdownTable } from '../components/BreakdownTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterBar } from '../components/FilterBar';
import { FollowersAndReach } from '../components/FollowersAndReach';
import { HeadlineCards } from '../components/HeadlineCards';
import { PlanByWeek } from '../components/PlanByWeek';
import { PostCurveModal } from '../components/PostCurveModal';
import { PostingTimes } from '../components/PostingTimes';
import { type RankedPost, RankedPosts } from '../components/RankedPosts';
import { ReviewsTab } from '../components/ReviewsTab';
import { ToLabel } from '../components/ToLabel';
import { readFilters, withFilter } from '../lib/filters';
import { calendarDayLabel } from '../lib/format';

/** What the server said was wrong with the query ("The range is at most 400 days"). */
const problemsOf = (error: unknown) =>
  isApiError(error) ? (error.details ?? []).map((detail) => detail.message) : [];

const CARD_SKELETONS = ['posts', 'reach', 'views', 'engagements', 'rate'];

function Loading({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {CARD_SKELETONS.map((key) => (
          <Skeleton key={key} height={110} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={220} radius="md" />
      <Skeleton height={180} radius="md" />
    </Stack>
  );
}

/**
 * /brand/{projectSlug}/analytics ("Results", docs/product.md#analytics): how the brand's posts
 * did over a range, against the period before. The filters live in the address.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const a = 'ui.analytics' as const;
  const { projectSlug = '' } = useParams();
  // The brand among the workspace's loaded brands (features stay apart, so not the brand feature's hook).
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const brandsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const external = useWorkspaceStore((state) => sameRole(state.currentMemberRole, 'external'));
  // Externals read the page only while a brand admin shares the results with them, and never export.
  const shared = !external || project?.share_results_with_externals === true;
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const report = useAnalyticsReport(shared ? (project?.uid ?? '') : '', filters);
  const [open, setOpen] = useState<RankedPost | null>(null);

  // Applied at once rather than as a transition (React Router's default): a transition can be
  // put off while the person goes on, so an Export clicked straight after choosing a filter
  // sent the old filters while the select already showed the new one.
  const change = (key: keyof AnalyticsFilters, value: string) =>
    setSearch(withFilter(search, key, value), { replace: true, flushSync: true });
  // The tab lives in the address too (`?tab=reviews`), so a review's link opens on it.
  const tab = search.get('tab') === 'reviews' ? 'reviews' : 'results';
  const switchTab = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === 'reviews') next.set('tab', 'reviews');
    else {
      next.delete('tab');
      next.delete('review');
    }
    setSearch(next);
  };

  if (!project) {
    const loading = brandsStatus === 'loading' || brandsStatus === 'idle';
    return (
      <PageFrame title={t(`${a}.title`)}>
        {loading ? (
          <Center py="xl" role="status" aria-label={t(`${a}.loadingBrand`)}>
            <Loader />
          </Center>
        ) : (
          <EmptyState title={t('ui.brandContent.notFound')} />
        )}
      </PageFrame>
    );
  }

  if (!shared) {
    return (
      <PageFrame title={t(`${a}.title`)}>
        <EmptyState
          icon={<IconChartBar size={32} aria-hidden />}
          title={t(`${a}.notShared.title`)}
          description={t(`${a}.notShared.text`)}
        />
      </PageFrame>
    );
  }

  let content: React.ReactNode;
  if (report.isPending) {
    content = <Loading label={t(`${a}.loading`)} />;
  } else if (report.isError) {
    content = (
      <Card withBorder>
        <QueryError
          message={[t(`${a}.loadError`), ...problemsOf(report.error)].join(' ')}
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isRefetching}
        />
      </Card>
    );
  } else if (report.data.headline.current.posts === 0) {
    content = (
      <EmptyState
        icon={<IconChartBar size={32} aria-hidden />}
        title={t(`${a}.emptyTitle`)}
        description={t(`${a}.emptyText`)}
      />
    );
  } else {
    const data = report.data;
    // Labels are set by the members who work on tickets, never by an external reading shared results.
    const labelling = external ? undefined : { projectUid: project.uid, pillars: data.pillars };
    content = (
      <Stack
        gap="lg"
        style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={report.isPlaceholderData || undefined}
      >
        <HeadlineCards headline={data.headline} />
        <Card withBorder>
          <PlanByWeek
            weeks={data.weeks}
            timeZone={data.time_zone}
            filtered={Boolean(
              filters.platform || filters.account || filters.pillar || filters.format || filters.source,
            )}
          />
        </Card>
        <Card withBorder>
          <FollowersAndReach report={data} />
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t(`${a}.breakdown.title`)}
            </Title>
            <BreakdownTable report={data} />
          </Stack>
        </Card>
        <Card withBorder>
          <PostingTimes report={data} />
        </Card>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder>
            <RankedPosts kind="top" posts={data.top} onOpen={setOpen} labelling={labelling} />
          </Card>
          <Card withBorder>
            <RankedPosts kind="bottom" posts={data.bottom} onOpen={setOpen} labelling={labelling} />
          </Card>
        </SimpleGrid>
        {labelling && data.to_label.count > 0 && (
          <Card withBorder>
            <ToLabel toLabel={data.to_label} labelling={labelling} />
          </Card>
        )}
        <PostCurveModal
          projectUid={project.uid}
          post={open}
          onClose={() => setOpen(null)}
          pillars={labelling?.pillars}
        />
      </Stack>
    );
  }

  const results = (
    <Stack gap="lg">
      <FilterBar
        filters={filters}
        onChange={change}
        pillars={report.data?.pillars}
        accounts={report.data?.accounts}
      />
      {report.data && (
        <Group>
          <Text size="sm" c="dimmed">
            {t(`${a}.range`, {
              from: calendarDayLabel(report.data.from, true),
              to: calendarDayLabel(report.data.to, true),
            })}
          </Text>
        </Group>
      )}
      {content}
    </Stack>
  );

  return (
    <PageFrame
      title={t(`${a}.title`)}
      subtitle={t(`${a}.subtitle`, { brand: project.name })}
      actions={
        report.data && !external && tab === 'results' ? (
          <ExportCsvButton
            projectUid={project.uid}
            slug={projectSlug}
            filters={filters}
            range={{ from: report.data.from, to: report.data.to }}
          />
        ) : undefined
      }
    >
      {external ? (
        // Externals are shown the results a brand admin shares; reviews stay with the team.
        results
      ) : (
        <Tabs value={tab} onChange={switchTab} keepMounted={false}>
          <Tabs.List aria-label={t(`${a}.tabs.label`)} mb="lg">
            <Tabs.Tab value="results">{t(`${a}.tabs.results`)}</Tabs.Tab>
            <Tabs.Tab value="reviews">{t(`${a}.tabs.reviews`)}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="results">{results}</Tabs.Panel>
          <Tabs.Panel value="reviews">
            <ReviewsTab projectUid={project.uid} />
          </Tabs.Panel>
        </Tabs>
      )}
    </PageFrame>
  );
}
