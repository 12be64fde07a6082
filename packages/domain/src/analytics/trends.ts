import { ANALYTICS_MAX_RANGE_DAYS } from './analytics.schema';
import { summarize } from './formulas';
import type { PostMetrics } from './metrics';
import { addDays, brandDay } from './schedule';

/**
 * "Followers and reach" (docs/product.md#analytics): each account's followers per brand-local
 * day, and the reach of the posts that went out each day. A day without a figure stays a gap
 * (null), which the page draws as a break in the line, never as a fall to 0.
 */

/** One account's followers on one brand-local day, as collected (null: read, but no count). */
export interface AccountDay {
  account: string;
  network: string;
  day: string;
  followers: number | null;
}

export interface FollowerSeries {
  account: string;
  network: string;
  /** Every day of the range, oldest first; null for a day not read. */
  days: { day: string; followers: number | null }[];
}

export interface ReachDay {
  day: string;
  /** The sum of the latest reach of the posts that went out that day; null when none has one. */
  reach: number | null;
  /** How many of that day's posts have a reach… */
  counted: number;
  /** …of how many (0: no post that day). */
  of: number;
}

/** A post as the reach line reads it: when it went out and its newest figures. */
export interface ReachPost {
  postedAt: string;
  latest: PostMetrics;
}

/** Every day from `from` to `to`, both included (never more than the longest range). */
export function rangeDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < ANALYTICS_MAX_RANGE_DAYS; day = addDays(day, 1))
    days.push(day);
  return days;
}

/** One line per account that has a reading in the range, by network then account. */
export function followerSeries(rows: readonly AccountDay[], days: readonly string[]): FollowerSeries[] {
  const accounts = new Map<string, { network: string; byDay: Map<string, number | null> }>();
  for (const row of rows) {
    let account = accounts.get(row.account);
    if (!account) {
      account = { network: row.network, byDay: new Map() };
      accounts.set(row.account, account);
    }
    account.byDay.set(row.day, row.followers);
  }
  return [...accounts.entries()]
    .sort(([a, x], [b, y]) => x.network.localeCompare(y.network) || a.localeCompare(b))
    .map(([account, { network, byDay }]) => ({
      account,
      network,
      days: days.map((day) => ({ day, followers: byDay.get(day) ?? null })),
    }));
}

/** Each day's reach: the posts of that day in the brand's zone, a post without a reach left out. */
export function reachByDay(
  posts: readonly ReachPost[],
  days: readonly string[],
  timeZone: string,
): ReachDay[] {
  const byDay = new Map<string, ReachPost[]>();
  for (const post of posts) {
    const day = brandDay(new Date(post.postedAt), timeZone);
    const members = byDay.get(day);
    if (members) members.push(post);
    else byDay.set(day, [post]);
  }
  return days.map((day) => {
    const members = byDay.get(day) ?? [];
    const summary = summarize(members.map((post) => post.latest.reach ?? 'not_offered'));
    return { day, reach: summary.total, counted: summary.counted, of: summary.of };
  });
}
