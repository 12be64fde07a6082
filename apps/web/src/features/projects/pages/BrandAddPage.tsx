import type { Project } from '@expertos/domain/project.schema';
import { Card } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { refreshProjects } from '@/shared/session/workspace-session';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { notify } from '@/shared/ui/notify/notify-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { BrandForm } from '../components/BrandForm';
import { ProjectLoadError, ProjectSkeleton } from '../components/ProjectState';
import { useProjectBySlug } from '../components/use-project';

const MAX_WIDTH = 760;

/**
 * Manage Project (/brand/add): a new brand, or with `?edit={slug}` an existing one. Saving
 * goes back to the dashboard with a positive notification.
 */
export function BrandAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const editSlug = search.get('edit') ?? undefined;
  const workspaceUid = useCurrentWorkspaceUid();
  const editing = useProjectBySlug(editSlug);

  const onSaved = async (project: Project) => {
    notify({
      type: 'positive',
      message: t(editSlug ? 'ui.projects.saved' : 'ui.projects.created', { name: project.name }),
    });
    if (workspaceUid)
      void queryClient.invalidateQueries({ queryKey: ['workspaces', workspaceUid, 'projects'] });
    void refreshProjects();
    await navigate(paths.dashboard());
  };

  let body = null;
  if (!workspaceUid) body = null;
  else if (!editSlug)
    body = <BrandForm workspaceUid={workspaceUid} onSaved={(project) => void onSaved(project)} />;
  else if (editing.data)
    body = (
      <BrandForm
        key={editing.data.uid}
        workspaceUid={workspaceUid}
        project={editing.data}
        onSaved={(project) => void onSaved(project)}
      />
    );
  else if (editing.isError)
    body = <ProjectLoadError error={editing.error} onRetry={() => void editing.refetch()} />;
  else body = <ProjectSkeleton />;

  return (
    <PageFrame
      title={t('ui.pages.brandAdd')}
      subtitle={
        editSlug
          ? t('ui.projects.editIntro', { name: editing.data?.name ?? editSlug })
          : t('ui.projects.addIntro')
      }
    >
      <Card withBorder radius="lg" padding="lg" maw={MAX_WIDTH} w="100%">
        {body}
      </Card>
    </PageFrame>
  );
}
