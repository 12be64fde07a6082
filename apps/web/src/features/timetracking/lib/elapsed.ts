import type { TimeEntry, TimeTrackingState } from '@expertos/domain/timetracking.schema';

/**
 * A running entry's seconds now: the server counted `seconds` up to when it answered
 * (`fetchedAt`, ms); the client adds the time since. Reading the server's count rather than
 * `now - started_at` keeps a skewed device clock out of it. A finished entry is as it is.
 */
export function liveSeconds(
  entry: Pick<TimeEntry, 'seconds' | 'running'>,
  fetchedAt: number,
  now: number,
): number {
  if (!entry.running) return entry.seconds;
  return entry.seconds + Math.max(0, Math.floor((now - fetchedAt) / 1000));
}

/** The caller's running timer in a workspace, if any (the state lists it first). */
export function runningEntry(state: TimeTrackingState | undefined): TimeEntry | null {
  if (!state?.hasTimeTracking) return null;
  return state.entries.find((entry) => entry.running) ?? null;
}
