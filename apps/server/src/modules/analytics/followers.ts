import { followersAtPosting, postingDay } from '@expertos/domain/analytics/followers';
import type { ReportRepository } from './report.repository.js';

/**
 * Each post's followers the day it went out (the domain's followers.ts: the base of the rate of
 * a post whose network gives neither reach nor views), read in one query over the posts'
 * accounts and days. The page, the weekly review and best times all read them so.
 */
export async function followersOf(
  report: Pick<ReportRepository, 'accountDays'>,
  projectId: string,
  posts: readonly { id: string; account: string | null; postedAt: string }[],
  timeZone: string,
): Promise<Map<string, number>> {
  const accounts = [...new Set(posts.flatMap((post) => (post.account ? [post.account] : [])))];
  if (accounts.length === 0) return new Map();
  const days = posts.map((post) => postingDay(post.postedAt, timeZone)).sort();
  const rows = await report.accountDays(projectId, accounts, days[0]!, days[days.length - 1]!);
  return followersAtPosting(posts, rows, timeZone);
}
