import { aComment } from '@expertos/domain/testing/comments';
import { describe, expect, it } from 'vitest';
import { byMoment } from './anchors';

describe('a recording’s comments', () => {
  it('follow the recording, oldest first at the same moment; others are left out', () => {
    const at = (uid: string, start_ms: number, created: string) =>
      aComment({ uid, created, anchor: { kind: 'time', video_uid: 'v1', start_ms } });
    const list = byMoment([
      at('late', 42_000, '2026-01-01T00:00:00Z'),
      aComment({ uid: 'plain' }),
      at('b', 5_000, '2026-01-02T00:00:00Z'),
      at('a', 5_000, '2026-01-01T00:00:00Z'),
    ]);
    expect(list.map((c) => c.uid)).toEqual(['a', 'b', 'late']);
  });
});
