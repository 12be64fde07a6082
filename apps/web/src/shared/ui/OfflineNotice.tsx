import { Group, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Says the app is offline (docs/product.md#installing-the-app): the screens show what they last
 * loaded, and nothing can be saved until the connection is back. `floating` pins it to the
 * bottom of the window, above the phone's home indicator.
 */
export function OfflineNotice({ floating = false }: { floating?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper
      role="status"
      shadow="md"
      radius="md"
      px="md"
      py="sm"
      bg="dark.6"
      c="white"
      style={
        floating
          ? {
              position: 'fixed',
              left: '50%',
              transform: 'translateX(-50%)',
              bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
              zIndex: 400,
              width: 'min(560px, calc(100vw - 24px))',
            }
          : undefined
      }
    >
      <Group gap="sm" wrap="nowrap">
        <IconWifiOff size={20} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('ui.offline.banner')}
        </Text>
      </Group>
    </Paper>
  );
}
