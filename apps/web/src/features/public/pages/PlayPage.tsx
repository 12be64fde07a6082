import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '@/shared/ui/PageFrame';

export function PlayPage() {
  const { t } = useTranslation();
  const { videoUid } = useParams();
  return <PageFrame title={t('ui.pages.play')} subtitle={videoUid} notBuilt />;
}
