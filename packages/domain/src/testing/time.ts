import type { TicketTime, TimeEntry, TimeReport, TimeTrackingState } from '../timetracking.schema';
import { ACME, ADA, GRACE } from './people';

/** A finished hour Ada spent on ticket #1 of brand Acme, by the timer. */
export function aTimeEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return {
    uid: 'e1',
    ticket: { uid: 't1', id: 1, summary: 'Ticket 1', project: ACME },
    workspace_uid: 'w1',
    person: ADA,
    started_at: '2030-01-08T09:00:00.000Z',
    ended_at: '2030-01-08T10:00:00.000Z',
    seconds: 3600,
    note: null,
    manual: false,
    running: false,
    can_edit: true,
    created: '2030-01-08T10:00:00.000Z',
    updated: '2030-01-08T10:00:00.000Z',
    ...overrides,
  };
}

/** A timer still running (five minutes by the server's count). */
export function aRunningTimeEntry(overrides: Partial<TimeEntry> = {}): TimeEntry {
  return aTimeEntry({ uid: 'run', ended_at: null, running: true, seconds: 300, ...overrides });
}

/** The header's poll: a timer runs when one of the entries does. */
export function aTimeTrackingState(entries: TimeEntry[] = []): TimeTrackingState {
  return { hasTimeTracking: entries.some((entry) => entry.running), entries };
}

/** A ticket's time: its total is the finished entries' seconds. */
export function aTicketTime(entries: TimeEntry[] = [aTimeEntry()]): TicketTime {
  const total_spent = entries
    .filter((entry) => !entry.running)
    .reduce((sum, entry) => sum + entry.seconds, 0);
  return { total_spent, entries };
}

/** Two weeks of one brand: three hours of Ada, one of Grace. */
export function aTimeReport(overrides: Partial<TimeReport> = {}): TimeReport {
  return {
    from: '2030-01-07',
    to: '2030-01-20',
    total_seconds: 14_400,
    by_project: [{ project: ACME, seconds: 14_400 }],
    by_person: [
      { person: ADA, seconds: 10_800 },
      { person: GRACE, seconds: 3600 },
    ],
    by_week: [
      { week: '2030-01-07', seconds: 7200 },
      { week: '2030-01-14', seconds: 7200 },
    ],
    rows: [
      { week: '2030-01-07', project_uid: ACME.uid, person_uid: ADA.uid, seconds: 7200 },
      { week: '2030-01-14', project_uid: ACME.uid, person_uid: ADA.uid, seconds: 3600 },
      { week: '2030-01-14', project_uid: ACME.uid, person_uid: GRACE.uid, seconds: 3600 },
    ],
    ...overrides,
  };
}
