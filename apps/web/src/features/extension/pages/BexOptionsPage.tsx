import { type CaptureSource, EXTENSION_DISABLE_OPTIONS } from '@expertos/domain/extension';
import { TASK_DEFAULTS } from '@expertos/domain/settings';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/lib/format';
import { PageFrame } from '@/shared/ui/PageFrame';
import { ExtensionStatus } from '../components/ExtensionStatus';

/**
 * /bex/options: what the extension's options are (they live in the browser, with the
 * extension), and the way to them.
 */
export function BexOptionsPage() {
  const { t, i18n } = useTranslation();
  const source = TASK_DEFAULTS.source as CaptureSource;
  return (
    <PageFrame title={t('ui.pages.bexOptions')} subtitle={t('ui.extension.optionsIntro')}>
      <List size="sm" spacing={4}>
        <List.Item>{t('ui.extension.optionBrand')}</List.Item>
        <List.Item>{t('ui.extension.optionCamera')}</List.Item>
        <List.Item>
          {t('ui.extension.optionSource', { source: t(`ui.extension.captureSources.${source}`) })}
        </List.Item>
        <List.Item>{t('ui.extension.optionAutoRecord')}</List.Item>
        <List.Item>
          {t('ui.extension.optionDisable', {
            // The options as the language lists them, each as the language writes it (no lower
            // casing: German nouns keep their capital).
            options: formatList(
              EXTENSION_DISABLE_OPTIONS.map((o) => t(`ui.extension.disableOptions.${o}`)),
              i18n.language,
              { type: 'disjunction', style: 'long' },
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
