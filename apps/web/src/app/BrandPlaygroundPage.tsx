import '@/shared/i18n/parts/ai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Playground } from '@/features/ai/components/Playground';
import { BrandPending } from '@/features/brand/components/BrandNotFound';
import { useBrandRecords } from '@/features/brand/components/use-brand';
import { useDraft } from '@/features/brand/components/use-draft';
import { useBrand } from '@/features/brand/hooks/use-brand';
import { useDraftKey } from '@/shared/lib/use-autosave';
import { PageFrame } from '@/shared/ui/PageFrame';

/**
 * /brand/{projectSlug}/playground: the AI playground (features/ai) on a brand and its
 * assistants (features/brand), composed here. The brief is kept on the device per brand.
 */
export function BrandPlaygroundPage() {
  const { t } = useTranslation();
  const { projectSlug = '' } = useParams();
  const { workspaceUid, project, loading } = useBrand(projectSlug);
  const assistants = useBrandRecords(project?.uid, 'assistants');
  const brief = useDraft('', useDraftKey('playground', project?.uid ?? ''));
  return (
    <PageFrame
      title={t('ui.pages.brandPlayground')}
      subtitle={project ? `${project.name} · ${t('ui.ai.subtitle')}` : t('ui.ai.subtitle')}
    >
      {project ? (
        <Playground
          workspaceUid={workspaceUid}
          projectUid={project.uid}
          projectSlug={projectSlug}
          assistants={assistants.data}
          brief={brief}
        />
      ) : (
        <BrandPending loading={loading} label={t('ui.ai.loading')} />
      )}
    </PageFrame>
  );
}
