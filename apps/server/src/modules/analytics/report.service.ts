import type { AnalyticsQuery } from '@expertos/domain/analytics/analytics.schema';
import { analyticsRangeProblem } from '@expertos/domain/analytics/analytics.schema';
import { ANALYTICS_EXPORT_COLUMNS, figureCells } from '@expertos/domain/analytics/export';
import { METRICS } from '@expertos/domain/analytics/metrics';
import { buildReport, type ReportPost } from '@expertos/domain/analytics/report';
import type { AnalyticsPost, AnalyticsReport } from '@expertos/domain/analytics/report.schema';
import { brandDay } from '@expertos/domain/analytics/schedule';
import { weekStarts } from '@expertos/domain/analytics/weeks';
import type { SlateWeek } from '@expertos/domain/brand.schema';
import { CSV_BOM, csvLine } from '@expertos/domain/csv';
import { zonedInstant } from '@expertos/domain/publishing/queue-slots';
import { AppError } from '../../platform/errors.js';
import { followersOf } from './followers.js';
import type { ReportFilters, ReportRepository } from './report.repository.js';
import type { ReportCache } from './report-cache.js';
import { readFigures, type TrackedPostsRepository } from './tracked-posts.repository.js';

/** A post ticket's labels, from the tickets module. */
export type PostLabels = (
  ticketIds: readonly string[],
) => Promise<Map<string, { pillar: string | null; purpose: string | null; format: string | null }>>;

/** An imported post's labels and id, from the social module (social/post-labels.ts). */
export interface ImportedLabels {
  facts(
    projectId: string,
    posts: readonly { network: string; remoteId: string }[],
  ): Promise<
    Map<
      string,
      {
        importedPostId: string;
        ticketId: string | null;
        pillar: string | null;
        purpose: string | null;
        format: string | null;
      }
    >
  >;
}

/** An account's name for the filters: a publishing channel or a social connection. */
export type AccountNames = (projectId: string) => Promise<{ id: string; network: string; name: string }[]>;

/** Posts whose snapshots the export reads at once. */
const EXPORT_CHUNK = 200;

/** The range when none is asked: the last 30 days, today included. */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const dayParts = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, day: date };
};
const addDays = (day: string, days: number) =>
  new Date(Date.UTC(dayParts(day).year, dayParts(day).month - 1, dayParts(day).day) + days * DAY_MS)
    .toISOString()
    .slice(0, 10);

/**
 * The analytics page (docs/product.md#analytics): a brand's posts of a range, by the brand's
 * days, against the same number of days just before; labels from the post's ticket, or, for an
 * imported post without one, those set on the page (kept by the social module).
 */
export function createReportService(deps: {
  report: ReportRepository;
  posts: Pick<TrackedPostsRepository, 'find' | 'snapshotsOf'>;
  labels: PostLabels;
  imported: ImportedLabels;
  accounts: AccountNames;
  pillars: (projectId: string) => Promise<string[]>;
  /** The slate of consecutive weeks, as the brand's overview counts it (brand-content), in one read. */
  slateWeeks: (projectId: string, weekStarts: readonly string[]) => Promise<SlateWeek[]>;
  timeZone: (projectId: string) => Promise<string>;
  /** The brand's results version with its workspace's ticket list version (report-cache.ts). */
  version: (projectId: string) => Promise<string>;
  cache: ReportCache;
  now: () => Date;
}) {
  /**
   * Each post's labels: its ticket's (the publication's, or the one made of an imported post),
   * else, for an imported post, those set on the page — then `importedPostId` says where.
   */
  async function labelsOf(
    projectId: string,
    rows: readonly { id: string; network: string; remoteId: string; ticketId: string | null }[],
  ) {
    const facts = await deps.imported.facts(
      projectId,
      rows.filter((row) => !row.ticketId).map((row) => ({ network: row.network, remoteId: row.remoteId })),
    );
    const factOf = (row: (typeof rows)[number]) =>
      row.ticketId ? undefined : facts.get(`${row.network}:${row.remoteId}`);
    const ticketOf = (row: (typeof rows)[number]) => row.ticketId ?? factOf(row)?.ticketId ?? null;
    const tickets = await deps.labels(rows.flatMap((row) => ticketOf(row) ?? []));
    const found = new Map<
      string,
      { pillar: string | null; purpose: string | null; format: string | null; importedPostId: string | null }
    >();
    for (const row of rows) {
      const ticketId = ticketOf(row);
      const ticket = ticketId ? tickets.get(ticketId) : undefined;
      const fact = factOf(row);
      if (ticket) found.set(row.id, { ...ticket, importedPostId: null });
      else if (fact)
        found.set(row.id, {
          pillar: fact.pillar,
          purpose: fact.purpose,
          format: fact.format,
          importedPostId: fact.importedPostId,
        });
    }
    return found;
  }

  async function postsOf(
    projectId: string,
    fromDay: string,
    toDay: string,
    zone: string,
    query: AnalyticsQuery,
  ) {
    const start = zonedInstant(dayParts(fromDay), '00:00', zone).toISOString();
    const end = zonedInstant(dayParts(addDays(toDay, 1)), '00:00', zone).toISOString();
    const filters = { platform: query.platform, account: query.account, source: query.source };
    // Kept under the brand's version, read before the posts: a list is never filed under a
    // version newer than what it was read at. The label filters narrow the kept list.
    // The brand's own zone, whatever the page is asked in: its accounts' days are kept in it.
    const brandZone = await deps.timeZone(projectId);
    const posts = await deps.cache.posts(
      JSON.stringify([projectId, start, end, filters.platform, filters.account, filters.source, brandZone]),
      await deps.version(projectId),
      () => readPosts(projectId, start, end, filters, brandZone),
    );
    return posts.filter(
      (p) =>
        (!query.pillar || p.pillar === query.pillar) &&
        (!query.purpose || p.purpose === query.purpose) &&
        (!query.format || p.format === query.format),
    );
  }

  /** The brand's posts between two instants with their figures, labels and followers that day. */
  async function readPosts(
    projectId: string,
    start: string,
    end: string,
    filters: ReportFilters,
    brandZone: string,
  ): Promise<ReportPost[]> {
    const rows = await deps.report.posts(projectId, start, end, filters);
    const [labels, followers] = await Promise.all([
      labelsOf(projectId, rows),
      followersOf(deps.report, projectId, rows, brandZone),
    ]);
    return rows.map((row) => {
      const label = labels.get(row.id);
      return {
        id: row.id,
        network: row.network,
        account: row.account,
        source: row.source,
        postedAt: row.postedAt,
        url: row.url,
        pillar: label?.pillar ?? null,
        purpose: label?.purpose ?? null,
        format: label?.format ?? null,
        importedPostId: label?.importedPostId ?? null,
        latest: row.latest,
        week: row.week,
        followers: followers.get(row.id) ?? null,
      };
    });
  }

  /** The range asked, its open ends filled in (the last 30 days), checked, in the zone asked or the brand's. */
  async function range(projectId: string, query: AnalyticsQuery) {
    const zone = query.tz ?? (await deps.timeZone(projectId));
    const today = brandDay(deps.now(), zone);
    const to = query.to ?? (query.from && query.from > today ? query.from : today);
    const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    const problem = analyticsRangeProblem(from, to);
    if (problem)
      throw new AppError('validation_error', { details: [{ path: problem.path, message: problem.message }] });
    return { zone, from, to };
  }

  return {
    range,
    /** Each post's labels: its ticket's, else an imported post's own. */
    labelsOf,
    /** The brand's posts between two instants with their figures, labels and followers (the weekly review's too). */
    postsBetween: readPosts,

    /**
     * The page. `reader.slate`: whether the reader is shown the brand's slate (its targets and
     * planned tickets) — the members who work on its tickets, not its externals, who see neither
     * the overview nor the reviews.
     */
    async report(
      projectId: string,
      query: AnalyticsQuery,
      reader: { slate: boolean },
    ): Promise<AnalyticsReport> {
      const { zone, from, to } = await range(projectId, query);
      const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
      const [current, previous, pillars, accounts, slates] = await Promise.all([
        postsOf(projectId, from, to, zone, query),
        postsOf(projectId, addDays(from, -days), addDays(from, -1), zone, query),
        deps.pillars(projectId),
        deps.accounts(projectId),
        reader.slate ? deps.slateWeeks(projectId, weekStarts(from, to)) : null,
      ]);
      // Read by the brand's own accounts (the table's key), narrowed as the page's filters say.
      const accountDays = await deps.report.accountDays(
        projectId,
        query.account ? [query.account] : accounts.map((account) => account.id),
        from,
        to,
        query.platform,
      );
      const built = buildReport(current, previous, {
        group: query.group ?? 'platform',
        timeZone: zone,
        from,
        to,
        slates,
        accountDays,
        purpose: query.purpose,
      });
      const ranked = (list: typeof built.top) =>
        list.map(({ postedAt, importedPostId, ...rest }) => ({
          ...rest,
          posted_at: postedAt,
          imported_post_id: importedPostId,
        }));
      return {
        from,
        to,
        time_zone: zone,
        headline: built.headline,
        group: built.group,
        groups: built.groups,
        heatmap: built.heatmap,
        top: ranked(built.top),
        bottom: ranked(built.bottom),
        weeks: built.weeks,
        followers: built.followers,
        reach: built.reach,
        to_label: {
          count: built.toLabel.count,
          posts: built.toLabel.posts.map((post) => ({
            id: post.id,
            network: post.network,
            posted_at: post.postedAt,
            url: post.url,
            pillar: post.pillar,
            purpose: post.purpose,
            format: post.format,
            imported_post_id: post.importedPostId,
          })),
        },
        pillars,
        accounts,
      };
    },

    /**
     * The filtered posts with every snapshot as CSV, written as it goes: the posts' snapshots are
     * read EXPORT_CHUNK posts at a time, so 5,000 posts never sit in memory with all of theirs.
     */
    async *exportCsv(projectId: string, query: AnalyticsQuery): AsyncGenerator<string> {
      const { zone, from, to } = await range(projectId, query);
      const posts = await postsOf(projectId, from, to, zone, query);
      yield CSV_BOM + csvLine(ANALYTICS_EXPORT_COLUMNS.map(([, header]) => header));
      for (let start = 0; start < posts.length; start += EXPORT_CHUNK) {
        const chunk = posts.slice(start, start + EXPORT_CHUNK);
        const snapshots = await deps.report.snapshotsOf(chunk.map((p) => p.id));
        const byPost = new Map<string, typeof snapshots>();
        for (const snapshot of snapshots)
          byPost.set(snapshot.post_id, [...(byPost.get(snapshot.post_id) ?? []), snapshot]);
        let lines = '';
        for (const post of chunk) {
          const head = [
            post.id,
            post.network,
            post.source,
            post.postedAt,
            post.url,
            post.pillar,
            post.purpose,
            post.format,
          ];
          const own = byPost.get(post.id) ?? [];
          if (own.length === 0) lines += csvLine([...head, null, null, ...METRICS.map(() => null)]);
          for (const snapshot of own)
            lines += csvLine([
              ...head,
              snapshot.due_at,
              snapshot.taken_at,
              ...figureCells(readFigures(snapshot)),
            ]);
        }
        yield lines;
      }
    },

    /** One post's curve: its snapshots, oldest first; a post of another brand is not found. */
    async post(projectId: string, postId: string): Promise<AnalyticsPost> {
      const post = await deps.posts.find(postId);
      if (!post || post.project_id !== projectId) throw new AppError('not_found');
      const snapshots = await deps.posts.snapshotsOf(post.id);
      const label = (
        await labelsOf(projectId, [
          { id: post.id, network: post.network, remoteId: post.remote_id, ticketId: post.ticket_id },
        ])
      ).get(post.id);
      return {
        id: post.id,
        network: post.network,
        source: post.source,
        url: post.url,
        posted_at: post.posted_at,
        state: post.state,
        pillar: label?.pillar ?? null,
        purpose: label?.purpose ?? null,
        format: label?.format ?? null,
        imported_post_id: label?.importedPostId ?? null,
        snapshots: snapshots.map((s) => ({
          due_at: s.due_at,
          taken_at: s.taken_at,
          metrics: readFigures(s),
        })),
      };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
