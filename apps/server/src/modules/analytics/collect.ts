import {
  quotaDay,
  quotaReset,
  RESULTS_DAILY_UNITS,
  RESULTS_READ_UNITS,
} from '@expertos/domain/analytics/budget';
import { METRICS, type MetricGap, type PostMetrics } from '@expertos/domain/analytics/metrics';
import { brandDay, nextSnapshotAt, stillLate } from '@expertos/domain/analytics/schedule';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { JobType } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { PostInsightsReader } from '../publishing/post-insights.js';
import { armReviewPoll } from './review.jobs.js';
import type { AccountRef, TrackedPost, TrackedPostsRepository } from './tracked-posts.repository.js';

/**
 * Collecting results (docs/architecture.md#analytics). A poll every five minutes finds the
 * accounts with snapshots due (the index on `next_at`, so its cost does not grow with the
 * posts waiting for later ones) and enqueues one collection per account — a publishing channel
 * for published posts, a social connection for posts only imported, each read through its
 * owner's narrow reader; a collection asks the
 * network about that account's due posts, as many per call as the network takes, and records
 * each post's figures at the schedule's time they stand for.
 *
 * The network's word is kept as it is: a figure not reported yet stays `not_yet` and is asked
 * again every few hours until 72 hours after its time (then `unavailable`); a network that says
 * to wait is asked again after the wait; an account to reconnect pauses its posts until it is
 * reconnected, when they catch up — the snapshot then stands for the latest time that passed,
 * read late (its `taken_at` says when).
 */

export const ANALYTICS_POLL_JOB = 'analytics.poll';
export const ANALYTICS_COLLECT_JOB = 'analytics.collect';
export const POLL_EVERY_MS = 5 * 60_000;
/** How soon a figure the network has not reported yet is asked for again. */
export const LAG_RETRY_MS = 6 * 60 * 60_000;
/** Posts one collection handles; the rest are the next poll's. */
const POSTS_PER_COLLECTION = 200;
/** Accounts one poll sends collections for. */
const ACCOUNTS_PER_POLL = 500;

/**
 * What reads an account's figures: the publishing module's reader for a channel, the social
 * module's for a connection (social/post-insights.ts). The same answers from both.
 */
export type FiguresReader = Pick<PostInsightsReader, 'insights' | 'batchOf' | 'state' | 'accountDay'>;

export interface CollectDeps {
  posts: TrackedPostsRepository;
  /** Published posts' figures, by channel; and the brand's time zone for its accounts' days. */
  insights: FiguresReader & Pick<PostInsightsReader, 'timeZone'>;
  /** Imported posts' figures, by social connection. */
  imported: FiguresReader;
  queue: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}

/** A collection's payload: one account, a channel or a connection. */
const collectPayload = z.union([
  z.object({ channelId: z.string().uuid() }),
  z.object({ connectionId: z.string().uuid() }),
]);
const payloadOf = (account: AccountRef) =>
  account.kind === 'channel' ? { channelId: account.id } : { connectionId: account.id };

/** The poll slot at or after `at` (every POLL_EVERY_MS, on the clock). */
const slotAfter = (at: Date) => new Date(Math.ceil(at.getTime() / POLL_EVERY_MS) * POLL_EVERY_MS);

/**
 * Enqueues the poll of the slot after `at`, once however many processes or posts ask (its dedupe
 * key). It is armed by the first post followed and re-arms itself while there are posts to follow,
 * so a server with nothing to follow runs none.
 */
export async function armPoll(queue: Pick<JobQueue, 'enqueue'>, at: Date, trx?: Db): Promise<void> {
  const slot = slotAfter(new Date(at.getTime() + 1));
  await queue.enqueue(
    ANALYTICS_POLL_JOB,
    {},
    { runAt: slot, dedupeKey: `${ANALYTICS_POLL_JOB}:${slot.toISOString()}`, ...(trx ? { trx } : {}) },
  );
}

/** The latest of the post's schedule times at or before `at`, from `from` on (missed ones are skipped). */
function latestDue(postedAt: Date, from: Date, at: Date): Date {
  let due = from;
  for (let next = nextSnapshotAt(postedAt, due); next && next <= at; next = nextSnapshotAt(postedAt, due))
    due = next;
  return due;
}

const every = (gap: MetricGap): PostMetrics => Object.fromEntries(METRICS.map((metric) => [metric, gap]));

/** What the post's figures and schedule become after this answer. */
function settle(post: TrackedPost, metrics: PostMetrics, gone: boolean, at: Date) {
  const postedAt = new Date(post.posted_at);
  const due = latestDue(postedAt, new Date(post.snapshot_due ?? post.posted_at), at);
  if (gone)
    return {
      due,
      metrics: every('unavailable'),
      next: { snapshotDue: null, nextAt: null, state: 'gone' as const },
    };
  const late = Object.values(metrics).includes('not_yet');
  const following = nextSnapshotAt(postedAt, due);
  if (late && stillLate(due, at)) {
    const retry = new Date(at.getTime() + LAG_RETRY_MS);
    // Its next time comes first: the figures still missing stay "not yet" in this snapshot.
    if (!following || retry < following)
      return {
        due,
        metrics,
        next: { snapshotDue: due.toISOString(), nextAt: retry.toISOString(), state: 'tracking' as const },
      };
  }
  const settled: PostMetrics = { ...metrics };
  if (late && !stillLate(due, at))
    for (const [metric, value] of Object.entries(metrics))
      if (value === 'not_yet') settled[metric as keyof PostMetrics] = 'unavailable' satisfies MetricGap;
  return {
    due,
    metrics: settled,
    next: following
      ? { snapshotDue: following.toISOString(), nextAt: following.toISOString(), state: 'tracking' as const }
      : { snapshotDue: null, nextAt: null, state: 'done' as const },
  };
}

export function analyticsJobs(deps: CollectDeps): Record<string, JobType> {
  const { posts, insights, queue, now } = deps;
  const readerOf = (account: AccountRef): FiguresReader =>
    account.kind === 'channel' ? insights : deps.imported;

  async function collect(account: AccountRef): Promise<void> {
    const at = now();
    const due = await posts.dueOf(account, at.toISOString(), POSTS_PER_COLLECTION);
    if (due.length === 0) return;
    const reader = readerOf(account);
    const batch = await reader.batchOf(account.id);
    const recorded = new Set<string>();
    for (let start = 0; start < due.length; start += batch) {
      const stop = await readChunk(account, reader, due.slice(start, start + batch), at, recorded);
      if (stop) {
        const rest = due
          .slice(start)
          .filter((p) => !recorded.has(p.id))
          .map((p) => p.id);
        if (stop.kind === 'later')
          await posts.askLater(
            rest,
            new Date(at.getTime() + stop.retryAfterMs).toISOString(),
            at.toISOString(),
          );
        else await posts.setAccountState(account, 'tracking', 'paused', at.toISOString());
        return;
      }
    }
    await keepAccountDay(account, due[0] as TrackedPost, at);
  }

  /**
   * Reads and records a chunk of the account's due posts (their ids go into `recorded`). A read
   * the network refuses for good (a post it will not give figures of, a permission it does not
   * grant for it) is read again one post at a time, so only the refused post's snapshot is
   * *unavailable*, and its schedule goes on. Answers why the collection stops — the network
   * asks to wait, or the account must be reconnected — or null.
   */
  async function readChunk(
    account: AccountRef,
    reader: FiguresReader,
    chunk: readonly TrackedPost[],
    at: Date,
    recorded: Set<string>,
  ): Promise<{ kind: 'later'; retryAfterMs: number } | { kind: 'reconnect' | 'unreadable' } | null> {
    // Within results' share of the provider's daily quota (YouTube's), else after its reset.
    const network = chunk[0]!.network;
    const share = RESULTS_DAILY_UNITS[network];
    if (share !== undefined && !(await posts.spend(network, quotaDay(at), RESULTS_READ_UNITS, share)))
      return { kind: 'later', retryAfterMs: quotaReset(at).getTime() - at.getTime() };
    const answer = await reader.insights(
      account.id,
      chunk.map((p) => p.remote_id),
    );
    const record = async (post: TrackedPost, metrics: PostMetrics, gone: boolean) => {
      const result = settle(post, metrics, gone, at);
      await posts.record(post, result.due.toISOString(), result.metrics, at.toISOString(), result.next);
      recorded.add(post.id);
    };
    if (!answer.ok && answer.kind === 'refused') {
      if (chunk.length === 1) {
        await record(chunk[0]!, every('unavailable'), false);
        return null;
      }
      for (const post of chunk) {
        const stop = await readChunk(account, reader, [post], at, recorded);
        if (stop) return stop;
      }
      return null;
    }
    if (!answer.ok)
      return answer.kind === 'later'
        ? { kind: 'later', retryAfterMs: answer.retryAfterMs }
        : { kind: answer.kind };
    const byId = new Map(answer.value.map((one) => [one.remoteId, one]));
    // Not in the answer at all: the network said nothing of it this time, as if late.
    for (const post of chunk) {
      const found = byId.get(post.remote_id);
      await record(post, found?.metrics ?? every('not_yet'), found?.gone === true);
    }
    return null;
  }

  /** The account's followers, once per brand-local day; a day not read stays a gap. */
  async function keepAccountDay(account: AccountRef, post: TrackedPost, at: Date) {
    const day = brandDay(at, await insights.timeZone(post.project_id));
    if (await posts.hasDay(account.id, day)) return;
    const answer = await readerOf(account).accountDay(account.id);
    if (!answer.ok) return;
    await posts.keepDay({
      project_id: post.project_id,
      account_id: account.id,
      network: post.network,
      day,
      followers: answer.value.followers,
      taken_at: at.toISOString(),
    });
  }

  return {
    [ANALYTICS_POLL_JOB]: {
      concurrency: 1,
      async run() {
        const at = now();
        try {
          await posts.retireOrphans(at.toISOString(), at.toISOString());
          for (const account of await posts.dueAccounts(at.toISOString(), ACCOUNTS_PER_POLL))
            await queue.enqueue(ANALYTICS_COLLECT_JOB, payloadOf(account), {
              dedupeKey: `${ANALYTICS_COLLECT_JOB}:${account.id}:${slotAfter(at).toISOString()}`,
              concurrencyKey: `analytics:${account.id}`,
            });
          // Reconnected since: its posts catch up from the next poll.
          for (const account of await posts.pausedAccounts(ACCOUNTS_PER_POLL))
            if ((await readerOf(account).state(account.id)) === 'ok')
              await posts.setAccountState(account, 'paused', 'tracking', at.toISOString());
        } finally {
          if (await posts.anyToFollow()) await armPoll(queue, at);
          // Imported posts are followed too: the weekly review's poll runs once any brand has posts.
          await armReviewPoll(queue, at);
        }
      },
    },
    [ANALYTICS_COLLECT_JOB]: {
      // Results wait behind publishing and imports: a few at a time, one per account.
      concurrency: 2,
      perKey: 1,
      async run(payload: unknown) {
        const parsed = collectPayload.parse(payload);
        await collect(
          'channelId' in parsed
            ? { kind: 'channel', id: parsed.channelId }
            : { kind: 'connection', id: parsed.connectionId },
        );
      },
    },
  };
}
