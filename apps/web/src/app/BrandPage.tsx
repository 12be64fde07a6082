import '@/shared/i18n/parts/brand-content';
import { isExternalRole } from '@expertos/domain/roles';
import { PROJECT_VIEW_MODES, type ProjectViewMode } from '@expertos/domain/settings';
import { Group, SegmentedControl, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BrandDashboard } from '@/features/brand/components/dashboard/BrandDashboard';
import { ProjectTasksPage } from '@/features/tickets/pages/ProjectTasksPage';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useProjectViewMode } from './use-project-view-mode';

/** Overview | Tasks: a radio group (Tab reaches it, arrow keys switch). */
function ProjectViewSwitch({
  value,
  onChange,
}: {
  value: ProjectViewMode;
  onChange: (mode: ProjectViewMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden id="project-view-label">{t('ui.brandContent.views.label')}</VisuallyHidden>
      <SegmentedControl
        aria-labelledby="project-view-label"
        value={value}
        onChange={(next) => onChange(next as ProjectViewMode)}
        data={PROJECT_VIEW_MODES.map((mode) => ({ value: mode, label: t(`ui.brandContent.views.${mode}`) }))}
      />
    </>
  );
}

/**
 * /brand/{projectSlug}/tasks: the brand's overview (the default project view mode) or its task
 * list. The two features never import each other; they meet here. An external collaborator
 * may open neither (both list the brand's tasks): their way into a brand is its Feed, so they
 * are taken there (docs/product.md#brands: externals see the brand's feed and library).
 */
export function BrandPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const [mode, setMode] = useProjectViewMode();
  const workspaceUid = useCurrentWorkspaceUid() ?? '';
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const external = useWorkspaceStore((state) => isExternalRole(state.currentMemberRole));
  const viewSwitch = <ProjectViewSwitch value={mode} onChange={setMode} />;

  if (external && projectSlug) return <Navigate to={paths.brandFeed(projectSlug)} replace />;

  // The task list also says when the brand is not (yet) known.
  if (mode === 'tasks' || !project) {
    return (
      <Stack gap="md">
        {project && <Group justify="flex-end">{viewSwitch}</Group>}
        <ProjectTasksPage />
      </Stack>
    );
  }
  return (
    <PageFrame title={project.name} subtitle={t('ui.brandContent.dashboard.slateTitle')} actions={viewSwitch}>
      <BrandDashboard workspaceUid={workspaceUid} project={project} onShowTasks={() => setMode('tasks')} />
    </PageFrame>
  );
}
