import { TRIAL_DAYS } from './plans';

const DAY_MS = 86_400_000;

export type TrialState = {
  /** Whole days since the workspace was created; never below 0. */
  ageDays: number;
  /** TRIAL_DAYS minus the age; negative once the trial is over. */
  daysLeft: number;
  onTrial: boolean;
  expired: boolean;
};

// A timestamp without offset (as SQLite's CURRENT_TIMESTAMP writes it) is UTC on our server;
// `new Date()` would read it as local time and shift the trial by the viewer's time zone.
const NAIVE_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  const naive = NAIVE_DATETIME.exec(value.trim());
  return new Date(naive ? `${naive[1]}T${naive[2]}Z` : value);
}

/**
 * The trial rule (docs/product.md#trial-and-plans): on trial while the age in whole days is 0 to
 * 13, days left is 14 minus the age, expired when days left is 0 or less. A creation date in the
 * future (clock skew) counts as age 0.
 */
export function trialState(workspaceCreatedAt: Date | string, now: Date = new Date()): TrialState {
  const created = toDate(workspaceCreatedAt);
  if (Number.isNaN(created.getTime()) || Number.isNaN(now.getTime())) {
    throw new RangeError('trialState: invalid date');
  }
  const ageDays = Math.max(0, Math.floor((now.getTime() - created.getTime()) / DAY_MS));
  const daysLeft = TRIAL_DAYS - ageDays;
  return { ageDays, daysLeft, onTrial: daysLeft > 0, expired: daysLeft <= 0 };
}

/** When a workspace's trial ends: its creation plus the trial's days. */
export function trialEndsAt(workspaceCreatedAt: Date | string): Date {
  const created = toDate(workspaceCreatedAt);
  if (Number.isNaN(created.getTime())) throw new RangeError('trialEndsAt: invalid date');
  return new Date(created.getTime() + TRIAL_DAYS * DAY_MS);
}
