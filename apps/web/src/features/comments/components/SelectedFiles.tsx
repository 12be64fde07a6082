import '@/shared/i18n/parts/comments';
import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/attachment-check';

export interface SelectedFilesProps {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled: boolean;
}

/** The files waiting to be posted, as chips with their size and a remove button each. */
export function SelectedFiles({ files, onRemove, disabled }: SelectedFilesProps) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Group
      component="ul"
      gap={6}
      m={0}
      p={0}
      aria-label={t('ui.comments.files.selected')}
      style={{ listStyle: 'none' }}
    >
      {files.map((file, index) => (
        <Paper
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; the order is stable.
          key={`${index}-${file.name}`}
          withBorder
          radius="xl"
          py={2}
          pl="xs"
          pr={2}
          maw="100%"
          data-testid="selected-file"
        >
          <Group gap={6} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            <Text size="xs" truncate maw={180} title={file.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatBytes(file.size)}
            </Text>
            <CloseButton
              size="sm"
              radius="xl"
              aria-label={t('ui.comments.files.remove', { name: file.name })}
              onClick={() => onRemove(index)}
              disabled={disabled}
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
