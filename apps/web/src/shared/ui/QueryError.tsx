import { Alert, Button, Group, type MantineSpacing, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/api/error-text';

export interface QueryErrorProps {
  /** What could not be loaded ("Could not load the team."). */
  message?: ReactNode;
  /**
   * The failure: its text (the translation of the server's code, never a 5xx body) follows
   * the message. Leave it out where the message says all there is to say.
   */
  error?: unknown;
  /** Loads again, usually the query's `refetch`; without it there is no Retry button. */
  onRetry?: () => void;
  /** The retry is under way: the button shows it. */
  retrying?: boolean;
  /** Defaults to the common "Try again". */
  retryLabel?: string;
  /**
   * `stack`: the button under the text (a page or a section); `row`: beside it (a wide,
   * short place); `inline`: red text and a button, no box (inside a small section).
   */
  layout?: 'stack' | 'row' | 'inline';
  /** Smaller text and button, for a narrow column. */
  compact?: boolean;
  mb?: MantineSpacing;
}

/**
 * The "could not load" notice with a Retry button, announced to screen readers as it
 * appears (role alert). Screens show their own load failures where they happen, since API
 * calls are quiet by default.
 */
export function QueryError({
  message,
  error,
  onRetry,
  retrying,
  retryLabel,
  layout = 'stack',
  compact = false,
  mb,
}: QueryErrorProps) {
  const { t } = useTranslation();
  const reason = error === undefined ? null : errorText(error);
  const textSize = compact && layout !== 'inline' ? 'xs' : 'sm';
  const text = (
    <Text size={textSize} c={layout === 'inline' ? 'red' : undefined}>
      {message}
      {message && reason ? ' ' : null}
      {reason}
    </Text>
  );
  const button = onRetry ? (
    <Button
      size={compact ? 'compact-xs' : 'xs'}
      variant="default"
      leftSection={<IconRefresh size={compact ? 12 : 14} aria-hidden />}
      onClick={onRetry}
      loading={retrying}
    >
      {retryLabel ?? t('ui.common.retry')}
    </Button>
  ) : null;

  if (layout === 'inline') {
    return (
      <Group gap="xs" role="alert" mb={mb}>
        {text}
        {button}
      </Group>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      p={compact ? 'xs' : undefined}
      mb={mb}
      icon={<IconAlertCircle size={compact ? 16 : 18} aria-hidden />}
      role="alert"
    >
      {layout === 'row' ? (
        <Group gap="sm" justify="space-between">
          {text}
          {button}
        </Group>
      ) : (
        <Stack gap={compact ? 6 : 'sm'} align="flex-start">
          {text}
          {button}
        </Stack>
      )}
    </Alert>
  );
}
