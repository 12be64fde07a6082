import '@mantine/dates/styles.css';
import { localDayOf } from '@expertos/domain/due-state';
import { wallClockIn, zonedInstant } from '@expertos/domain/zoned-time';
import { Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, pickerFormat } from '@/shared/lib/format';
import { viewerTimeZone } from '@/shared/session/viewer-zone';
import { ReadOnlyField } from './ReadOnlyField';

/**
 * The picker's value: `YYYY-MM-DD HH:mm:ss` on the viewer's wall clock, in their profile's zone
 * (docs/product.md#time-zones), which need not be the browser's.
 */
function toPicker(iso: string | null, zone = viewerTimeZone()): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  const { date, time } = wallClockIn(new Date(iso), zone);
  return `${date} ${time}:00`;
}

/**
 * A time picked on the viewer's wall clock as an ISO timestamp (UTC, with its `Z` offset). A
 * time their clocks skip (spring forward) moves past the skip, a doubled one is the first.
 */
export function remindAtIso(picked: string | null, zone = viewerTimeZone()): string | null {
  const match = picked && /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(picked);
  if (!match) return null;
  const [, year, month, day, hours, minutes] = match;
  const instant = zonedInstant(
    { year: Number(year), month: Number(month), day: Number(day) },
    `${hours}:${minutes}`,
    zone,
  );
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
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
 * A reminder's time: a date and time picked in the viewer's time zone, saved as an ISO
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
        minDate={localDayOf(new Date(), viewerTimeZone())}
        valueFormat={pickerFormat('dateTime')}
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
