import type { ReportPost } from '@expertos/domain/analytics/report';

/**
 * The results page's posts kept per process (docs/architecture.md#analytics): reading a
 * brand's thousands of posts with their figures and labels is most of an answer's time, and
 * the page asks again for every filter. A list is kept under its brand's version — the
 * analytics version (figures, followed posts, imported posts' labels) with the workspace's
 * ticket list version (the tickets' labels) — and is read again once either moved, so a
 * process never answers from a list another process's write made stale. Least recently used
 * lists go first once more than `maxPosts` posts are kept.
 */
export function createReportCache(maxPosts = 200_000) {
  const lists = new Map<string, { version: string; posts: readonly ReportPost[] }>();
  let held = 0;
  const drop = (key: string) => {
    const list = lists.get(key);
    if (!list) return;
    lists.delete(key);
    held -= list.posts.length;
  };
  return {
    async posts(
      key: string,
      version: string,
      read: () => Promise<readonly ReportPost[]>,
    ): Promise<readonly ReportPost[]> {
      const kept = lists.get(key);
      if (kept && kept.version === version) {
        // Map keeps insertion order: put back, it is now the most recently used.
        lists.delete(key);
        lists.set(key, kept);
        return kept.posts;
      }
      const posts = await read();
      drop(key);
      if (posts.length <= maxPosts / 4) {
        lists.set(key, { version, posts });
        held += posts.length;
        for (const oldest of lists.keys()) {
          if (held <= maxPosts) break;
          drop(oldest);
        }
      }
      return posts;
    },
    size: () => ({ lists: lists.size, posts: held }),
  };
}
export type ReportCache = ReturnType<typeof createReportCache>;
