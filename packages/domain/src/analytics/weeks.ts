import type { SlateWeek } from '../brand.schema';
import { POST_PURPOSES, type PostPurpose } from '../tickets';
import { isoWeekStart } from '../timetracking.schema';
import { ANALYTICS_MAX_RANGE_DAYS } from './analytics.schema';
import { engagementRate, type Summary, summarize } from './formulas';
import type { MetricValue, PostMetrics } from './metrics';
import { addDays, brandDay } from './schedule';

/**
 * "Plan and results by week" (docs/product.md#analytics): for each week of the range, the
 * slate's targets and the post tickets due (as the brand's overview counts them), the posts that
 * went out and the median of their 7-day rates. Weeks start on Monday, as the slate counts them
 * (the overview's week and the brand check's), and are the brand's calendar weeks.
 */

/** A post as the weeks read it: when it went out, its purpose and its figures at 7 days. */
export interface WeekPost {
  postedAt: string;
  purpose: string | null;
  week: PostMetrics | null;
  /** Its account's followers the day it went out (followers.ts); null when not read. */
  followers: number | null;
}

export interface WeekPurpose {
  purpose: PostPurpose;
  /** The slate's target; null when the slate is not shown to the reader. */
  target: number | null;
  /** Post tickets of this purpose due in the week; null when the slate is not shown. */
  planned: number | null;
  posted: number;
}

export interface WeekRow {
  /** Monday and Sunday of the week (brand-local calendar days). */
  start: string;
  end: string;
  /** How many of its days the range holds: fewer than 7 for a week the range cuts. */
  days: number;
  /** Summed over the purposes in view; null when the slate is not shown. */
  target: number | null;
  planned: number | null;
  posted: number;
  purposes: WeekPurpose[];
  /**
   * Post tickets due and posts without a purpose (counted in `planned` and `posted`); null under
   * a purpose filter, which leaves them out.
   */
  unassigned: { planned: number | null; posted: number } | null;
  /** The posts' 7-day engagement rates: the median, and how many of the week's posts have one. */
  rate: Summary;
}

/** The most weeks a range touches: one part-week at each end beyond its whole weeks. */
const MAX_WEEKS = Math.ceil(ANALYTICS_MAX_RANGE_DAYS / 7) + 1;

/** The Mondays of every week the range [from, to] touches, oldest first (never more than MAX_WEEKS). */
export function weekStarts(from: string, to: string): string[] {
  const starts: string[] = [];
  for (let start = isoWeekStart(from); start <= to && starts.length < MAX_WEEKS; start = addDays(start, 7))
    starts.push(start);
  return starts;
}

/** A post's rate 7 days after posting; a post not yet read at 7 days has none yet (never 0). */
const weekRate = (post: WeekPost): MetricValue =>
  post.week ? engagementRate(post.week, post.followers).value : 'not_yet';

const isPurpose = (value: string | null): value is PostPurpose =>
  value !== null && (POST_PURPOSES as readonly string[]).includes(value);

/**
 * The range's weeks. `posts` are the range's posts as the page filtered them; `slates` the
 * slate of each week (by its Monday), or null when the reader is not shown the slate. Under a
 * purpose filter only that purpose's targets and tickets count, so the totals compare like with
 * like; the slate knows no platform, account, pillar or format, so those filters narrow the
 * posts alone.
 */
export function buildWeeks(
  posts: readonly WeekPost[],
  options: {
    from: string;
    to: string;
    timeZone: string;
    slates: readonly SlateWeek[] | null;
    purpose?: PostPurpose | undefined;
  },
): WeekRow[] {
  const { from, to, timeZone, slates, purpose } = options;
  const inView = purpose ? [purpose] : POST_PURPOSES;
  const byWeek = new Map<string, WeekPost[]>();
  // A page holds thousands of posts over a few hundred days: each day's Monday worked out once.
  const mondays = new Map<string, string>();
  for (const post of posts) {
    const day = brandDay(new Date(post.postedAt), timeZone);
    let start = mondays.get(day);
    if (start === undefined) {
      start = isoWeekStart(day);
      mondays.set(day, start);
    }
    const members = byWeek.get(start);
    if (members) members.push(post);
    else byWeek.set(start, [post]);
  }
  const slateOf = new Map(slates?.map((slate) => [slate.start, slate]));
  return weekStarts(from, to).map((start) => {
    const end = addDays(start, 6);
    const first = start < from ? from : start;
    const last = end > to ? to : end;
    const days = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;
    const members = byWeek.get(start) ?? [];
    // A week the slate read did not answer is shown as unknown, never as a target of 0.
    const slate = slates ? slateOf.get(start) : undefined;
    const purposes = inView.map((one) => ({
      purpose: one,
      target: slate ? slate.targets[one] : null,
      planned: slate ? slate.planned[one] : null,
      posted: members.filter((post) => post.purpose === one).length,
    }));
    const unassigned = purpose
      ? null
      : {
          planned: slate ? slate.unassigned : null,
          posted: members.filter((post) => !isPurpose(post.purpose)).length,
        };
    const sum = (values: readonly (number | null)[]) =>
      values.some((value) => value === null) ? null : (values as number[]).reduce((a, b) => a + b, 0);
    return {
      start,
      end,
      days,
      target: slate ? sum(purposes.map((row) => row.target)) : null,
      planned: slate ? sum([...purposes.map((row) => row.planned), unassigned?.planned ?? 0]) : null,
      posted: members.length,
      purposes,
      unassigned,
      rate: summarize(members.map(weekRate)),
    };
  });
}
