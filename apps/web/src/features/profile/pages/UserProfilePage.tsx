import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';

export function UserProfilePage() {
  const { t } = useTranslation();
  const { uid } = useParams();
  return <PageFrame title={t('ui.pages.userProfile')} subtitle={uid} notBuilt />;
}
