import type { TimeEntry } from '@expertos/domain/timetracking.schema';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatDuration } from '@/shared/lib/format';

/**
 * An entry's start, as the list writes it: 'Jan 8, 2030, 9:30 AM', in the app's language and
 * the device's zone, as the entry form reads and writes it.
 */
export function formatStart(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export interface EntryRowProps {
  entry: TimeEntry;
  /** Seconds shown (live for a running entry). */
  seconds: number;
  /** The caller's workspace member uid, to write "You". */
  myMemberUid: string | null;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** One entry: who, when, how long, the note; edit and delete when the caller may. */
export function EntryRow({ entry, seconds, myMemberUid, onEdit, onDelete, busy }: EntryRowProps) {
  const { t } = useTranslation();
  const person =
    entry.person.uid === myMemberUid ? t('ui.timetracking.you') : (entry.person.name ?? entry.person.email);
  const duration = formatDuration(seconds);
  const date = formatStart(entry.started_at);
  const editable = entry.can_edit && !entry.running;
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      justify="space-between"
      data-testid="time-entry"
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {duration}
          </Text>
          <Text size="sm" truncate="end">
            {person}
          </Text>
          {entry.manual && (
            <Badge size="xs" variant="light" color="gray">
              {t('ui.timetracking.manual')}
            </Badge>
          )}
          {entry.running && (
            <Badge size="xs" variant="light" color="red">
              {t('ui.timetracking.running')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.started_at}>{date}</time>
        </Text>
        {entry.note && (
          <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.note}
          </Text>
        )}
      </Stack>
      {editable && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('ui.timetracking.editEntry', { duration, date })}
            onClick={onEdit}
            disabled={busy}
          >
            <IconPencil size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('ui.timetracking.deleteEntry', { duration, date })}
            onClick={onDelete}
            disabled={busy}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
