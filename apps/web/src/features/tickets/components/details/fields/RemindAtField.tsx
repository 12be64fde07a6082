import '@mantine/dates/styles.css';
import { Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { ReadOnlyField } from './ReadOnlyField';

/** The picker's value: local `YYYY-MM-DD HH:mm:ss`. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function toPicker(iso: string | null): string | null {
  return iso && dayjs(iso).isValid() ? dayjs(iso).format(PICKER_FORMAT) : null;
}

/** A picked local time as an ISO timestamp (UTC, with its `Z` offset). */
export function remindAtIso(picked: string | null): string | null {
  if (!picked) return null;
  const date = dayjs(picked);
  return date.isValid() ? date.toDate().toISOString() : null;
}

export interface RemindAtFieldProps {
  label: string;
  /** ISO timestamp or null. */
  value: string | null;
  /** When the reminder was handled; null until then. */
  remindedAt: string | null;
  onSave: (value: string | null) => void;
  readOnly: boolean;
}

/**
 * A reminder's time: a date and time picked in the user's time zone, saved as an ISO
 * timestamp once the picker closes (not on every click inside it); clearing saves null.
 * Says when the reminder was sent; picking a new time re-arms it (server rule).
 */
export function RemindAtField({ label, value, remindedAt, onSave, readOnly }: RemindAtFieldProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<string | null>(toPicker(value));
  const latest = useRef(draft);
  // What was last saved or shown: the picker reports its closing more than once.
  const committed = useRef(value);
  useEffect(() => {
    committed.current = value;
    latest.current = toPicker(value);
    setDraft(latest.current);
  }, [value]);

  const hint = remindedAt ? (
    <Text size="xs" c="dimmed" data-testid="reminder-sent">
      <IconBellCheck size={12} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {t('ui.tickets.details.reminder.sent', { when: formatDateTime(remindedAt, i18n.language) })}
    </Text>
  ) : null;

  if (readOnly) {
    return (
      <Stack gap={2}>
        <ReadOnlyField label={label}>{value ? formatDateTime(value, i18n.language) : null}</ReadOnlyField>
        {hint}
      </Stack>
    );
  }

  const commit = (picked: string | null) => {
    const iso = remindAtIso(picked);
    const before = committed.current;
    const same = iso === before || (iso && before && new Date(iso).getTime() === new Date(before).getTime());
    if (same) return;
    committed.current = iso;
    onSave(iso);
  };

  return (
    <Stack gap={2}>
      <DateTimePicker
        label={label}
        value={draft}
        placeholder={t('ui.tickets.details.reminder.none')}
        clearable
        // A reminder is for later: days before today cannot be picked.
        minDate={dayjs().format('YYYY-MM-DD')}
        valueFormat="MMM D, YYYY HH:mm"
        leftSection={<IconBell size={16} aria-hidden />}
        timePickerProps={{
          hoursInputLabel: t('ui.tickets.details.reminder.hours'),
          minutesInputLabel: t('ui.tickets.details.reminder.minutes'),
        }}
        submitButtonProps={{ 'aria-label': t('ui.tickets.details.reminder.set') }}
        clearButtonProps={{ 'aria-label': t('ui.tickets.details.reminder.clear') }}
        nextLabel={t('ui.tickets.details.reminder.next')}
        previousLabel={t('ui.tickets.details.reminder.previous')}
        onChange={(next) => {
          latest.current = next;
          setDraft(next);
          // Cleared with the × (the picker is closed): saved at once.
          if (next === null) commit(null);
        }}
        onDropdownClose={() => commit(latest.current)}
      />
      {hint}
    </Stack>
  );
}
