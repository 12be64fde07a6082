import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';

export function InviteRegistrationPage() {
  const { t } = useTranslation();
  const { inviteUid } = useParams();
  return <PageFrame title={t('ui.pages.invite')} subtitle={inviteUid} notBuilt />;
}
