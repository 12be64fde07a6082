import '@/shared/i18n/parts/autosave';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Autosave } from '@/shared/lib/use-autosave';

export interface EditConflictProps {
  /** The field's label, as its input shows it. */
  field: string;
  autosave: Pick<Autosave, 'text' | 'theirs' | 'keep' | 'useTheirs'>;
  /** Offers "Keep both" (their text, then mine), for long free texts. */
  mergeable?: boolean;
}

function Version({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text size="xs" fw={600} mb={4}>
        {title}
      </Text>
      {/* Long texts scroll: focusable, so a keyboard can scroll them too. */}
      <Text
        size="sm"
        tabIndex={0}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 160, overflowY: 'auto' }}
      >
        {text === '' ? t('ui.autosave.conflict.empty') : text}
      </Text>
    </Paper>
  );
}

/**
 * Someone else saved this field while it was edited here (docs/product.md#edit-conflicts):
 * both versions side by side, and the choice of which to keep. Nothing is saved until then.
 */
export function EditConflict({ field, autosave, mergeable = false }: EditConflictProps) {
  const { t } = useTranslation();
  if (autosave.theirs === null) return null;
  const theirs = autosave.theirs;
  const mine = autosave.text;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitMerge size={18} aria-hidden />}
      title={t('ui.autosave.conflict.title', { field })}
      data-testid="edit-conflict"
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Version title={t('ui.autosave.conflict.theirs')} text={theirs} />
          <Version title={t('ui.autosave.conflict.mine')} text={mine} />
        </SimpleGrid>
        <Group gap="xs">
          <Button size="compact-sm" onClick={() => autosave.keep(mine)}>
            {t('ui.autosave.conflict.keepMine')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={autosave.useTheirs}>
            {t('ui.autosave.conflict.useTheirs')}
          </Button>
          {mergeable && (
            <Button
              size="compact-sm"
              variant="default"
              title={t('ui.autosave.conflict.keepBothHint')}
              onClick={() => autosave.keep(theirs === '' ? mine : `${theirs}\n\n${mine}`)}
            >
              {t('ui.autosave.conflict.keepBoth')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
