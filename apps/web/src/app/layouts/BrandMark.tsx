import { Group, Text, ThemeIcon } from '@mantine/core';
import { env } from '@/config/env';

/** The product's name with its mark. */
export function BrandMark({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 30 : 26} radius="md" aria-hidden>
        <Text fw={800} size="sm" c="white">
          {env.appName.charAt(0)}
        </Text>
      </ThemeIcon>
      <Text fw={700} size={size} c="var(--mantine-color-text)">
        {env.appName}
      </Text>
    </Group>
  );
}
