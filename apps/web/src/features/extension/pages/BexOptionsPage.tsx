import {
  CAPTURE_SOURCE_LABELS,
  EXTENSION_DISABLE_LABELS,
  EXTENSION_DISABLE_OPTIONS,
} from '@expertos/domain/extension';
import { TASK_DEFAULTS } from '@expertos/domain/settings';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ExtensionStatus } from '../components/ExtensionStatus';

/**
 * /bex/options: what the extension's options are (they live in the browser, with the
 * extension), and the way to them.
 */
export function BexOptionsPage() {
  const { t } = useTranslation();
  const source = TASK_DEFAULTS.source as keyof typeof CAPTURE_SOURCE_LABELS;
  return (
    <PageFrame title={t('ui.pages.bexOptions')} subtitle={t('ui.extension.optionsIntro')}>
      <List size="sm" spacing={4}>
        <List.Item>{t('ui.extension.optionBrand')}</List.Item>
        <List.Item>{t('ui.extension.optionCamera')}</List.Item>
        <List.Item>{t('ui.extension.optionSource', { source: CAPTURE_SOURCE_LABELS[source] })}</List.Item>
        <List.Item>{t('ui.extension.optionAutoRecord')}</List.Item>
        <List.Item>
          {t('ui.extension.optionDisable', {
            options: EXTENSION_DISABLE_OPTIONS.map((o) => EXTENSION_DISABLE_LABELS[o].toLowerCase()).join(
              ', ',
            ),
          })}
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('ui.extension.optionsWhere')}
      </Text>
      <ExtensionStatus page="options" action={t('ui.extension.openOptions')} />
    </PageFrame>
  );
}
