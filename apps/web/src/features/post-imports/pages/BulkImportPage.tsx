import '@/shared/i18n/parts/brand-content';
import '@/shared/i18n/parts/post-imports';
import { Card, Center, Loader, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import {
  RUNNING,
  useCreatePosts,
  usePostImport,
  usePostImports,
  useRefreshTicketLists,
  useStartImport,
} from '../api/post-imports';
import { ImportSourceForm } from '../components/ImportSourceForm';
import { ImportView } from '../components/ImportView';
import { RecentImports } from '../components/RecentImports';

/** The search parameter that holds the import on show: a reload finds it again. */
const IMPORT_PARAM = 'import';

/**
 * /brand/{projectSlug}/import: bulk posts from a CSV of links (docs/product.md#bulk-posts-from-links).
 * Pick a file or paste links → the server lists skipped rows and fetches previews (a progress
 * bar) → "Create N draft posts" → a second bar while the posts are made. The import's id is in
 * the address, so a reload (or coming back later) shows it where it is.
 */
export function BulkImportPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const projectsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const projectUid = project?.uid ?? '';
  const [params, setParams] = useSearchParams();
  const importUid = params.get(IMPORT_PARAM);

  const start = useStartImport(projectUid);
  const create = useCreatePosts(projectUid);
  const current = usePostImport(projectUid, importUid);
  const recent = usePostImports(projectUid);
  const refreshTickets = useRefreshTicketLists();

  const show = (uid: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (uid) next.set(IMPORT_PARAM, uid);
        else next.delete(IMPORT_PARAM);
        return next;
      },
      { replace: uid === null },
    );

  // Coming back without an import in the address: one still at work is shown again.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || importUid || !recent.data) return;
    resumed.current = true;
    const running = recent.data.items.find((item) => RUNNING.includes(item.status));
    if (running) show(running.uid);
  });

  // Posts made: the task lists are read afresh when next shown.
  const status = current.data?.status;
  useEffect(() => {
    if (status === 'done') void refreshTickets();
  }, [status, refreshTickets]);

  const title = t('ui.pages.brandImport');
  const subtitle = project
    ? `${project.name} · ${t('ui.postImports.subtitle')}`
    : t('ui.postImports.subtitle');

  if (!project) {
    return (
      <PageFrame title={title} subtitle={subtitle}>
        {projectsStatus === 'loading' || projectsStatus === 'idle' ? (
          <Center py="xl" role="status" aria-label={t('ui.postImports.loading')}>
            <Loader />
          </Center>
        ) : (
          <EmptyState title={t('ui.brandContent.notFound')} />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={title} subtitle={subtitle}>
      <Stack gap="lg">
        {!importUid ? (
          <>
            <ImportSourceForm
              busy={start.isPending}
              error={start.error}
              onSubmit={(source) => start.mutate(source, { onSuccess: (result) => show(result.uid) })}
            />
            <RecentImports items={recent.data?.items ?? []} onOpen={show} />
          </>
        ) : current.isPending ? (
          <Center py="xl" role="status" aria-label={t('ui.postImports.status.previewing')}>
            <Loader />
          </Center>
        ) : current.isError ? (
          <Card withBorder>
            <QueryError
              message={t('ui.postImports.loadError')}
              error={current.error}
              onRetry={() => void current.refetch()}
              retrying={current.isRefetching}
            />
          </Card>
        ) : (
          <ImportView
            postImport={current.data}
            slug={projectSlug}
            creating={create.isPending}
            createError={create.error}
            onCreate={() => create.mutate(current.data.uid)}
            onAnother={() => {
              start.reset();
              create.reset();
              show(null);
            }}
          />
        )}
      </Stack>
    </PageFrame>
  );
}
