import { METRICS, type MetricGap, type PostMetrics } from '@expertos/domain/analytics/metrics';
import type { AccountDay } from '@expertos/domain/analytics/trends';
import { type Db, ownTables } from '../../db/database.js';
import type { AnalyticsTables } from './analytics.tables.js';
import { LATEST_FIGURES } from './tracked-posts.repository.js';

/** What the page's query narrows by in SQL: only fixed columns, with values checked by zod. */
export interface ReportFilters {
  platform?: string;
  account?: string;
  source?: 'published' | 'imported';
}

export interface ReportRow {
  id: string;
  network: string;
  /** The account it went out on: its publishing channel, else the social connection it came from. */
  account: string | null;
  source: 'published' | 'imported';
  /** The network's id of the post. */
  remoteId: string;
  postedAt: string;
  url: string | null;
  ticketId: string | null;
  latest: PostMetrics;
  week: PostMetrics | null;
}

/**
 * The analytics page's reads (docs/architecture.md#analytics): a brand's posts of a range with
 * their latest and 7-day figures, in one query on the brand's posting-time index.
 */
export function createReportRepository(handle: Db) {
  const own = ownTables<AnalyticsTables>(handle);
  return {
    /** The brand's results version (tracked-posts.repository.ts raises it), '0' before any. */
    async version(projectId: string): Promise<string> {
      const row = await own
        .selectFrom('analytics_versions')
        .select('version')
        .where('project_id', '=', projectId)
        .executeTakeFirst();
      return row ? String(row.version) : '0';
    },

    /** The snapshots of these posts, by post then time (the export reads them a chunk at a time). */
    snapshotsOf: (postIds: readonly string[]) =>
      postIds.length === 0
        ? Promise.resolve([])
        : own
            .selectFrom('analytics_snapshots')
            .selectAll()
            .where('post_id', 'in', postIds)
            .orderBy('post_id')
            .orderBy('due_at')
            .execute(),

    /**
     * These accounts' followers on the brand-local days from `from` to `to` (both included), by
     * the table's key (account, day); a day not read has no row. `network` narrows to a platform.
     */
    async accountDays(
      projectId: string,
      accountIds: readonly string[],
      from: string,
      to: string,
      network?: string,
    ): Promise<AccountDay[]> {
      if (accountIds.length === 0) return [];
      let query = own
        .selectFrom('analytics_account_days')
        .select(['account_id', 'network', 'day', 'followers'])
        .where('account_id', 'in', accountIds)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('project_id', '=', projectId);
      if (network) query = query.where('network', '=', network);
      const rows = await query.orderBy('account_id').orderBy('day').execute();
      // bigint: PostgreSQL answers text.
      return rows.map((row) => ({
        account: row.account_id,
        network: row.network,
        day: row.day,
        followers: row.followers === null ? null : Number(row.followers),
      }));
    },

    async posts(projectId: string, from: string, to: string, filters: ReportFilters): Promise<ReportRow[]> {
      let query = own
        .selectFrom('analytics_posts as p')
        .leftJoin('analytics_latest as l', 'l.post_id', 'p.id')
        .select([
          'p.id',
          'p.network',
          'p.channel_id',
          'p.connection_id',
          'p.remote_id',
          'p.source',
          'p.posted_at',
          'p.url',
          'p.ticket_id',
          ...LATEST_FIGURES,
        ])
        .where('p.project_id', '=', projectId)
        .where('p.posted_at', '>=', from)
        .where('p.posted_at', '<', to);
      if (filters.platform) query = query.where('p.network', '=', filters.platform);
      if (filters.account) {
        const account = filters.account;
        query = query.where((eb) =>
          eb.or([
            eb('p.channel_id', '=', account),
            eb.and([eb('p.connection_id', '=', account), eb('p.channel_id', 'is', null)]),
          ]),
        );
      }
      if (filters.source) query = query.where('p.source', '=', filters.source);
      const rows = await query.orderBy('p.posted_at').execute();
      // A brand's posts share a handful of gap sets ("link clicks not offered"): each read once.
      const gapSets = new Map<string, Partial<Record<string, MetricGap>>>();
      const figuresOf = (row: (typeof rows)[number], text: string): PostMetrics => {
        let gaps = gapSets.get(text);
        if (!gaps) {
          gaps = JSON.parse(text) as Partial<Record<string, MetricGap>>;
          gapSets.set(text, gaps);
        }
        const metrics: PostMetrics = {};
        for (const metric of METRICS) {
          const value = row[metric];
          metrics[metric] = value === null ? (gaps[metric] ?? 'not_offered') : Number(value);
        }
        return metrics;
      };
      return rows.map((row) => ({
        id: row.id,
        network: row.network,
        account: row.channel_id ?? row.connection_id,
        source: row.source,
        remoteId: row.remote_id,
        postedAt: row.posted_at,
        url: row.url,
        ticketId: row.ticket_id,
        // Not read yet at all: every figure is still to come.
        latest:
          row.gaps === null
            ? {
                reach: 'not_yet',
                views: 'not_yet',
                likes: 'not_yet',
                comments: 'not_yet',
                shares: 'not_yet',
                saves: 'not_yet',
                link_clicks: 'not_yet',
              }
            : figuresOf(row, row.gaps),
        week: row.week ? (JSON.parse(row.week) as PostMetrics) : null,
      }));
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
