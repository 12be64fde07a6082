import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';

export function TasksPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('ui.pages.tasks')} notBuilt />;
}
