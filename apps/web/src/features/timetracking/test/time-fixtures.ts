import { ACME, ADA, GRACE } from '@expertos/domain/testing/people';
import {
  aRunningTimeEntry,
  aTicketTime as aSharedTicketTime,
  aTimeEntry as aSharedTimeEntry,
  aTimeReport,
  aTimeTrackingState,
} from '@expertos/domain/testing/time';
import type { TicketTime, TimeEntry, TimeReport } from '@expertos/domain/timetracking.schema';

/** What the web's entries have that the shared one has not: ticket #12 "Film the reel", in 2025. */
const WEB_ENTRY = (): Partial<TimeEntry> => ({
  ticket: { ...aSharedTimeEntry().ticket, id: 12, summary: 'Film the reel' },
  started_at: '2025-01-08T09:00:00.000Z',
  ended_at: '2025-01-08T10:00:00.000Z',
  created: '2025-01-08T10:00:00.000Z',
  updated: '2025-01-08T10:00:00.000Z',
});

/** A finished entry of Ada (member m1) on ticket #12 of brand Acme; override what a test needs. */
export function aTimeEntry(change: Partial<TimeEntry> = {}): TimeEntry {
  return aSharedTimeEntry({ ...WEB_ENTRY(), ...change });
}

/** A running timer (started `seconds` ago by the server's count). */
export function aRunningEntry(change: Partial<TimeEntry> = {}): TimeEntry {
  return aRunningTimeEntry({ ...WEB_ENTRY(), ...change });
}

export const aState = aTimeTrackingState;

/** A ticket's time with the total the test states (0 unless given), whatever the entries add up to. */
export function aTicketTime(entries: TimeEntry[] = [], total_spent = 0): TicketTime {
  return { ...aSharedTicketTime(entries), total_spent };
}

/** Two weeks, two brands, two people (Grace without a name): 5 h in all. */
export function aReport(change: Partial<TimeReport> = {}): TimeReport {
  const globex = { uid: 'p2', name: 'Globex', slug: 'globex' };
  return aTimeReport({
    total_seconds: 18_000,
    by_project: [
      { project: ACME, seconds: 14_400 },
      { project: globex, seconds: 3600 },
    ],
    by_person: [
      { person: ADA, seconds: 14_400 },
      { person: { ...GRACE, name: null }, seconds: 3600 },
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
  });
}
