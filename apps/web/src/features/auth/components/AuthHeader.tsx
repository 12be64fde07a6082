import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/shared/lib/use-document-title';

/** The account card's heading and a line of explanation; also the document title. */
export function AuthHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap={6}>
      <Title order={1} size="h3">
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
    </Stack>
  );
}
