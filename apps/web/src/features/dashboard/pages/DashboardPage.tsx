import type { Project } from '@expertos/domain/project.schema';
import { isAdminRole, sameRole } from '@expertos/domain/roles';
import { Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, withQuery } from '@/config/paths';
import { errorText } from '@/shared/api/error-text';
import { STALE_TIME_MS } from '@/shared/api/query-client';
import { refreshProjects } from '@/shared/session/workspace-session';
import { useAuthStore } from '@/shared/stores/auth-store';
import { selectVisibleProjects, useWorkspaceStore } from '@/shared/stores/workspace-store';
import { confirm } from '@/shared/ui/confirm/confirm-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { QueryError } from '@/shared/ui/QueryError';
import { allProjectsQueryKey, deleteProject } from '../api/projects';
import { BrandCard } from '../components/BrandCard';
import { RequestAccessList } from '../components/RequestAccessList';

function CardSkeletons() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-busy="true" aria-label={t('ui.loading')}>
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder radius="lg" padding="md">
          <Card.Section>
            <Skeleton height={112} radius={0} />
          </Card.Section>
          <Stack gap="sm" mt="md">
            <Skeleton height={20} width="60%" />
            <Skeleton height={16} width={60} />
            <Skeleton height={36} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * Dashboard of projects (docs/product.md#brands): the brands of the current workspace the user
 * may see, as cards with quick links; below, for members, the other brands to request access
 * to.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workspace = useWorkspaceStore((state) => state.currentWorkspace);
  // Select the stored list (stable) and filter outside the selector: a selector returning a
  // new array on every call would re-render forever.
  const allProjects = useWorkspaceStore((state) => state.projects);
  const status = useWorkspaceStore((state) => state.projectsStatus);
  const role = useWorkspaceStore((state) => state.currentMemberRole);
  const userUid = useAuthStore((state) => state.user?.uid ?? null);
  const projects = useMemo(() => selectVisibleProjects({ projects: allProjects }), [allProjects]);
  const workspaceUid = workspace?.uid ?? null;
  const admin = isAdminRole(role);
  const canAdd = !sameRole(role, 'external');

  // Fresh brands on every visit; the start-up or a switch may already be loading them, or the
  // page load (the bootstrap) have read them a moment ago.
  useEffect(() => {
    const { projectsStatus, projectsLoadedAt } = useWorkspaceStore.getState();
    const fresh = projectsStatus === 'ready' && Date.now() - projectsLoadedAt < STALE_TIME_MS;
    if (workspaceUid && projectsStatus !== 'loading' && !fresh) void refreshProjects();
  }, [workspaceUid]);

  const remove = async (project: Project) => {
    if (!workspaceUid) return;
    const ok = await confirm({
      title: t('ui.dashboard.deleteTitle', { name: project.name }),
      message: t('ui.dashboard.deleteText'),
      ok: t('ui.dashboard.deleteBrand'),
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteProject(workspaceUid, project.uid);
      notify({ type: 'positive', message: t('ui.dashboard.deleted', { name: project.name }) });
      void queryClient.invalidateQueries({ queryKey: allProjectsQueryKey(workspaceUid) });
      await refreshProjects();
    } catch (error) {
      notify({ type: 'negative', message: errorText(error) });
    }
  };

  const addBrand = canAdd ? (
    <Button component={Link} to={paths.brandAdd()} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('ui.dashboard.addBrand')}
    </Button>
  ) : undefined;

  let brands: ReactNode;
  if (projects.length === 0 && (status === 'loading' || status === 'idle')) {
    brands = <CardSkeletons />;
  } else if (projects.length === 0 && status === 'error') {
    brands = (
      <QueryError message={t('ui.dashboard.loadError')} onRetry={() => void refreshProjects()} layout="row" />
    );
  } else if (projects.length === 0) {
    brands = (
      <EmptyState
        title={t('ui.dashboard.emptyTitle')}
        description={t('ui.dashboard.emptyText')}
        actions={addBrand}
      />
    );
  } else {
    brands = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="section" aria-label={t('ui.dashboard.brands')}>
        {projects.map((project) => (
          <BrandCard
            key={project.uid}
            project={project}
            canManage={admin || project.owner === userUid}
            editTo={withQuery(paths.brandAdd(), { edit: project.slug })}
            onDelete={() => void remove(project)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <PageFrame
      title={t('ui.pages.dashboard')}
      subtitle={workspace?.name}
      actions={projects.length > 0 ? addBrand : undefined}
    >
      {brands}
      {workspaceUid && sameRole(role, 'member') && <RequestAccessList workspaceUid={workspaceUid} />}
    </PageFrame>
  );
}
