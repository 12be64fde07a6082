import {
  type CreateTimeEntryInput,
  TIME_ENTRY_MAX_SECONDS,
  type TimeEntry,
  type UpdateTimeEntryInput,
} from '@expertos/domain/timetracking.schema';

/** What the manual entry form holds: the local day and time it started, and how long it lasted. */
export interface EntryFormValues {
  /** `YYYY-MM-DD`, local. */
  date: string | null;
  /** `HH:mm`, local. */
  time: string;
  hours: number;
  minutes: number;
  note: string;
}

export type EntryFormProblem = 'dateRequired' | 'durationRange' | 'inFuture';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the form's local day and time. */
export function localParts(at: Date): { date: string; time: string } {
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Now, rounded down to 5 minutes: where a new entry ends by default. */
function roundedNow(now: Date): Date {
  const end = new Date(now);
  end.setSeconds(0, 0);
  end.setMinutes(end.getMinutes() - (end.getMinutes() % 5));
  return end;
}

/** A new entry: an hour that ended now (rounded down to 5 minutes). */
export function newEntryValues(now: Date = new Date()): EntryFormValues {
  return { ...localParts(new Date(roundedNow(now).getTime() - 3600_000)), hours: 1, minutes: 0, note: '' };
}

/**
 * A new entry whose duration changed while its start was left alone: it still ends now
 * (docs/product.md#time), so any duration up to the limit stays valid — an entry cannot end in
 * the future. With a start the user chose, the caller keeps it.
 */
export function withStartForDuration(values: EntryFormValues, now: Date = new Date()): EntryFormValues {
  const seconds = durationSeconds(values);
  if (seconds <= 0) return values;
  return { ...values, ...localParts(new Date(roundedNow(now).getTime() - seconds * 1000)) };
}

/** An existing entry in the form (its duration to the minute). */
export function entryValues(entry: Pick<TimeEntry, 'started_at' | 'seconds' | 'note'>): EntryFormValues {
  const minutes = Math.floor(entry.seconds / 60);
  return {
    ...localParts(new Date(entry.started_at)),
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
    note: entry.note ?? '',
  };
}

/** The form's start as an ISO timestamp, or null while the day or time is missing. */
export function startedAt(values: EntryFormValues): string | null {
  if (!values.date || !/^\d{2}:\d{2}$/.test(values.time)) return null;
  const at = new Date(`${values.date}T${values.time}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export function durationSeconds(values: Pick<EntryFormValues, 'hours' | 'minutes'>): number {
  return Math.round((Number(values.hours) || 0) * 3600 + (Number(values.minutes) || 0) * 60);
}

/** What is wrong with the form before it is sent (the server checks again), or null. */
export function entryProblem(values: EntryFormValues, now: number = Date.now()): EntryFormProblem | null {
  const start = startedAt(values);
  if (!start) return 'dateRequired';
  const seconds = durationSeconds(values);
  if (seconds < 60 || seconds > TIME_ENTRY_MAX_SECONDS) return 'durationRange';
  // A minute of grace: "an hour that ended now" is still fine a few seconds later.
  if (new Date(start).getTime() + seconds * 1000 > now + 60_000) return 'inFuture';
  return null;
}

export function toCreateInput(values: EntryFormValues): CreateTimeEntryInput {
  const note = values.note.trim();
  return { started_at: startedAt(values) ?? '', seconds: durationSeconds(values), note: note || null };
}

/**
 * The PATCH of an edited entry: only what changed. The form works to the minute, so an
 * untouched start or duration is left out rather than rounded.
 */
export function toUpdateInput(entry: TimeEntry, values: EntryFormValues): UpdateTimeEntryInput {
  const before = entryValues(entry);
  const change: UpdateTimeEntryInput = {};
  if (before.date !== values.date || before.time !== values.time) change.started_at = startedAt(values) ?? '';
  if (durationSeconds(before) !== durationSeconds(values)) change.seconds = durationSeconds(values);
  const note = values.note.trim();
  if (note !== (entry.note ?? '')) change.note = note || null;
  return change;
}
