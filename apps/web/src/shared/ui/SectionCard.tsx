import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** A titled card of a settings-like page (the profile's sections), named by its title. */
export function SectionCard({ title, intro, children }: SectionCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
