import type { AnalyticsPlatform } from '@expertos/domain/analytics/analytics.schema';
import { bestTimes } from '@expertos/domain/analytics/best-times';
import {
  BEST_TIMES_TERMS,
  BEST_TIMES_WINDOW_DAYS,
  type BestTimesAnswer,
  isAnalyticsPlatform,
  settledRate,
  TOP_EXAMPLES,
  TOP_EXAMPLES_DAYS,
  type TopPost,
  topExamples,
} from '@expertos/domain/analytics/learn';
import { type ReportPost, ranked } from '@expertos/domain/analytics/report';
import { followersOf } from './followers.js';
import type { LearnRepository, LearnRow } from './learn.repository.js';
import type { ReportRepository } from './report.repository.js';

const DAY_MS = 86_400_000;
/** Ranked posts whose text is looked up: a few spare for the best ones that have none. */
const TEXT_CANDIDATES = TOP_EXAMPLES * 4;

/**
 * The text of the brand's posts, read through the modules that hold it: a post ticket's caption
 * (tickets), else an imported post's caption or a video's title and description (social).
 * Each answers by the analytics post's id; a post without text is left out.
 */
export type PostTexts = (
  projectId: string,
  posts: readonly Pick<LearnRow, 'id' | 'network' | 'remoteId' | 'ticketId'>[],
) => Promise<Map<string, string>>;

const asReportPost = (row: LearnRow, followers: Map<string, number>): ReportPost => ({
  id: row.id,
  network: row.network,
  account: row.account,
  source: row.source,
  postedAt: row.postedAt,
  url: row.url,
  pillar: null,
  purpose: null,
  format: null,
  latest: row.latest ?? {},
  week: row.week,
  // Ranking only: no label is offered from here.
  importedPostId: null,
  followers: followers.get(row.id) ?? null,
});

/**
 * What the plan learns from results (docs/product.md#analytics): the brand's best posts of the
 * last 90 days as the AI's examples, and its best hours per platform.
 */
export function createLearnService(deps: {
  posts: LearnRepository;
  /** Account days, for each post's followers the day it went out (followers.ts). */
  report: Pick<ReportRepository, 'accountDays'>;
  texts: PostTexts;
  timeZone: (projectId: string) => Promise<string>;
  now: () => Date;
}) {
  const since = (days: number) => new Date(deps.now().getTime() - days * DAY_MS).toISOString();

  return {
    /**
     * The brand's top TOP_EXAMPLES posts of the last TOP_EXAMPLES_DAYS days by their 7-day
     * engagement rate (the report's rule: read at 7 days and seen by enough people), with their
     * text; on one platform when named. None before there are results.
     */
    async topPostsFor(projectId: string, options: { network?: string | null } = {}): Promise<TopPost[]> {
      if (options.network && !isAnalyticsPlatform(options.network)) return [];
      const rows = await deps.posts.postsSince(
        projectId,
        since(TOP_EXAMPLES_DAYS),
        options.network ?? undefined,
      );
      const followers = await followersOf(deps.report, projectId, rows, await deps.timeZone(projectId));
      const posts = rows.map((row) => asReportPost(row, followers));
      const order = ranked(posts).slice(0, TEXT_CANDIDATES);
      if (order.length === 0) return [];
      const picked = new Set(order.map((p) => p.id));
      const texts = await deps.texts(
        projectId,
        rows.filter((row) => picked.has(row.id)),
      );
      return topExamples(
        posts.filter((p) => picked.has(p.id)),
        (id) => texts.get(id),
      );
    },

    /**
     * Each of these post tickets' engagement rate as the plan judges it (`settledRate`: at 7 days,
     * seen by enough people), the best of its networks'; a ticket without a settled rate is left
     * out. The evergreen queue brings back a post's most engaging text by it.
     */
    async ticketRates(projectId: string, ticketIds: readonly string[]): Promise<Map<string, number>> {
      const rows = await deps.posts.postsOfTickets(projectId, ticketIds);
      if (rows.length === 0) return new Map();
      const followers = await followersOf(deps.report, projectId, rows, await deps.timeZone(projectId));
      const now = deps.now();
      const rates = new Map<string, number>();
      for (const row of rows) {
        const rate = settledRate(
          { ...row, latest: row.latest ?? {}, followers: followers.get(row.id) ?? null },
          now,
        );
        if (!row.ticketId || Number.isNaN(rate)) continue;
        rates.set(row.ticketId, Math.max(rate, rates.get(row.ticketId) ?? Number.NEGATIVE_INFINITY));
      }
      return rates;
    },

    /**
     * The best weekdays and hours per platform in the brand's zone, from the posts of the last
     * BEST_TIMES_WINDOW_DAYS days (best-times.ts: enough posts on the platform and per slot, else
     * not enough yet). Without a platform, each one the brand has posts on.
     */
    async bestTimes(projectId: string, network?: AnalyticsPlatform): Promise<BestTimesAnswer> {
      const zone = await deps.timeZone(projectId);
      const now = deps.now();
      const rows = await deps.posts.postsSince(projectId, since(BEST_TIMES_WINDOW_DAYS), network);
      const followers = await followersOf(deps.report, projectId, rows, zone);
      const byNetwork = new Map<string, LearnRow[]>(network ? [[network, []]] : []);
      for (const row of rows) byNetwork.set(row.network, [...(byNetwork.get(row.network) ?? []), row]);
      const platforms = [...byNetwork.entries()]
        .filter((entry): entry is [AnalyticsPlatform, LearnRow[]] => isAnalyticsPlatform(entry[0]))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([platform, own]) => ({
          network: platform,
          ...bestTimes(
            own.map((row) => ({
              postedAt: new Date(row.postedAt),
              rate: settledRate(
                {
                  postedAt: row.postedAt,
                  week: row.week,
                  latest: row.latest ?? {},
                  followers: followers.get(row.id) ?? null,
                },
                now,
              ),
            })),
            zone,
          ),
        }));
      return { time_zone: zone, ...BEST_TIMES_TERMS, platforms };
    },
  };
}
export type LearnService = ReturnType<typeof createLearnService>;
