import '@/shared/i18n/parts/handoff';
import { Button, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_MS = 4000;

/** The caption as it will be posted (or its first comment), and one big button that copies it. */
export function CopyCaption({
  text,
  copyLabel,
  testId = 'handoff-caption',
}: {
  text: string;
  /** The button's words; "Copy caption" when none. */
  copyLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  if (text.trim() === '')
    return (
      <Text size="sm" c="dimmed">
        {t('ui.handoff.noCaption')}
      </Text>
    );
  const copied = state === 'copied';
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-light)">
        <Text
          size="sm"
          data-testid={testId}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', userSelect: 'text' }}
        >
          {text}
        </Text>
      </Paper>
      <Button
        size="lg"
        fullWidth
        leftSection={copied ? <IconCheck size={20} aria-hidden /> : <IconCopy size={20} aria-hidden />}
        onClick={() => void copy()}
      >
        {copied ? t('ui.handoff.copied') : (copyLabel ?? t('ui.handoff.copyCaption'))}
      </Button>
      {/* The button's new word, said to screen readers as well. */}
      <VisuallyHidden role="status">{copied ? t('ui.handoff.copied') : ''}</VisuallyHidden>
      {state === 'failed' && (
        <Text size="sm" c="red" role="alert">
          {t('ui.handoff.copyFailed')}
        </Text>
      )}
    </Stack>
  );
}
