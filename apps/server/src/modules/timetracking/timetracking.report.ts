import type { PersonRef } from '@expertos/domain/ticket.schema';
import { isoWeekStart, type TimeReport } from '@expertos/domain/timetracking.schema';
import type { ReportEntryRow } from './timetracking.repository.js';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` as midnight UTC, or null when it is no real date (2024-02-31). */
export function parseDay(day: string): number | null {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time;
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The Mondays of every ISO week touching [from, to], oldest first. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  const last = isoWeekStart(to);
  for (let week = isoWeekStart(from); week <= last; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

export interface ReportLookups {
  projects: Map<string, { uid: string; name: string; slug: string }>;
  people: Map<string, PersonRef>;
}

const add = <K>(map: Map<K, number>, key: K, seconds: number) => map.set(key, (map.get(key) ?? 0) + seconds);

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Adds up finished entries by brand, person, week and (week, brand, person) cell. */
export function buildReport(
  range: { from: string; to: string },
  entries: ReportEntryRow[],
  lookups: ReportLookups,
): TimeReport {
  const byProject = new Map<string, number>();
  const byPerson = new Map<string, number>();
  const byWeek = new Map<string, number>(weeksOf(range.from, range.to).map((week) => [week, 0]));
  const cells = new Map<string, number>();
  let total = 0;
  for (const entry of entries) {
    const week = isoWeekStart(entry.started_at);
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
