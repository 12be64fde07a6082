import type { PostMetrics } from '@expertos/domain/analytics/metrics';
import { type Db, ownTables } from '../../db/database.js';
import type { AnalyticsTables } from './analytics.tables.js';
import { LATEST_FIGURES, readFigures } from './tracked-posts.repository.js';

/** A post as the plan learns from it: where it went out, what it is, and its figures. */
export interface LearnRow {
  id: string;
  network: string;
  /** The account it went out on: its publishing channel, else the social connection it came from. */
  account: string | null;
  remoteId: string;
  source: 'published' | 'imported';
  ticketId: string | null;
  postedAt: string;
  url: string | null;
  /** Null until its first snapshot. */
  latest: PostMetrics | null;
  /** Its figures at 7 days, once read. */
  week: PostMetrics | null;
}

/**
 * The reads best times and the AI's examples rest on (docs/product.md#analytics): a brand's
 * posts since an instant, on one platform or all, with their latest and 7-day figures; on the
 * brand's posting-time index like the page.
 */
export function createLearnRepository(handle: Db) {
  const own = ownTables<AnalyticsTables>(handle);
  const posts = (projectId: string) =>
    own
      .selectFrom('analytics_posts as p')
      .leftJoin('analytics_latest as l', 'l.post_id', 'p.id')
      .select([
        'p.id',
        'p.network',
        'p.channel_id',
        'p.connection_id',
        'p.remote_id',
        'p.source',
        'p.ticket_id',
        'p.posted_at',
        'p.url',
        ...LATEST_FIGURES,
      ])
      .where('p.project_id', '=', projectId);
  type Row = Awaited<ReturnType<ReturnType<typeof posts>['execute']>>[number];
  const asLearnRow = (row: Row): LearnRow => ({
    id: row.id,
    network: row.network,
    account: row.channel_id ?? row.connection_id,
    remoteId: row.remote_id,
    source: row.source,
    ticketId: row.ticket_id,
    postedAt: row.posted_at,
    url: row.url,
    latest: row.gaps === null ? null : readFigures({ ...row, gaps: row.gaps }),
    week: row.week ? (JSON.parse(row.week) as PostMetrics) : null,
  });
  return {
    async postsSince(projectId: string, since: string, network?: string): Promise<LearnRow[]> {
      let query = posts(projectId).where('p.posted_at', '>=', since);
      if (network) query = query.where('p.network', '=', network);
      return (await query.orderBy('p.posted_at').orderBy('p.id').execute()).map(asLearnRow);
    },

    /** The brand's network posts of these tickets (a ticket published to several networks has several). */
    async postsOfTickets(projectId: string, ticketIds: readonly string[]): Promise<LearnRow[]> {
      if (ticketIds.length === 0) return [];
      return (
        await posts(projectId)
          .where('p.ticket_id', 'in', [...ticketIds])
          .execute()
      ).map(asLearnRow);
    },
  };
}
export type LearnRepository = ReturnType<typeof createLearnRepository>;
