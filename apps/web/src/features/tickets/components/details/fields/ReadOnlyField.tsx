import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReadOnlyFieldProps {
  label: string;
  /** Nothing (null, undefined, '') shows as "Not set". */
  children?: ReactNode;
  /** Keeps line breaks of long texts (description, caption). */
  multiline?: boolean;
}

/** A field of the read-only view: its label and its value as plain text, no control. */
export function ReadOnlyField({ label, children, multiline = false }: ReadOnlyFieldProps) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2} data-testid="read-only-field">
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('ui.tickets.details.notSet')}
        </Text>
      ) : (
        <Text
          size="sm"
          component="div"
          style={{ whiteSpace: multiline ? 'pre-wrap' : undefined, overflowWrap: 'anywhere' }}
        >
          {children}
        </Text>
      )}
    </Stack>
  );
}
