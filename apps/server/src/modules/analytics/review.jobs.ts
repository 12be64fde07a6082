import { latestReviewMoment, nextReviewMoment, reviewMomentOn } from '@expertos/domain/analytics/review';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { JobType } from '../../platform/jobs/job-handler.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { BrandFacts } from '../projects/brand-facts.js';
import type { ReviewRepository } from './review.repository.js';
import type { ReviewService } from './review.service.js';

/**
 * The weekly review's jobs (docs/architecture.md#analytics). A poll on every hour (one per hour
 * across processes, by its dedupe key; re-armed by each run while any brand has a slate or a
 * followed post, and armed by a slate saved or a post followed) looks at each brand with posts
 * followed or with a weekly slate — its review day and hour in its zone — and enqueues the brand's review
 * for that moment — once per brand and ISO week, by the review job's dedupe key — to run at it.
 * A review missed while no worker ran is still written within REVIEW_CATCH_UP_MS of its time.
 */

export const REVIEW_POLL_JOB = 'analytics.review_poll';
export const REVIEW_JOB = 'analytics.review';
export const REVIEW_POLL_EVERY_MS = 60 * 60_000;
/** How late a missed review is still written. */
export const REVIEW_CATCH_UP_MS = 24 * 60 * 60_000;
const BRANDS_PER_READ = 500;

const slotAfter = (at: Date) =>
  new Date(Math.ceil(at.getTime() / REVIEW_POLL_EVERY_MS) * REVIEW_POLL_EVERY_MS);

/** Enqueues the review poll of the hour after `at`, once however many processes ask. */
export async function armReviewPoll(queue: Pick<JobQueue, 'enqueue'>, at: Date, trx?: Db): Promise<void> {
  const slot = slotAfter(new Date(at.getTime() + 1));
  await queue.enqueue(
    REVIEW_POLL_JOB,
    {},
    { runAt: slot, dedupeKey: `${REVIEW_POLL_JOB}:${slot.toISOString()}`, ...(trx ? { trx } : {}) },
  );
}

/** Whether any brand gets a weekly review: one with posts followed or with a slate. */
export async function anyToReview(
  reviews: Pick<ReviewRepository, 'brandsWithPosts'>,
  brands: Pick<BrandFacts, 'withSlate'>,
): Promise<boolean> {
  return (await reviews.brandsWithPosts(null, 1)).length > 0 || (await brands.withSlate(null, 1)).length > 0;
}

export const reviewJobKey = (projectId: string, isoWeek: string) => `${REVIEW_JOB}:${projectId}:${isoWeek}`;

const reviewPayload = z.object({
  projectId: z.string().uuid(),
  /** The brand-local review day (YYYY-MM-DD) and hour the review is for. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  hour: z.number().int().min(0).max(23),
});

export function reviewJobs(deps: {
  reviews: Pick<ReviewRepository, 'brandsWithPosts' | 'exists'>;
  service: Pick<ReviewService, 'write'>;
  brands: Pick<BrandFacts, 'reviewSchedule' | 'withSlate'>;
  timeZone: (projectId: string) => Promise<string>;
  queue: Pick<JobQueue, 'enqueue'>;
  now: () => Date;
}): Record<string, JobType> {
  const { reviews, queue, now } = deps;

  /** Enqueues the brand's review due in the hour ahead, or one missed in the day past. */
  async function plan(projectId: string, at: Date) {
    const schedule = await deps.brands.reviewSchedule(projectId);
    if (!schedule) return;
    const zone = await deps.timeZone(projectId);
    const latest = latestReviewMoment(at, zone, schedule.day, schedule.hour);
    const next = nextReviewMoment(at, zone, schedule.day, schedule.hour);
    for (const moment of [latest, next]) {
      const late = at.getTime() - moment.at.getTime();
      if (late > REVIEW_CATCH_UP_MS || late < -REVIEW_POLL_EVERY_MS) continue;
      if (await reviews.exists(projectId, moment.week)) continue;
      await queue.enqueue(
        REVIEW_JOB,
        { projectId, day: moment.day, hour: schedule.hour },
        {
          runAt: moment.at > at ? moment.at : at,
          dedupeKey: reviewJobKey(projectId, moment.week),
          workspaceId: schedule.workspaceId,
        },
      );
    }
  }

  return {
    [REVIEW_POLL_JOB]: {
      concurrency: 1,
      async run() {
        const at = now();
        try {
          // The brands with posts followed, then those with a slate (a brand in both is planned
          // twice: its review is enqueued once, by its dedupe key).
          for (const read of [
            (after: string | null) => reviews.brandsWithPosts(after, BRANDS_PER_READ),
            (after: string | null) => deps.brands.withSlate(after, BRANDS_PER_READ),
          ]) {
            let after: string | null = null;
            for (;;) {
              const brands = await read(after);
              for (const projectId of brands) await plan(projectId, at);
              if (brands.length < BRANDS_PER_READ) break;
              after = brands[brands.length - 1]!;
            }
          }
        } finally {
          // While any brand has a slate or a followed post; a slate saved later, or a post
          // followed, arms it again (tracking.ts).
          if (await anyToReview(reviews, deps.brands)) await armReviewPoll(queue, at);
        }
      },
    },
    [REVIEW_JOB]: {
      concurrency: 1,
      async run(payload: unknown) {
        const { projectId, day, hour } = reviewPayload.parse(payload);
        await deps.service.write(projectId, reviewMomentOn(day, hour, await deps.timeZone(projectId)));
      },
    },
  };
}
