import { brandDay } from './schedule';

/**
 * The base of a post's rate where its network gives neither reach nor views (Bluesky, Mastodon,
 * Threads' older posts): its account's followers on the brand-local day it went out
 * (docs/product.md#analytics). A day not read is no base (the rate is then *unavailable*), never
 * another day's figure.
 */

/** One account's followers on one brand-local day, as collected (null: read, no count). */
export interface FollowerDay {
  account: string;
  day: string;
  followers: number | null;
}

/** The brand-local day a post went out, as the account days are kept. */
export const postingDay = (postedAt: string, timeZone: string): string =>
  brandDay(new Date(postedAt), timeZone);

/** Each post's followers the day it went out, by post id; a post without them is left out. */
export function followersAtPosting(
  posts: readonly { id: string; account: string | null; postedAt: string }[],
  days: readonly FollowerDay[],
  timeZone: string,
): Map<string, number> {
  const byAccountDay = new Map<string, number>();
  for (const day of days)
    if (day.followers !== null) byAccountDay.set(`${day.account}\u0000${day.day}`, day.followers);
  const found = new Map<string, number>();
  for (const post of posts) {
    if (!post.account) continue;
    const followers = byAccountDay.get(`${post.account}\u0000${postingDay(post.postedAt, timeZone)}`);
    if (followers !== undefined) found.set(post.id, followers);
  }
  return found;
}
