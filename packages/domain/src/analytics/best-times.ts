import { median } from './formulas';
import { zonedParts } from './zone';

/**
 * "Best times to post": the brand's posts grouped by the weekday and hour they went out, in the
 * brand's time zone (09:00 is 09:00 for the audience in summer and winter), each slot rated by
 * the median engagement rate of its posts. A median, not an average, so one post that took off
 * does not make its hour look like a habit.
 */

/** Fewer posts than this in all, and no slot is shown: a handful of posts says nothing about hours. */
export const BEST_TIMES_MIN_POSTS = 20;

/** A slot with fewer posts than this is left out: two posts at one hour are a coincidence. */
export const BEST_TIMES_MIN_PER_SLOT = 3;

export interface BestTimeSlot {
  /** Monday = 0 … Sunday = 6, in the brand's zone. */
  weekday: number;
  /** 0–23, in the brand's zone. */
  hour: number;
  /** The median engagement rate of the slot's posts (a fraction). */
  median: number;
  posts: number;
}

export interface BestTimes {
  /** False with fewer than BEST_TIMES_MIN_POSTS posts: then there are no slots. */
  enough: boolean;
  /** The posts it rests on (those with a rate). */
  posts: number;
  /** Best first; ties go to the slot with more posts, then the earlier in the week. */
  slots: BestTimeSlot[];
}

/**
 * The slots of a brand's posts, best first. A post whose rate is not a finite number (no rate
 * could be worked out) is left out and not counted.
 */
export function bestTimes(posts: readonly { postedAt: Date; rate: number }[], timeZone: string): BestTimes {
  const rated = posts.filter((post) => Number.isFinite(post.rate));
  if (rated.length < BEST_TIMES_MIN_POSTS) return { enough: false, posts: rated.length, slots: [] };
  const bySlot = new Map<number, number[]>();
  for (const post of rated) {
    const { weekday, hour } = zonedParts(post.postedAt, timeZone);
    const key = weekday * 24 + hour;
    const rates = bySlot.get(key);
    if (rates) rates.push(post.rate);
    else bySlot.set(key, [post.rate]);
  }
  const slots: BestTimeSlot[] = [];
  for (const [key, rates] of bySlot) {
    if (rates.length < BEST_TIMES_MIN_PER_SLOT) continue;
    slots.push({
      weekday: Math.floor(key / 24),
      hour: key % 24,
      median: median(rates)!,
      posts: rates.length,
    });
  }
  slots.sort((a, b) => b.median - a.median || b.posts - a.posts || a.weekday - b.weekday || a.hour - b.hour);
  return { enough: true, posts: rated.length, slots };
}
