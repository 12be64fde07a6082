import '@/shared/i18n/parts/autosave';
import { Button, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Autosave } from '@/shared/lib/use-autosave';

/**
 * The save state of an autosaving field, under it: "Saving…", "Saved", or why it was not
 * saved with a retry. A polite status region, so a screen reader hears it without the focus
 * moving; a conflict says itself (EditConflict).
 */
export function AutosaveStatus({ autosave }: { autosave: Pick<Autosave, 'status' | 'error' | 'flush'> }) {
  const { t } = useTranslation();
  const { status, error } = autosave;
  // A text refused before sending (a required field left empty) says so on the field itself.
  const failed = status === 'failed';
  let content: string | null = null;
  if (failed) content = t('ui.autosave.failed', { reason: error ?? '' });
  else if (status === 'saving') content = t('ui.autosave.saving');
  else if (status === 'saved') content = t('ui.autosave.saved');

  return (
    <Group gap={6} wrap="nowrap" mih={20} data-autosave={status}>
      <Text role="status" size="xs" c={failed ? 'red.8' : 'dimmed'} style={{ flex: '0 1 auto' }}>
        {status === 'saved' && <IconCheck size={12} aria-hidden style={{ verticalAlign: -1 }} />} {content}
      </Text>
      {failed && (
        <Button variant="subtle" size="compact-xs" onClick={autosave.flush}>
          {t('ui.autosave.retry')}
        </Button>
      )}
    </Group>
  );
}
