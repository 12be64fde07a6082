import '@/shared/i18n/parts/api-keys';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkspaceUid } from '@/shared/stores/use-session';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { PageFrame } from '@/shared/ui/PageFrame';
import { WorkspaceKeysCard } from '../components/ApiKeysCard';

/**
 * /workspace/api-keys (admins): the workspace's keys, each for the brands chosen
 * (docs/product.md#api-keys). An admin sees every brand, so every brand can be chosen.
 */
export function WorkspaceKeysPage() {
  const { t } = useTranslation();
  const workspaceUid = useCurrentWorkspaceUid();
  const brands = useWorkspaceStore((state) => state.projects);
  return (
    <PageFrame title={t('ui.apiKeys.workspace.page')} subtitle={t('ui.apiKeys.workspace.intro2')}>
      {workspaceUid && (
        <WorkspaceKeysCard
          workspaceUid={workspaceUid}
          brands={brands.map((brand) => ({ uid: brand.uid, name: brand.name }))}
        />
      )}
    </PageFrame>
  );
}
