import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown instead of a blank screen when the app opens with no connection (docs/product.md#installing-the-app):
 * the service worker opened the app, but who is signed in cannot be checked until the
 * connection is back. It goes on by itself when the browser is online again.
 */
export function OfflineStart({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="lg">
      <Stack align="center" gap="md" maw={420} ta="center">
        <IconWifiOff size={48} aria-hidden stroke={1.5} />
        <Title order={1} size="h3">
          {t('ui.offline.startTitle')}
        </Title>
        <Text c="dimmed">{t('ui.offline.startText')}</Text>
        <Button variant="light" onClick={onRetry}>
          {t('ui.offline.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
