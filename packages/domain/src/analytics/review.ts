import { zonedInstant } from '../publishing/queue-slots';
import { WEEKDAYS, type Weekday } from '../settings';
import { POST_FORMAT_LABELS, POST_PURPOSES, type PostPurpose } from '../tickets';
import { type BestTimeSlot, bestTimes } from './best-times';
import { engagementRate, type Summary, summarize } from './formulas';
import { isCount, type MetricValue, type PostMetrics } from './metrics';
import { ANALYTICS_TOP_MIN_REACH } from './report';
import { addDays } from './schedule';
import { zonedParts } from './zone';

/**
 * The brand's weekly review (docs/product.md#analytics): written by these rules from the week's
 * slate and the brand's posts, once per brand and week, on its review day at its review hour
 * (brand time). With AI on, the model adds a summary and suggestions on top; these rules' content
 * stands whatever the model does.
 */

/** The hour the review is written when a brand admin has not chosen one (brand time). */
export const DEFAULT_REVIEW_HOUR = 8;
/** Posts compared against the brand's median: those posted in the 12 weeks before. */
export const REVIEW_MEDIAN_WEEKS = 12;
/** A post older than this may be offered again ("reuse"). */
export const REVIEW_REUSE_AFTER_DAYS = 60;
/** How far back reuse looks. */
export const REVIEW_REUSE_WITHIN_DAYS = 365;
/** The best pillars, formats, times and posts to reuse it names. */
export const REVIEW_LIST_SIZE = 3;
/** A pillar or format is ranked from this many posts with a 7-day rate. */
export const REVIEW_MIN_GROUP_POSTS = 2;
/** What the model adds: exactly this many suggestions. */
export const REVIEW_AI_SUGGESTIONS = 3;

const DAY_MS = 86_400_000;

/** The ISO 8601 week of a calendar date: `2026-W19`. */
export function isoWeek(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday = 0
  // The week's Thursday decides its year.
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  firstThursday.setUTCDate(firstThursday.getUTCDate() - ((firstThursday.getUTCDay() + 6) % 7) + 3);
  const week = 1 + Math.round((date.getTime() - firstThursday.getTime()) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export interface ReviewMoment {
  /** When the review is written: the review day at the review hour, brand time. */
  at: Date;
  /** The brand-local review day (YYYY-MM-DD). */
  day: string;
  /** Its ISO week, which names the review (one per brand and week). */
  week: string;
  /** The 7 brand-local days the review looks back on: the 7 days before the review day. */
  from: string;
  to: string;
}

/** The review moment of a brand-local review day at `hour`:00 in the zone. */
export function reviewMomentOn(day: string, hour: number, zone: string): ReviewMoment {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return {
    at: zonedInstant({ year, month, day: date }, `${String(hour).padStart(2, '0')}:00`, zone),
    day,
    week: isoWeek(day),
    from: addDays(day, -7),
    to: addDays(day, -1),
  };
}

/**
 * The latest review moment at or before `now`: the last `weekday` at `hour`:00 in the zone (the
 * clocks changing in between move it with the brand's wall clock, not with UTC).
 */
export function latestReviewMoment(now: Date, zone: string, weekday: Weekday, hour: number): ReviewMoment {
  const local = zonedParts(now, zone);
  const today = `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
  const back = (local.weekday - WEEKDAYS.indexOf(weekday) + 7) % 7;
  const moment = reviewMomentOn(addDays(today, -back), hour, zone);
  return moment.at.getTime() <= now.getTime() ? moment : reviewMomentOn(addDays(moment.day, -7), hour, zone);
}

/** The first review moment strictly after `now`. */
export function nextReviewMoment(now: Date, zone: string, weekday: Weekday, hour: number): ReviewMoment {
  const latest = latestReviewMoment(now, zone, weekday, hour);
  return reviewMomentOn(addDays(latest.day, 7), hour, zone);
}

/** A post as the review reads it: its labels and its figures 7 days after posting, once read. */
export interface ReviewPost {
  id: string;
  network: string;
  /** ISO. */
  postedAt: string;
  url: string | null;
  pillar: string | null;
  purpose: string | null;
  format: string | null;
  week: PostMetrics | null;
  /** Its account's followers the day it went out (followers.ts); null when not read. */
  followers: number | null;
}

/** The slate of the week reviewed, as the brand's overview counts it. */
export interface ReviewSlate {
  targets: Record<PostPurpose, number>;
  planned: Record<PostPurpose, number>;
  posted: Record<PostPurpose, number>;
  unassigned: number;
}

export interface ReviewInput {
  moment: ReviewMoment;
  timeZone: string;
  slate: ReviewSlate;
  /** The brand's posts of the REVIEW_REUSE_WITHIN_DAYS days before the review, any order. */
  posts: readonly ReviewPost[];
}

export interface ReviewPurposeRow {
  purpose: PostPurpose;
  target: number;
  planned: number;
  posted: number;
  /** Posted short of the target (0 when met). */
  short: number;
}

export interface ReviewRatedPost {
  id: string;
  network: string;
  posted_at: string;
  url: string | null;
  pillar: string | null;
  /** The 7-day engagement rate, or why there is none. */
  rate: MetricValue;
  /** Against the brand's median: above, below, level; null without a rate or a median. */
  versus: 'above' | 'below' | 'level' | null;
}

export interface ReviewGroup {
  key: string;
  /** The median 7-day rate of its posts. */
  median: number;
  posts: number;
}

export interface ReviewContent {
  week: { from: string; to: string; iso: string };
  time_zone: string;
  slate: { purposes: ReviewPurposeRow[]; unassigned: number };
  results: {
    /** The posts whose first week ended in the week reviewed: posted 7–14 days before the review. */
    from: string;
    to: string;
    /** The brand's median 7-day rate over the REVIEW_MEDIAN_WEEKS weeks before, and what it rests on. */
    median: Summary;
    posts: ReviewRatedPost[];
    above: number;
    below: number;
    unrated: number;
  };
  next: {
    short: { purpose: PostPurpose; missing: number }[];
    pillars: ReviewGroup[];
    formats: ReviewGroup[];
    /** Enough posts for best times (best-times.ts); the best slots when there are. */
    times: { enough: boolean; posts: number; slots: BestTimeSlot[] };
    reuse: ReviewRatedPost[];
  };
}

/** A post's 7-day rate when it was seen by enough people to say something; else why not. */
function weekRate(post: ReviewPost): MetricValue {
  if (!post.week) return 'not_yet';
  const rate = engagementRate(post.week, post.followers);
  if (!isCount(rate.value)) return rate.value;
  return (rate.base ?? 0) >= ANALYTICS_TOP_MIN_REACH ? rate.value : 'unavailable';
}

const versusOf = (rate: MetricValue, median: number | null): ReviewRatedPost['versus'] =>
  !isCount(rate) || median === null ? null : rate > median ? 'above' : rate < median ? 'below' : 'level';

function rated(post: ReviewPost, rate: MetricValue, median: number | null): ReviewRatedPost {
  return {
    id: post.id,
    network: post.network,
    posted_at: post.postedAt,
    url: post.url,
    pillar: post.pillar,
    rate,
    versus: versusOf(rate, median),
  };
}

/** The pillars or formats by the median 7-day rate of their posts, best first; unlabelled posts left out. */
function bestGroups(posts: readonly { key: string | null; rate: number }[]): ReviewGroup[] {
  const groups = new Map<string, number[]>();
  for (const { key, rate } of posts) {
    if (key === null) continue;
    groups.set(key, [...(groups.get(key) ?? []), rate]);
  }
  return [...groups.entries()]
    .filter(([, rates]) => rates.length >= REVIEW_MIN_GROUP_POSTS)
    .map(([key, rates]) => ({ key, median: summarize(rates).median!, posts: rates.length }))
    .sort((a, b) => b.median - a.median || b.posts - a.posts || a.key.localeCompare(b.key))
    .slice(0, REVIEW_LIST_SIZE);
}

/** The review's content from the week's slate and the brand's posts. */
export function buildReview({ moment, timeZone, slate, posts }: ReviewInput): ReviewContent {
  const at = moment.at.getTime();
  const ago = (post: ReviewPost) => (at - Date.parse(post.postedAt)) / DAY_MS;
  const withRates = posts.map((post) => ({ post, rate: weekRate(post) }));

  // The median rests on the posts of the 12 weeks before whose first week is over.
  const baseline = withRates.filter(({ post }) => ago(post) >= 7 && ago(post) < 7 + REVIEW_MEDIAN_WEEKS * 7);
  const median = summarize(baseline.map(({ rate }) => rate));

  const weekOld = withRates
    .filter(({ post }) => ago(post) >= 7 && ago(post) < 14)
    .sort((a, b) => a.post.postedAt.localeCompare(b.post.postedAt));
  const results = weekOld.map(({ post, rate }) => rated(post, rate, median.median));

  const counted = baseline.filter((one): one is { post: ReviewPost; rate: number } => isCount(one.rate));
  const purposes = POST_PURPOSES.map((purpose) => ({
    purpose,
    target: slate.targets[purpose],
    planned: slate.planned[purpose],
    posted: slate.posted[purpose],
    short: Math.max(0, slate.targets[purpose] - slate.posted[purpose]),
  }));
  const times = bestTimes(
    counted.map(({ post, rate }) => ({ postedAt: new Date(post.postedAt), rate })),
    timeZone,
  );
  const reuse = withRates
    .filter(
      (one): one is { post: ReviewPost; rate: number } =>
        isCount(one.rate) && ago(one.post) > REVIEW_REUSE_AFTER_DAYS,
    )
    .sort((a, b) => b.rate - a.rate || a.post.postedAt.localeCompare(b.post.postedAt))
    .slice(0, REVIEW_LIST_SIZE)
    .map(({ post, rate }) => rated(post, rate, median.median));

  return {
    week: { from: moment.from, to: moment.to, iso: moment.week },
    time_zone: timeZone,
    slate: { purposes, unassigned: slate.unassigned },
    results: {
      from: addDays(moment.day, -14),
      to: addDays(moment.day, -8),
      median,
      posts: results,
      above: results.filter((p) => p.versus === 'above').length,
      below: results.filter((p) => p.versus === 'below').length,
      unrated: results.filter((p) => !isCount(p.rate)).length,
    },
    next: {
      short: purposes.filter((p) => p.short > 0).map(({ purpose, short }) => ({ purpose, missing: short })),
      pillars: bestGroups(counted.map(({ post, rate }) => ({ key: post.pillar, rate }))),
      formats: bestGroups(counted.map(({ post, rate }) => ({ key: post.format, rate }))),
      times: { enough: times.enough, posts: times.posts, slots: times.slots.slice(0, REVIEW_LIST_SIZE) },
      reuse,
    },
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const percent = (rate: number | null) => (rate === null ? 'no figure yet' : `${(rate * 100).toFixed(1)}%`);
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const PURPOSE_NAMES: Record<PostPurpose, string> = {
  growth: 'growth',
  trust_building: 'trust building',
  sales_promotion: 'sales & promotion',
};

/**
 * The rules' own words for the review, in English: the e-mail's lines, and what stands when the
 * model adds nothing. The app shows the same content through its own texts.
 */
export function reviewLines(content: ReviewContent): string[] {
  const lines: string[] = [];
  const { purposes } = content.slate;
  const posted = purposes.reduce((sum, p) => sum + p.posted, 0);
  const target = purposes.reduce((sum, p) => sum + p.target, 0);
  lines.push(
    `Posted ${posted} of the ${target} posts the slate asks for (${purposes
      .map((p) => `${PURPOSE_NAMES[p.purpose]} ${p.posted}/${p.target}`)
      .join(', ')}).`,
  );
  const { results } = content;
  lines.push(
    results.posts.length === 0
      ? 'No posts finished their first week.'
      : `${plural(results.posts.length, 'post finished its', 'posts finished their')} first week: ${results.above} above the 12-week median of ${percent(
          results.median.median,
        )} (${results.median.counted} of ${results.median.of} posts), ${results.below} below${
          results.unrated ? `, ${results.unrated} without a rate yet` : ''
        }.`,
  );
  const { next } = content;
  if (next.short.length)
    lines.push(
      `Short of the slate: ${next.short.map((s) => `${s.missing} ${PURPOSE_NAMES[s.purpose]}`).join(', ')}.`,
    );
  if (next.pillars.length) lines.push(`Best pillars: ${next.pillars.map((g) => g.key).join(', ')}.`);
  // A format by its name ("Reel"); one that is not a known format (an older free text) as it is.
  const formatName = (key: string) => POST_FORMAT_LABELS[key as keyof typeof POST_FORMAT_LABELS] ?? key;
  if (next.formats.length)
    lines.push(`Best formats: ${next.formats.map((g) => formatName(g.key)).join(', ')}.`);
  lines.push(
    next.times.enough && next.times.slots.length
      ? `Best times: ${next.times.slots
          .map((s) => `${WEEKDAY_NAMES[s.weekday]} ${String(s.hour).padStart(2, '0')}:00`)
          .join(', ')}.`
      : 'Best times: not enough data yet.',
  );
  if (next.reuse.length)
    lines.push(`${plural(next.reuse.length, 'post', 'posts')} older than 60 days did well enough to reuse.`);
  return lines;
}
