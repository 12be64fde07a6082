import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network connection (it says so on every change). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Says the app is offline (docs/product.md#installing-the-app): the service worker still opens
 * the app, and the screens show what they last loaded, but nothing can be saved until the
 * connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      radius="md"
      px="md"
      py="sm"
      bg="dark.6"
      c="white"
      style={{
        position: 'fixed',
        left: '50%',
        transform: 'translateX(-50%)',
        bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        zIndex: 400,
        width: 'min(560px, calc(100vw - 24px))',
      }}
    >
      <Group gap="sm" wrap="nowrap">
        <IconWifiOff size={20} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm">{t('ui.offline.banner')}</Text>
      </Group>
    </Paper>
  );
}
