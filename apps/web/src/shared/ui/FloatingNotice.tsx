import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A quiet status line (not a toast: nothing failed and nothing needs an answer). `floating`
 * pins it to the bottom of the window, above the phone's home indicator.
 */
export function FloatingNotice({
  icon,
  children,
  floating = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  floating?: boolean;
}) {
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
        {icon}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Group>
    </Paper>
  );
}
