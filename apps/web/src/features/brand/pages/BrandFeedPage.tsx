import '@/shared/i18n/parts/brand-content';
import { Button, Card, Center, SimpleGrid, Skeleton } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { useBrandFeed } from '../api/brand-feed';
import { BrandPending } from '../components/BrandNotFound';
import { FeedCard } from '../components/feed/FeedCard';
import { useBrand } from '../hooks/use-brand';

const GRID = { base: 1, xs: 2, md: 3 } as const;

/**
 * /brand/{projectSlug}/feed: the brand's posted and published posts and the posts imported from
 * its Instagram and YouTube, newest first (docs/product.md#instagram-and-youtube-import).
 */
export function BrandFeedPage() {
  const { t } = useTranslation();
  const f = 'ui.brandContent.feed' as const;
  const { projectSlug = '' } = useParams();
  const { workspaceUid, project, loading } = useBrand(projectSlug);
  const feed = useBrandFeed(workspaceUid, project?.uid ?? '');
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <PageFrame
      title={t('ui.pages.brandFeed')}
      subtitle={project ? `${project.name} · ${t(`${f}.subtitle`)}` : t(`${f}.subtitle`)}
    >
      {!project ? (
        <BrandPending loading={loading} label={t(`${f}.loading`)} />
      ) : feed.isPending ? (
        <SimpleGrid cols={GRID} role="status" aria-label={t(`${f}.loading`)}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={320} radius="md" />
          ))}
        </SimpleGrid>
      ) : feed.isError && items.length === 0 ? (
        <Card withBorder>
          <QueryError
            message={t(`${f}.loadError`)}
            error={feed.error}
            onRetry={() => void feed.refetch()}
            retrying={feed.isRefetching}
          />
        </Card>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconNews size={32} aria-hidden />}
          title={t(`${f}.empty`)}
          description={t(`${f}.emptyText`)}
        />
      ) : (
        <>
          <SimpleGrid cols={GRID}>
            {items.map((item) => (
              <FeedCard
                key={item.uid}
                item={item}
                slug={projectSlug}
                workspaceUid={workspaceUid}
                projectUid={project.uid}
              />
            ))}
          </SimpleGrid>
          {feed.isFetchNextPageError && (
            <QueryError
              message={t(`${f}.loadError`)}
              error={feed.error}
              layout="inline"
              onRetry={() => void feed.fetchNextPage()}
            />
          )}
          {feed.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void feed.fetchNextPage()}
                loading={feed.isFetchingNextPage}
              >
                {t(`${f}.loadMore`)}
              </Button>
            </Center>
          )}
        </>
      )}
    </PageFrame>
  );
}
