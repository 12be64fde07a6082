import '@/shared/i18n/parts/templates';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PageFrame } from '@/shared/ui/PageFrame';
import { TemplateManager } from '../components/TemplateManager';
import { useIsBrandAdmin } from '../hooks/use-template-access';

/**
 * /brand/{projectSlug}/templates (docs/product.md#templates): the brand's own templates, kept by
 * its admins; its other people read them here and use them from "New ticket".
 */
export function BrandTemplatesPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  // The brand among the workspace's loaded brands (features stay apart, so not the brand feature's hook).
  const project = useWorkspaceStore((state) => state.projects.find((item) => item.slug === projectSlug));
  const brandsStatus = useWorkspaceStore((state) => state.projectsStatus);
  const workspaceUid = useWorkspaceStore((state) => state.currentWorkspace?.uid ?? '');
  const admin = useIsBrandAdmin(workspaceUid, project?.uid ?? null);
  const title = t('ui.templates.brandPage.title');

  if (!project) {
    const loading = brandsStatus === 'loading' || brandsStatus === 'idle';
    return (
      <PageFrame title={title}>
        {loading ? (
          <Center py="xl" role="status" aria-label={t('ui.templates.brandPage.loadingBrand')}>
            <Loader />
          </Center>
        ) : (
          <EmptyState title={t('ui.templates.brandPage.notFound')} />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={title} subtitle={t('ui.templates.brandPage.subtitle', { brand: project.name })}>
      {admin === null ? (
        <Center py="xl" role="status" aria-label={t('ui.templates.manager.loading')}>
          <Loader />
        </Center>
      ) : (
        <TemplateManager
          key={project.uid}
          place={{ kind: 'brand', workspaceUid, projectUid: project.uid }}
          canManage={admin}
        />
      )}
    </PageFrame>
  );
}
