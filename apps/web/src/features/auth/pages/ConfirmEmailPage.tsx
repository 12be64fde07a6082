import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';

export function ConfirmEmailPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('ui.pages.confirmEmail')} notBuilt />;
}
