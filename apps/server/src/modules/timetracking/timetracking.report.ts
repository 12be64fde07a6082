import { calendarDayTime } from '@expertos/domain/dates';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { isoWeekStart, TIME_REPORT_MAX_DAYS, type TimeReport } from '@expertos/domain/timetracking.schema';
import { dayIn } from '@expertos/domain/zoned-time';
import type { ReportEntryRow } from './timetracking.repository.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** The most weeks a range of TIME_REPORT_MAX_DAYS days can touch (a partial week at each end). */
export const REPORT_MAX_WEEKS = Math.ceil(TIME_REPORT_MAX_DAYS / 7) + 1;

/** `YYYY-MM-DD` as midnight UTC, or null when it is no real date (2024-02-31). */
export const parseDay = calendarDayTime;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The Mondays of every ISO week touching [from, to], oldest first. Counted in numbers, never
 * by comparing strings (`+010000-01-03` sorts before `9999-…`), and never more than
 * REPORT_MAX_WEEKS whatever the inputs, so a bad range cannot spin the event loop.
 */
export function weeksOf(from: string, to: string): string[] {
  if (parseDay(from) === null || parseDay(to) === null) return [];
  const first = parseDay(isoWeekStart(from));
  const last = parseDay(isoWeekStart(to));
  if (first === null || last === null || first > last) return [];
  const count = Math.min(Math.round((last - first) / WEEK_MS) + 1, REPORT_MAX_WEEKS);
  return Array.from({ length: count }, (_, i) => new Date(first + i * WEEK_MS).toISOString().slice(0, 10));
}

export interface ReportLookups {
  projects: Map<string, { uid: string; name: string; slug: string }>;
  people: Map<string, PersonRef>;
}

const add = <K>(map: Map<K, number>, key: K, seconds: number) => map.set(key, (map.get(key) ?? 0) + seconds);

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Adds up finished entries by brand, person, week and (week, brand, person) cell. */
export function buildReport(
  range: { from: string; to: string; zone?: string },
  entries: ReportEntryRow[],
  lookups: ReportLookups,
): TimeReport {
  const byProject = new Map<string, number>();
  const byPerson = new Map<string, number>();
  const byWeek = new Map<string, number>(weeksOf(range.from, range.to).map((week) => [week, 0]));
  const cells = new Map<string, number>();
  let total = 0;
  for (const entry of entries) {
    // The week of the day the entry started on, in the viewer's zone.
    const week = isoWeekStart(dayIn(new Date(entry.started_at), range.zone ?? 'UTC'));
    total += entry.seconds;
    add(byProject, entry.project_id, entry.seconds);
    add(byPerson, entry.member_id, entry.seconds);
    add(byWeek, week, entry.seconds);
    add(cells, `${week}|${entry.project_id}|${entry.member_id}`, entry.seconds);
  }

  const projectOf = (id: string) => lookups.projects.get(id) ?? { uid: id, name: '', slug: '' };
  const personOf = (id: string): PersonRef =>
    lookups.people.get(id) ?? { uid: id, name: null, email: '', image: null };

  return {
    from: range.from,
    to: range.to,
    total_seconds: total,
    by_project: [...byProject]
      .map(([id, seconds]) => ({ project: projectOf(id), seconds }))
      .sort((a, b) => b.seconds - a.seconds || byText(a.project.name, b.project.name)),
    by_person: [...byPerson]
      .map(([id, seconds]) => ({ person: personOf(id), seconds }))
      .sort(
        (a, b) =>
          b.seconds - a.seconds || byText(a.person.name ?? a.person.email, b.person.name ?? b.person.email),
      ),
    by_week: [...byWeek].sort(([a], [b]) => a.localeCompare(b)).map(([week, seconds]) => ({ week, seconds })),
    rows: [...cells]
      .map(([key, seconds]) => {
        const [week, project_uid, person_uid] = key.split('|') as [string, string, string];
        return { week, project_uid, person_uid, seconds };
      })
      .sort(
        (a, b) =>
          a.week.localeCompare(b.week) ||
          a.project_uid.localeCompare(b.project_uid) ||
          a.person_uid.localeCompare(b.person_uid),
      ),
  };
}
