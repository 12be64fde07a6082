import { randomUUID } from 'node:crypto';
import { METRICS, type Metric, type MetricGap, type PostMetrics } from '@expertos/domain/analytics/metrics';
import { sql } from 'kysely';
import { type Db, ownTables } from '../../db/database.js';
import type { AnalyticsPostsTable, AnalyticsTables } from './analytics.tables.js';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** A post whose figures come back, as the collection reads it. */
export type TrackedPost = AnalyticsPostsTable;

/**
 * The account a post's figures are read as: the publishing channel it went out on, or, for a
 * post only imported, the social connection it was imported from (never both: a channel wins).
 */
export type AccountRef = { kind: 'channel' | 'connection'; id: string };

function uniqueAccounts(rows: { channel_id: string | null; connection_id: string | null }[]): AccountRef[] {
  const seen = new Map<string, AccountRef>();
  for (const row of rows) {
    const account: AccountRef | null = row.channel_id
      ? { kind: 'channel', id: row.channel_id }
      : row.connection_id
        ? { kind: 'connection', id: row.connection_id }
        : null;
    if (account) seen.set(`${account.kind}:${account.id}`, account);
  }
  return [...seen.values()];
}

/** Narrows a query of `analytics_posts` to the posts read as this account. */
function ofAccount<Q extends WhereAccount<Q>>(query: Q, account: AccountRef): Q {
  return account.kind === 'channel'
    ? query.where('channel_id', '=', account.id)
    : query.where('connection_id', '=', account.id).where('channel_id', 'is', null);
}
interface WhereAccount<Q> {
  where(column: 'channel_id' | 'connection_id', op: '=' | 'is', value: string | null): Q;
}

/** A snapshot's figures as stored: each a count, or null with its reason in `gaps`. */
export function storedFigures(metrics: PostMetrics) {
  const columns = {} as Record<Metric, number | null>;
  const gaps: Partial<Record<Metric, MetricGap>> = {};
  for (const metric of METRICS) {
    const value = metrics[metric];
    if (typeof value === 'number') columns[metric] = value;
    else {
      columns[metric] = null;
      gaps[metric] = value ?? 'not_offered';
    }
  }
  return { ...columns, gaps: JSON.stringify(gaps) };
}

/** The stored figures read back as a post's metrics (a count, or its gap). */
/** A post's newest figures as the page and the plan select them, joined as `l` (analytics_latest). */
export const LATEST_FIGURES = [
  'l.reach',
  'l.views',
  'l.likes',
  'l.comments',
  'l.shares',
  'l.saves',
  'l.link_clicks',
  'l.gaps',
  'l.week',
] as const;

export function readFigures(row: Record<Metric, number | string | null> & { gaps: string }): PostMetrics {
  const gaps = JSON.parse(row.gaps) as Partial<Record<Metric, MetricGap>>;
  const metrics: PostMetrics = {};
  for (const metric of METRICS) {
    const value = row[metric];
    metrics[metric] = value === null ? (gaps[metric] ?? 'not_offered') : Number(value);
  }
  return metrics;
}

/**
 * The analytics module's own tables (docs/architecture.md#analytics): the posts it follows,
 * their snapshots and latest figures, and each account's followers per brand-local day.
 */
export function createTrackedPostsRepository(handle: Db) {
  const own = (trx?: Db) => ownTables<AnalyticsTables>(trx ?? handle);

  /**
   * Raises the brand's results version (the page's kept posts are read again). Last in its
   * transaction: the row is locked until the commit, so it is the last lock taken.
   */
  const changed = (projectId: string, trx?: Db) =>
    own(trx)
      .insertInto('analytics_versions')
      .values({ project_id: projectId, version: 1 })
      .onConflict((c) =>
        c.column('project_id').doUpdateSet({ version: sql<number>`analytics_versions.version + 1` }),
      )
      .execute();

  return {
    changed,

    /**
     * Follows a post from now, once: the same network post published here and imported later
     * stays one row (the first to arrive keeps it and its schedule; a published one fills in its
     * publication and channel, and is then read through the channel alone).
     */
    async track(
      trx: Db,
      post: Omit<AnalyticsPostsTable, 'id' | 'state' | 'created_at' | 'updated_at'>,
      at: string,
    ): Promise<void> {
      await own(trx)
        .insertInto('analytics_posts')
        .values({
          ...post,
          id: randomUUID(),
          state: post.next_at ? 'tracking' : 'done',
          created_at: at,
          updated_at: at,
        })
        .onConflict((c) =>
          c.columns(['project_id', 'network', 'remote_id']).doUpdateSet((eb) => ({
            publication_id: eb.fn.coalesce(
              'analytics_posts.publication_id',
              eb.ref('excluded.publication_id'),
            ),
            channel_id: eb.fn.coalesce('analytics_posts.channel_id', eb.ref('excluded.channel_id')),
            // A post read through its channel is never read through a connection too.
            connection_id: sql<
              string | null
            >`case when coalesce(analytics_posts.channel_id, excluded.channel_id) is null then coalesce(analytics_posts.connection_id, excluded.connection_id) end`,
            source: sql<
              'published' | 'imported'
            >`case when excluded.source = 'published' then 'published' else analytics_posts.source end`,
            ticket_id: eb.fn.coalesce('analytics_posts.ticket_id', eb.ref('excluded.ticket_id')),
            updated_at: at,
          })),
        )
        .execute();
      await changed(post.project_id, trx);
    },

    /**
     * The accounts with posts to ask about now, the most overdue first (the index on `next_at`):
     * publishing channels for published posts, social connections for imported ones.
     */
    async dueAccounts(now: string, limit: number): Promise<AccountRef[]> {
      const rows = await own()
        .selectFrom('analytics_posts')
        .select(['channel_id', 'connection_id'])
        .where('next_at', '<=', now)
        .where('state', '=', 'tracking')
        .where((eb) => eb.or([eb('channel_id', 'is not', null), eb('connection_id', 'is not', null)]))
        .orderBy('next_at')
        .limit(limit)
        .execute();
      return uniqueAccounts(rows);
    },

    /** The account's posts to ask about now, the most overdue first. */
    dueOf: (account: AccountRef, now: string, limit: number) =>
      ofAccount(own().selectFrom('analytics_posts').selectAll(), account)
        .where('state', '=', 'tracking')
        .where('next_at', '<=', now)
        .orderBy('next_at')
        .limit(limit)
        .execute(),

    /**
     * Spends `units` of the provider's `day` for a figures read, unless that would pass `limit`:
     * one statement, so two processes never both take the last units. Whether it was spent.
     */
    async spend(provider: string, day: string, units: number, limit: number): Promise<boolean> {
      if (units > limit) return false;
      const result = await own()
        .insertInto('analytics_budget')
        .values({ provider, day, units })
        .onConflict((c) =>
          c
            .columns(['provider', 'day'])
            .doUpdateSet({ units: sql<number>`analytics_budget.units + ${units}` })
            .where('analytics_budget.units', '<=', limit - units),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /**
     * Ends the schedule of the posts whose account is gone (a channel or connection deleted sets
     * both null): nothing can read them any more. Only those due or paused — the rows the poll's
     * index ranges already cover — so the poll never walks past them again.
     */
    async retireOrphans(now: string, at: string): Promise<number> {
      let retired = 0;
      // One statement per index range: (state, next_at) for the due, (state) for the paused.
      for (const state of ['tracking', 'paused'] as const) {
        let query = own()
          .updateTable('analytics_posts')
          .set({ state: 'done', snapshot_due: null, next_at: null, updated_at: at })
          .where('state', '=', state)
          .where('channel_id', 'is', null)
          .where('connection_id', 'is', null);
        if (state === 'tracking') query = query.where('next_at', '<=', now);
        retired += Number((await query.executeTakeFirst()).numUpdatedRows ?? 0);
      }
      return retired;
    },

    /** Whether any post is still followed (its schedule running, or paused for a reconnect). */
    async anyToFollow(): Promise<boolean> {
      const row = await own()
        .selectFrom('analytics_posts')
        .select('id')
        .where('state', 'in', ['tracking', 'paused'])
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Accounts whose posts wait for a reconnect. */
    async pausedAccounts(limit: number): Promise<AccountRef[]> {
      const rows = await own()
        .selectFrom('analytics_posts')
        .select(['channel_id', 'connection_id'])
        .distinct()
        .where('state', '=', 'paused')
        .where((eb) => eb.or([eb('channel_id', 'is not', null), eb('connection_id', 'is not', null)]))
        .limit(limit)
        .execute();
      return uniqueAccounts(rows);
    },

    /** Pauses (reconnect) or resumes an account's posts; resumed ones catch up at once. */
    async setAccountState(
      account: AccountRef,
      from: 'tracking' | 'paused',
      to: 'tracking' | 'paused',
      at: string,
    ) {
      await ofAccount(own().updateTable('analytics_posts').set({ state: to, updated_at: at }), account)
        .where('state', '=', from)
        .execute();
    },

    /** Asks about these posts again later (the network said to wait, or a figure is late). */
    async askLater(ids: readonly string[], nextAt: string, at: string) {
      if (ids.length === 0) return;
      await own()
        .updateTable('analytics_posts')
        .set({ next_at: nextAt, updated_at: at })
        .where('id', 'in', ids)
        .execute();
    },

    /**
     * Records the post's figures for the schedule's time `dueAt` (read at `at`, however late),
     * as its latest, and moves it on: to its next snapshot, to a retry for figures not reported
     * yet, or off the schedule (`done`, or `gone` from the network).
     */
    async record(
      post: TrackedPost,
      dueAt: string,
      metrics: PostMetrics,
      at: string,
      next: { snapshotDue: string | null; nextAt: string | null; state: TrackedPost['state'] },
    ): Promise<void> {
      const figures = storedFigures(metrics);
      await own()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('analytics_snapshots')
            .values({ id: randomUUID(), post_id: post.id, due_at: dueAt, taken_at: at, ...figures })
            .onConflict((c) => c.columns(['post_id', 'due_at']).doUpdateSet({ taken_at: at, ...figures }))
            .execute();
          // The 7-day snapshot is also what the top and bottom lists rank by.
          const week =
            new Date(dueAt).getTime() - new Date(post.posted_at).getTime() === WEEK_MS
              ? { week: JSON.stringify(metrics) }
              : {};
          await trx
            .insertInto('analytics_latest')
            .values({ post_id: post.id, taken_at: at, week: null, ...figures, ...week })
            .onConflict((c) => c.column('post_id').doUpdateSet({ taken_at: at, ...figures, ...week }))
            .execute();
          await trx
            .updateTable('analytics_posts')
            .set({ snapshot_due: next.snapshotDue, next_at: next.nextAt, state: next.state, updated_at: at })
            .where('id', '=', post.id)
            .execute();
          await changed(post.project_id, trx);
        });
    },

    /** The post's snapshots, oldest first (its curve). */
    snapshotsOf: (postId: string) =>
      own()
        .selectFrom('analytics_snapshots')
        .selectAll()
        .where('post_id', '=', postId)
        .orderBy('due_at')
        .execute(),

    find: (id: string) =>
      own().selectFrom('analytics_posts').selectAll().where('id', '=', id).executeTakeFirst(),

    findRemote: (projectId: string, network: string, remoteId: string) =>
      own()
        .selectFrom('analytics_posts')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('network', '=', network)
        .where('remote_id', '=', remoteId)
        .executeTakeFirst(),

    /** Whether the account's followers were read for this brand-local day. */
    async hasDay(accountId: string, day: string): Promise<boolean> {
      const row = await own()
        .selectFrom('analytics_account_days')
        .select('day')
        .where('account_id', '=', accountId)
        .where('day', '=', day)
        .executeTakeFirst();
      return row !== undefined;
    },

    async keepDay(row: AnalyticsTables['analytics_account_days']): Promise<void> {
      await own()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('analytics_account_days')
            .values(row)
            .onConflict((c) => c.columns(['account_id', 'day']).doNothing())
            .execute();
          await changed(row.project_id, trx);
        });
    },

    daysOf: (accountId: string) =>
      own()
        .selectFrom('analytics_account_days')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('day')
        .execute(),
  };
}
export type TrackedPostsRepository = ReturnType<typeof createTrackedPostsRepository>;
