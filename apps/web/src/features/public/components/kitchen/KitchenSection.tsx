import '@/shared/i18n/parts/design-pages';
import { Box, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface KitchenSectionProps {
  id: string;
  title: string;
  /** The shared/ui components the section shows (their file names), as the page lists them. */
  components: string[];
  description?: string;
  children: ReactNode;
}

/** One part of the UI kit: its name, the components it is made of, and its states. */
export function KitchenSection({ id, title, components, description, children }: KitchenSectionProps) {
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={id}
      id={`${id}-section`}
      data-components={components.join(' ')}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <div>
          {/* Focusable from the page's contents, not by Tab. */}
          <Title order={2} size="h3" id={id} tabIndex={-1}>
            {title}
          </Title>
          <Group gap={6} mt={4}>
            {components.map((name) => (
              <Code key={name}>{name}</Code>
            ))}
          </Group>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

export type KitchenStateName =
  | 'default'
  | 'loading'
  | 'empty'
  | 'error'
  | 'disabled'
  | 'longText'
  | 'narrow'
  | 'live';

/** One state of a component, named above it. */
export function KitchenState({ state, children }: { state: KitchenStateName; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} data-state={state} style={{ minWidth: 0 }}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t(`ui.kitchen.states.${state}`)}
      </Text>
      {children}
    </Stack>
  );
}

/** A phone-width frame: how a component copes with 320 px. */
export function Narrow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <KitchenState state="narrow">
      <Box
        maw={320}
        w="100%"
        p="xs"
        aria-label={t('ui.kitchen.narrow')}
        role="group"
        style={{ border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {children}
      </Box>
    </KitchenState>
  );
}
