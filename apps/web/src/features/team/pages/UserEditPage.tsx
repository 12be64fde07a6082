import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';

export function UserEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <PageFrame title={t('ui.pages.userEdit')} subtitle={id} notBuilt />;
}
