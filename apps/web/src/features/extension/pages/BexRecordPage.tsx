import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ExtensionStatus } from '../components/ExtensionStatus';

/** /bex/record: how a screen recording is made (in the extension), and the way to its recorder. */
export function BexRecordPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('ui.pages.bexRecord')} subtitle={t('ui.extension.recordIntro')}>
      <List size="sm" spacing={4} type="ordered">
        <List.Item>{t('ui.extension.recordStep1')}</List.Item>
        <List.Item>{t('ui.extension.recordStep2')}</List.Item>
        <List.Item>{t('ui.extension.recordStep3')}</List.Item>
      </List>
      <ExtensionStatus page="record" action={t('ui.extension.openRecorder')} />
    </PageFrame>
  );
}
