import { addDays, brandDay } from '../analytics/schedule';
import { zonedInstant } from '../publishing/queue-slots';
import { APPROVAL_OVERDUE_REMINDERS } from './workflow';

/**
 * A round's step timers (docs/product.md#approvals). A step is due `due_days` after the day it
 * opened, at the end of that day in the brand's time zone (a step opened on Monday, due in 3
 * days, is due when Thursday ends there). Its approvers who have not decided are reminded 24
 * hours before, when it falls due, then once a day while it is overdue (at most
 * APPROVAL_OVERDUE_REMINDERS times); `expire_days` after it fell due, the round expires: the
 * post goes back to In Review and its requester is told. Pure: the server keeps how many of a
 * step's actions are done and asks this what comes next.
 */

const HOUR_MS = 3_600_000;
/** The first reminder: this long before the step falls due. */
export const APPROVAL_REMIND_BEFORE_MS = 24 * HOUR_MS;
/** A client's daily digest of what waits on them goes out at this hour of the brand's day. */
export const APPROVAL_DIGEST_TIME = '09:00';

export type TimerAction =
  | { kind: 'reminder'; stage: 'before' | 'due' | 'overdue'; at: Date }
  | { kind: 'expire'; at: Date };

/** The instant a brand-local day (`YYYY-MM-DD`) starts, in its zone (a skipped midnight: just after the skip). */
export function dayStart(day: string, timeZone: string): Date {
  return atTime(day, '00:00', timeZone);
}

/** A brand-local wall-clock time on a brand-local day, as an instant. */
export function atTime(day: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return zonedInstant({ year, month, day: date }, time, timeZone);
}

/** The brand-local day a step opened at `openedAt` is due (the whole of that day counts). */
export function stepDueDay(openedAt: Date, dueDays: number, timeZone: string): string {
  return addDays(brandDay(openedAt, timeZone), dueDays);
}

/** The instant the step falls due: the end of its due day in the brand's zone. */
export function stepDueAt(openedAt: Date, dueDays: number, timeZone: string): Date {
  return dayStart(addDays(stepDueDay(openedAt, dueDays, timeZone), 1), timeZone);
}

export interface StepClock {
  openedAt: Date;
  dueDays: number;
  expireDays: number;
  timeZone: string;
}

/**
 * Everything a step's timer will do, in order: remind 24 h before it falls due (unless that is
 * before it opened), when it falls due, then at the start of each overdue brand-local day (at
 * most APPROVAL_OVERDUE_REMINDERS, none on or after the expiry), and expire `expireDays` days
 * after it fell due. The last action is always the expiry.
 */
export function stepTimeline({ openedAt, dueDays, expireDays, timeZone }: StepClock): TimerAction[] {
  const dueDay = stepDueDay(openedAt, dueDays, timeZone);
  const dueAt = dayStart(addDays(dueDay, 1), timeZone);
  const expireAt = dayStart(addDays(dueDay, 1 + expireDays), timeZone);
  const actions: TimerAction[] = [];
  const before = new Date(dueAt.getTime() - APPROVAL_REMIND_BEFORE_MS);
  if (before > openedAt) actions.push({ kind: 'reminder', stage: 'before', at: before });
  actions.push({ kind: 'reminder', stage: 'due', at: dueAt });
  for (let day = 1; day <= APPROVAL_OVERDUE_REMINDERS; day += 1) {
    const at = dayStart(addDays(dueDay, 1 + day), timeZone);
    if (at < expireAt) actions.push({ kind: 'reminder', stage: 'overdue', at });
  }
  actions.push({ kind: 'expire', at: expireAt });
  return actions;
}

/**
 * The action to take at `now`, the first `done` being done: the latest one whose time has come,
 * so a timer that was not looked at for a while sends one reminder, not each it missed (and
 * expires, when the expiry has come). Null when the next one is still ahead.
 */
export function dueAction(
  actions: readonly TimerAction[],
  done: number,
  now: Date,
): { index: number; action: TimerAction } | null {
  let found: { index: number; action: TimerAction } | null = null;
  for (let index = done; index < actions.length && actions[index]!.at <= now; index += 1)
    found = { index, action: actions[index]! };
  return found;
}

/** When the timer should be looked at next, the first `done` being done; null once all are. */
export function nextActionAt(actions: readonly TimerAction[], done: number): Date | null {
  return actions[done]?.at ?? null;
}

/**
 * When a client's next daily digest may go out: now, unless one went out on this brand-local
 * day already, then at APPROVAL_DIGEST_TIME on the next day (at most one a day).
 */
export function nextDigestAt(now: Date, lastDay: string | null, timeZone: string): Date {
  const today = brandDay(now, timeZone);
  if (lastDay === null || lastDay < today) return now;
  return atTime(addDays(lastDay, 1), APPROVAL_DIGEST_TIME, timeZone);
}

/** A brand-local day as people read it in a notice: `Fri 8 May`. */
export function dayLabel(day: string): string {
  return new Date(`${day}T12:00:00.000Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
