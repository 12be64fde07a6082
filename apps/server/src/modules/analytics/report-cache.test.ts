import type { ReportPost } from '@expertos/domain/analytics/report';
import { describe, expect, it } from 'vitest';
import { createReportCache } from './report-cache.js';

const posts = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}` }) as ReportPost);

describe('the results page’s kept posts', () => {
  it('reads again once the version moved, and not before', async () => {
    const cache = createReportCache(100);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return posts(3);
    };
    await cache.posts('brand', '1.1', read);
    await cache.posts('brand', '1.1', read);
    expect(reads).toBe(1);
    await cache.posts('brand', '2.1', read);
    expect(reads).toBe(2);
    expect(cache.size()).toEqual({ lists: 1, posts: 3 });
  });

  it('drops the least recently used lists past its room, and keeps no list of more than a quarter of it', async () => {
    const cache = createReportCache(100);
    await cache.posts('a', '1', async () => posts(25));
    await cache.posts('b', '1', async () => posts(25));
    await cache.posts('c', '1', async () => posts(25));
    await cache.posts('a', '1', async () => posts(25)); // a is now the most recent
    await cache.posts('d', '1', async () => posts(25));
    await cache.posts('e', '1', async () => posts(25));
    expect(cache.size()).toEqual({ lists: 4, posts: 100 });
    let read = false;
    await cache.posts('b', '1', async () => {
      read = true;
      return posts(25);
    });
    expect(read).toBe(true);
    await cache.posts('huge', '1', async () => posts(26));
    expect(cache.size().lists).toBe(4);
  });
});
