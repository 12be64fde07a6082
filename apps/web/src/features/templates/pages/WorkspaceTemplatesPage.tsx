import '@/shared/i18n/parts/templates';
import { useTranslation } from 'react-i18next';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { TemplateManager } from '../components/TemplateManager';
import { useIsWorkspaceAdmin } from '../hooks/use-template-access';

/**
 * /workspace/templates (docs/product.md#templates): the workspace's templates, usable on every
 * brand, kept by its admins (the route is theirs only).
 */
export function WorkspaceTemplatesPage() {
  const { t } = useTranslation();
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const admin = useIsWorkspaceAdmin();
  return (
    <PageFrame
      title={t('ui.templates.workspacePage.title')}
      subtitle={t('ui.templates.workspacePage.subtitle')}
    >
      {workspaceUid && (
        <TemplateManager key={workspaceUid} place={{ kind: 'workspace', workspaceUid }} canManage={admin} />
      )}
    </PageFrame>
  );
}
