import { EXTENSION_MESSAGE, EXTENSION_VERSION, type ExtensionPage } from '@expertos/domain/extension';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sendToExtension } from '@/shared/lib/extension-bridge';
import { useAppStore } from '@/shared/stores/app-store';

/**
 * Whether the extension is installed here (it answered the app's version question), with a
 * button that opens its own page; without it, how to install it.
 */
export function ExtensionStatus({ page, action }: { page: ExtensionPage; action: string }) {
  const { t } = useTranslation();
  const version = useAppStore((state) => state.extensionVersion);
  if (version === null)
    return (
      <Alert
        color="gray"
        icon={<IconPuzzle size={18} aria-hidden />}
        title={t('ui.extension.notInstalledTitle')}
      >
        <Stack gap="xs">
          <Text size="sm">{t('ui.extension.notInstalledText')}</Text>
          <List size="sm" type="ordered">
            <List.Item>{t('ui.extension.installStep1')}</List.Item>
            <List.Item>{t('ui.extension.installStep2')}</List.Item>
            <List.Item>{t('ui.extension.installStep3')}</List.Item>
          </List>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {t('ui.extension.installed', { version, current: EXTENSION_VERSION })}
      </Text>
      <Button onClick={() => void sendToExtension({ type: EXTENSION_MESSAGE.open, page })}>{action}</Button>
    </Stack>
  );
}
