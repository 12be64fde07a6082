import { Button, Center, Loader } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { TaskListScreen } from '../components/list/TaskListScreen';
import type { TicketScope } from '../components/ticket-scope';

/** /brand/{projectSlug}/tasks: one brand's tickets; the brand is found among the workspace's. */
export function ProjectTasksPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const projectsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const scope = useMemo<TicketScope | null>(
    () =>
      project ? { kind: 'project', workspaceUid, projectUid: project.uid, projectSlug: project.slug } : null,
    [project, workspaceUid],
  );

  if (scope && project) {
    return (
      <TaskListScreen scope={scope} title={project.name} subtitle={t('ui.tickets.list.page.brandSubtitle')} />
    );
  }
  if (projectsStatus === 'loading' || projectsStatus === 'idle') {
    return (
      <Center py="xl" role="status" aria-label={t('ui.tickets.list.page.brandsLoading')}>
        <Loader />
      </Center>
    );
  }
  return (
    <PageFrame title={t('ui.pages.brandTasks')}>
      <EmptyState
        title={t('ui.tickets.list.page.brandNotFound')}
        actions={
          <Button component={Link} to={paths.tasks()} variant="default">
            {t('ui.tickets.list.page.backToTasks')}
          </Button>
        }
      />
    </PageFrame>
  );
}
