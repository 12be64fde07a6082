import '@/shared/i18n/parts/brand-content';
import { LIBRARY_KINDS, type LibraryKind } from '@expertos/domain/brand.schema';
import {
  Button,
  Card,
  Center,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  useMatches,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { useBrandLibrary } from '../api/brand-library';
import { BrandPending } from '../components/BrandNotFound';
import { LibraryItemCard } from '../components/library/LibraryItemCard';
import { useBrand } from '../hooks/use-brand';

/** How long typing pauses before the search is sent. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;
const ALL = 'all';
const GRID = { base: 1, xs: 2, md: 3, lg: 4 } as const;
const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * The files of the brand's tickets (reference images, comment files, recordings, Drive links),
 * searchable and filterable by kind: the asset library's "From tasks" tab (app/ puts it there).
 */
export function TaskFilesLibrary() {
  const { t } = useTranslation();
  const l = 'ui.brandContent.library' as const;
  const { projectSlug = '' } = useParams();
  const { workspaceUid, project, loading } = useBrand(projectSlug);
  const [kind, setKind] = useState<LibraryKind | typeof ALL>(ALL);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), LIBRARY_SEARCH_DEBOUNCE_MS);
  const filter = { kind: kind === ALL ? undefined : kind, search: debounced || undefined };
  const library = useBrandLibrary(workspaceUid, project?.uid ?? '', filter);
  const items = library.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filter.kind || filter.search);
  const controlSize = useMatches({ base: 'xs', xs: 'sm' });

  const controls = (
    <Stack gap="sm">
      <TextInput
        label={t(`${l}.search`)}
        placeholder={t(`${l}.searchPlaceholder`)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        maw={420}
      />
      {/* Scrolls sideways on a narrow phone rather than overflow the page. */}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <VisuallyHidden id="library-kind-label">{t(`${l}.kinds`)}</VisuallyHidden>
        <SegmentedControl
          aria-labelledby="library-kind-label"
          value={kind}
          onChange={(value) => setKind(value as LibraryKind | typeof ALL)}
          data={[
            { value: ALL, label: t(`${l}.all`) },
            ...LIBRARY_KINDS.map((value) => ({ value, label: t(`${l}.${value}`) })),
          ]}
          size={controlSize}
        />
      </div>
    </Stack>
  );

  let content: React.ReactNode;
  if (library.isPending) {
    content = (
      <SimpleGrid cols={GRID} role="status" aria-label={t(`${l}.loading`)}>
        {SKELETONS.map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (library.isError && items.length === 0) {
    content = (
      <Card withBorder>
        <QueryError
          message={t(`${l}.loadError`)}
          error={library.error}
          onRetry={() => void library.refetch()}
          retrying={library.isRefetching}
        />
      </Card>
    );
  } else if (items.length === 0) {
    content = filtered ? (
      <EmptyState title={t(`${l}.noMatch`)} description={t(`${l}.noMatchText`)} />
    ) : (
      <EmptyState
        icon={<IconBooks size={32} aria-hidden />}
        title={t(`${l}.empty`)}
        description={t(`${l}.emptyText`)}
      />
    );
  } else {
    content = (
      <>
        <SimpleGrid
          cols={GRID}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: library.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={library.isPlaceholderData || undefined}
        >
          {items.map((item) => (
            <LibraryItemCard
              key={item.key}
              item={item}
              slug={projectSlug}
              {...(project ? { brand: { workspaceUid, projectUid: project.uid } } : {})}
            />
          ))}
        </SimpleGrid>
        {library.isFetchNextPageError && (
          <QueryError
            message={t(`${l}.loadError`)}
            error={library.error}
            layout="inline"
            onRetry={() => void library.fetchNextPage()}
          />
        )}
        {library.hasNextPage && (
          <Center>
            <Button
              variant="default"
              onClick={() => void library.fetchNextPage()}
              loading={library.isFetchingNextPage}
            >
              {t(`${l}.loadMore`)}
            </Button>
          </Center>
        )}
      </>
    );
  }

  if (!project) return <BrandPending loading={loading} label={t(`${l}.loading`)} />;
  return (
    <Stack gap="lg">
      {controls}
      {content}
    </Stack>
  );
}

/** The ticket files on a page of their own, as /brand/{projectSlug}/library showed them before the asset library. */
export function BrandLibraryPage() {
  const { t } = useTranslation();
  const l = 'ui.brandContent.library' as const;
  const { projectSlug = '' } = useParams();
  const { project } = useBrand(projectSlug);
  return (
    <PageFrame
      title={t('ui.pages.brandLibrary')}
      subtitle={project ? `${project.name} · ${t(`${l}.subtitle`)}` : t(`${l}.subtitle`)}
    >
      <TaskFilesLibrary />
    </PageFrame>
  );
}
