import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';

export function ProjectTasksPage() {
  const { t } = useTranslation();
  const { projectSlug } = useParams();
  return <PageFrame title={t('ui.pages.brandTasks')} subtitle={projectSlug} notBuilt />;
}
