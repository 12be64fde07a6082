import type {
  TicketTime,
  TimeEntry,
  TimeReport,
  TimeTrackingState,
} from '@expertos/domain/timetracking.schema';

/** A finished entry of Ada (member m1) on ticket #12 of brand Acme; override what a test needs. */
export function aTimeEntry(change: Partial<TimeEntry> = {}): TimeEntry {
  return {
    uid: 'e1',
    ticket: {
      uid: 't1',
      id: 12,
      summary: 'Film the reel',
      project: { uid: 'p1', name: 'Acme', slug: 'acme' },
    },
    workspace_uid: 'w1',
    person: { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null },
    started_at: '2025-01-08T09:00:00.000Z',
    ended_at: '2025-01-08T10:00:00.000Z',
    seconds: 3600,
    note: null,
    manual: false,
    running: false,
    can_edit: true,
    created: '2025-01-08T10:00:00.000Z',
    updated: '2025-01-08T10:00:00.000Z',
    ...change,
  };
}

/** A running timer (started `seconds` ago by the server's count). */
export function aRunningEntry(change: Partial<TimeEntry> = {}): TimeEntry {
  return aTimeEntry({ uid: 'run', ended_at: null, running: true, seconds: 300, ...change });
}

export function aState(entries: TimeEntry[] = []): TimeTrackingState {
  return { hasTimeTracking: entries.some((entry) => entry.running), entries };
}

export function aTicketTime(entries: TimeEntry[] = [], total_spent = 0): TicketTime {
  return { total_spent, entries };
}

/** Two weeks, two brands, two people: 5 h in all. */
export function aReport(change: Partial<TimeReport> = {}): TimeReport {
  const acme = { uid: 'p1', name: 'Acme', slug: 'acme' };
  const globex = { uid: 'p2', name: 'Globex', slug: 'globex' };
  return {
    from: '2030-01-07',
    to: '2030-01-20',
    total_seconds: 18_000,
    by_project: [
      { project: acme, seconds: 14_400 },
      { project: globex, seconds: 3600 },
    ],
    by_person: [
      { person: { uid: 'm1', name: 'Ada Lovelace', email: 'ada@example.com', image: null }, seconds: 14_400 },
      { person: { uid: 'm2', name: null, email: 'grace@example.com', image: null }, seconds: 3600 },
    ],
    by_week: [
      { week: '2030-01-07', seconds: 10_800 },
      { week: '2030-01-14', seconds: 7200 },
    ],
    rows: [
      { week: '2030-01-07', project_uid: 'p1', person_uid: 'm1', seconds: 9000 },
      { week: '2030-01-07', project_uid: 'p2', person_uid: 'm2', seconds: 1800 },
      { week: '2030-01-14', project_uid: 'p1', person_uid: 'm1', seconds: 3600 },
      { week: '2030-01-14', project_uid: 'p1', person_uid: 'm2', seconds: 1800 },
      { week: '2030-01-14', project_uid: 'p2', person_uid: 'm1', seconds: 1800 },
    ],
    ...change,
  };
}
