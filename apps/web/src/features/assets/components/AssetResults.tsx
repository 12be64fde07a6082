import '@/shared/i18n/parts/assets';
import type { AssetBrand } from '@expertos/api-client/assets';
import type { Asset, AssetPage } from '@expertos/domain/assets';
import { Button, Card, Center, Checkbox, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconFolder, IconUpload } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryError } from '@/shared/ui/QueryError';
import type { Selection } from '../hooks/use-selection';
import { AssetCard } from './AssetCard';
import { AssetTable } from './AssetTable';
import type { ViewMode } from './LibraryToolbar';

const GRID = { base: 2, xs: 3, lg: 4, xl: 5 } as const;
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Loads the next page once the end of the list comes near (the Load more button does it too). */
function useLoadMoreWhenSeen(load: () => void, enabled: boolean) {
  const observer = useRef<IntersectionObserver | null>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback(
    (element: HTMLDivElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current();
        },
        { rootMargin: '400px' },
      );
      observer.current.observe(element);
    },
    [enabled],
  );
}

export interface AssetResultsProps {
  brand: AssetBrand;
  list: UseInfiniteQueryResult<InfiniteData<AssetPage>>;
  assets: readonly Asset[];
  selection: Selection;
  selectable: boolean;
  view: ViewMode;
  /** A phone: the list keeps only the columns that fit. */
  compact: boolean;
  /** What an empty result says: nothing matches, an empty folder, or an empty library. */
  empty: 'noMatch' | 'folder' | 'library';
  mayUpload: boolean;
  onOpen: (uid: string) => void;
}

/**
 * The library's assets as loaded so far: skeletons, the failure, the empty state, or the grid
 * (cards) or list (table), then the next page as the end comes near or on "Load more".
 */
export function AssetResults({
  brand,
  list,
  assets,
  selection,
  selectable,
  view,
  compact,
  empty,
  mayUpload,
  onOpen,
}: AssetResultsProps) {
  const { t } = useTranslation();
  const uids = assets.map((asset) => asset.uid);
  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  const sentinel = useLoadMoreWhenSeen(loadMore, Boolean(list.hasNextPage) && !list.isFetchNextPageError);

  let content: React.ReactNode;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={GRID} role="status" aria-label={t('ui.assets.loading')}>
        {SKELETONS.map((key) => (
          <Skeleton key={key} height={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && assets.length === 0) {
    content = (
      <Card withBorder>
        <QueryError
          message={t('ui.assets.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      </Card>
    );
  } else if (assets.length === 0) {
    content =
      empty === 'noMatch' ? (
        <EmptyState title={t('ui.assets.noMatch')} description={t('ui.assets.noMatchText')} />
      ) : empty === 'folder' ? (
        <EmptyState
          icon={<IconFolder size={32} aria-hidden />}
          title={t('ui.assets.emptyFolder')}
          description={mayUpload ? t('ui.assets.emptyFolderText') : undefined}
        />
      ) : (
        <EmptyState
          icon={<IconUpload size={32} aria-hidden />}
          title={t('ui.assets.empty')}
          description={mayUpload ? t('ui.assets.emptyText') : undefined}
        />
      );
  } else {
    content = (
      <Stack
        gap="sm"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && selection.selected.size > 0) selection.clear();
        }}
      >
        {view === 'grid' ? (
          <>
            {selectable && (
              <Checkbox
                size="xs"
                label={t('ui.assets.table.selectAll')}
                checked={selection.selected.size > 0 && selection.selected.size === uids.length}
                indeterminate={selection.selected.size > 0 && selection.selected.size < uids.length}
                onChange={selection.toggleAll}
              />
            )}
            <SimpleGrid
              cols={GRID}
              spacing="sm"
              component="ul"
              aria-label={t('ui.assets.table.label')}
              style={{ listStyle: 'none', padding: 0, margin: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={list.isPlaceholderData || undefined}
            >
              {assets.map((asset) => (
                <AssetCard
                  key={asset.uid}
                  brand={brand}
                  asset={asset}
                  selected={selection.selected.has(asset.uid)}
                  selectable={selectable}
                  onToggle={(shift) => selection.toggle(asset.uid, shift)}
                  onOpen={() => onOpen(asset.uid)}
                />
              ))}
            </SimpleGrid>
          </>
        ) : (
          <AssetTable
            brand={brand}
            assets={assets}
            selected={selection.selected}
            selectable={selectable}
            compact={compact}
            onToggle={selection.toggle}
            onToggleAll={selection.toggleAll}
            onOpen={onOpen}
          />
        )}
        {list.isFetchNextPageError && (
          <QueryError
            message={t('ui.assets.loadError')}
            error={list.error}
            layout="inline"
            onRetry={() => void list.fetchNextPage()}
          />
        )}
        {list.hasNextPage && (
          <Center ref={sentinel}>
            <Button variant="default" onClick={loadMore} loading={list.isFetchingNextPage}>
              {t('ui.assets.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    );
  }

  return content;
}
