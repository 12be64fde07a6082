import type { SlateWeek } from '../brand.schema';
import type { PostPurpose } from '../tickets';
import type { AnalyticsGroup } from './analytics.schema';
import { engagementRate, engagements, type Summary, summarize } from './formulas';
import { isCount, type MetricValue, type PostMetrics } from './metrics';
import {
  type AccountDay,
  type FollowerSeries,
  followerSeries,
  type ReachDay,
  rangeDays,
  reachByDay,
} from './trends';
import { buildWeeks, type WeekRow } from './weeks';
import { zonedParts } from './zone';

/**
 * The analytics page's figures for a brand and range (docs/product.md#analytics), built from
 * each post's latest figures and its 7-day snapshot. Every average says what it rests on (the
 * posts with a count, of all), and a post without a figure is never counted as 0.
 */

/** A post as the page reads it: its labels, its newest figures and those of its 7-day snapshot. */
export interface ReportPost {
  id: string;
  network: string;
  /** The account it went out on (a publishing channel's id). */
  account: string | null;
  source: 'published' | 'imported';
  /** ISO. */
  postedAt: string;
  url: string | null;
  pillar: string | null;
  purpose: string | null;
  format: string | null;
  /**
   * The imported post (the social module's id) whose labels are set on the page: an imported
   * post without a ticket. Null for a post labelled on its ticket.
   */
  importedPostId: string | null;
  latest: PostMetrics;
  /** Its figures 7 days after posting, once read. */
  week: PostMetrics | null;
  /**
   * Its account's followers on the brand-local day it went out (followers.ts), the rate's base
   * where the network gives neither reach nor views; null when that day was not read.
   */
  followers: number | null;
}

/** The top and bottom lists' length. */
export const ANALYTICS_TOP_POSTS = 10;
/**
 * A post ranks by its 7-day rate only from this reach (or views, where the network has no
 * reach): a post seen by a handful of people has a rate that says nothing.
 */
export const ANALYTICS_TOP_MIN_REACH = 100;

export interface Headline {
  posts: number;
  reach: Summary;
  views: Summary;
  engagements: Summary;
  /** The engagement rate per post (engagements per reach, else views). */
  rate: Summary;
}

export interface GroupRow {
  /** The pillar, purpose, format, platform or account; null for posts without one ("No pillar"). */
  key: string | null;
  posts: number;
  engagements: Summary;
  rate: Summary;
}

export interface HeatCell {
  /** Monday = 0. */
  weekday: number;
  hour: number;
  posts: number;
  /** The median engagement rate of the posts with one; null when none has. */
  median: number | null;
  /** How many of its posts have a rate. */
  rated: number;
}

export interface RankedPost {
  id: string;
  network: string;
  source: 'published' | 'imported';
  postedAt: string;
  url: string | null;
  pillar: string | null;
  purpose: string | null;
  format: string | null;
  importedPostId: string | null;
  /** The 7-day engagement rate. */
  rate: number;
  /** What it is per: reach or views, and how many. */
  denominator: 'reach' | 'views' | 'followers' | null;
  base: number | null;
}

export interface Report {
  headline: { current: Headline; previous: Headline };
  group: AnalyticsGroup;
  groups: GroupRow[];
  heatmap: HeatCell[];
  top: RankedPost[];
  bottom: RankedPost[];
  /** The range's weeks: the slate against the posts and their 7-day results (weeks.ts). */
  weeks: WeekRow[];
  /** Each account's followers per day, and the reach of each day's posts (trends.ts). */
  followers: FollowerSeries[];
  reach: ReachDay[];
  /** The range's imported posts without a ticket or a pillar, newest first (toLabel). */
  toLabel: { count: number; posts: ReportPost[] };
}

/** How many imported posts to label the page lists at once. */
export const ANALYTICS_TO_LABEL_POSTS = 20;

/**
 * The imported posts of the range labelled by no one yet — no ticket, no pillar — newest first:
 * the page lists them to label, whether or not they rank (one imported months after it went
 * out has no 7-day figure, so it never reaches the top or bottom lists).
 */
export function toLabel(posts: readonly ReportPost[]): { count: number; posts: ReportPost[] } {
  const unlabelled = posts.filter((post) => post.importedPostId !== null && post.pillar === null);
  return {
    count: unlabelled.length,
    posts: [...unlabelled]
      .sort((a, b) => b.postedAt.localeCompare(a.postedAt) || a.id.localeCompare(b.id))
      .slice(0, ANALYTICS_TO_LABEL_POSTS),
  };
}

export interface ReportOptions {
  group: AnalyticsGroup;
  timeZone: string;
  /** The range's first and last brand-local days. */
  from: string;
  to: string;
  /** Each week's slate by its Monday; null when the reader is not shown the slate. */
  slates: readonly SlateWeek[] | null;
  /** The accounts' followers per day in the range, as the filters narrowed them. */
  accountDays: readonly AccountDay[];
  /** The purpose filter: the slate is then read for that purpose alone. */
  purpose?: PostPurpose | undefined;
}

/**
 * A post's engagement rate on its latest figures, worked out once per post however many parts
 * of the page ask (the headline, the breakdown and the heatmap each do, for thousands of posts).
 */
const rates = new WeakMap<ReportPost, MetricValue>();
const rateOf = (post: ReportPost): MetricValue => {
  let rate = rates.get(post);
  if (rate === undefined) {
    rate = engagementRate(post.latest, post.followers).value;
    rates.set(post, rate);
  }
  return rate;
};
const totals = new WeakMap<PostMetrics, MetricValue>();
const engagementsOf = (metrics: PostMetrics): MetricValue => {
  let total = totals.get(metrics);
  if (total === undefined) {
    total = engagements(metrics);
    totals.set(metrics, total);
  }
  return total;
};

export function headline(posts: readonly ReportPost[]): Headline {
  return {
    posts: posts.length,
    reach: summarize(posts.map((p) => p.latest.reach ?? 'not_offered')),
    views: summarize(posts.map((p) => p.latest.views ?? 'not_offered')),
    engagements: summarize(posts.map((p) => engagementsOf(p.latest))),
    rate: summarize(posts.map((p) => rateOf(p))),
  };
}

const keyOf = (post: ReportPost, group: AnalyticsGroup): string | null =>
  group === 'platform' ? post.network : group === 'account' ? post.account : post[group];

/** The posts by pillar, purpose, format, platform or account, the most engaging first; "none" last. */
export function groupBy(posts: readonly ReportPost[], group: AnalyticsGroup): GroupRow[] {
  const groups = new Map<string | null, ReportPost[]>();
  for (const post of posts) {
    const key = keyOf(post, group);
    const members = groups.get(key);
    if (members) members.push(post);
    else groups.set(key, [post]);
  }
  return [...groups.entries()]
    .map(([key, members]) => ({
      key,
      posts: members.length,
      engagements: summarize(members.map((p) => engagementsOf(p.latest))),
      rate: summarize(members.map((p) => rateOf(p))),
    }))
    .sort((a, b) =>
      a.key === null
        ? 1
        : b.key === null
          ? -1
          : (b.rate.median ?? -1) - (a.rate.median ?? -1) || b.posts - a.posts,
    );
}

/** Weekday × hour of posting, in the brand's zone: how many posts and their median rate. */
export function heatmap(posts: readonly ReportPost[], timeZone: string): HeatCell[] {
  const cells = new Map<string, { weekday: number; hour: number; posts: number; rates: MetricValue[] }>();
  for (const post of posts) {
    const { weekday, hour } = zonedParts(new Date(post.postedAt), timeZone);
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? { weekday, hour, posts: 0, rates: [] };
    cell.posts += 1;
    cell.rates.push(rateOf(post));
    cells.set(key, cell);
  }
  return [...cells.values()]
    .map(({ weekday, hour, posts: count, rates }) => {
      const summary = summarize(rates);
      return { weekday, hour, posts: count, median: summary.median, rated: summary.counted };
    })
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}

/** The posts ranked by their 7-day rate, those seen by too few left out. */
export function ranked(posts: readonly ReportPost[]): RankedPost[] {
  const rankedPosts: RankedPost[] = [];
  for (const post of posts) {
    if (!post.week) continue;
    const rate = engagementRate(post.week, post.followers);
    if (!isCount(rate.value) || (rate.base ?? 0) < ANALYTICS_TOP_MIN_REACH) continue;
    rankedPosts.push({
      id: post.id,
      network: post.network,
      source: post.source,
      postedAt: post.postedAt,
      url: post.url,
      pillar: post.pillar,
      purpose: post.purpose,
      format: post.format,
      importedPostId: post.importedPostId,
      rate: rate.value,
      denominator: rate.denominator,
      base: rate.base,
    });
  }
  return rankedPosts.sort((a, b) => b.rate - a.rate || a.postedAt.localeCompare(b.postedAt));
}

export function buildReport(
  current: readonly ReportPost[],
  previous: readonly ReportPost[],
  options: ReportOptions,
): Report {
  const order = ranked(current);
  const days = rangeDays(options.from, options.to);
  return {
    headline: { current: headline(current), previous: headline(previous) },
    group: options.group,
    groups: groupBy(current, options.group),
    heatmap: heatmap(current, options.timeZone),
    top: order.slice(0, ANALYTICS_TOP_POSTS),
    // The lowest, worst first, never a post the top list holds.
    bottom: order.slice(Math.max(ANALYTICS_TOP_POSTS, order.length - ANALYTICS_TOP_POSTS)).reverse(),
    weeks: buildWeeks(current, options),
    followers: followerSeries(options.accountDays, days),
    reach: reachByDay(current, days, options.timeZone),
    toLabel: toLabel(current),
  };
}
