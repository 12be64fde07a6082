import { diffMedia, diffText } from '@expertos/domain/approvals/diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * The versions' diff (packages/domain/src/approvals/diff.ts) over random texts and file lists:
 * a diff loses nothing of either side, however the texts differ.
 */

// Few words, spaces and line breaks, so random texts share words and differ in between.
const textArb = fc
  .array(fc.constantFrom('spring', 'menu', 'tea', 'é', '🌸', ' ', '  ', '\n', ',', 'Spring'), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));
const anyTextArb = fc.oneof(textArb, fc.string({ maxLength: 60 }));

const rebuilt = (segments: ReturnType<typeof diffText>, side: 'added' | 'removed') =>
  segments
    .filter((s) => s.kind === 'same' || s.kind === side)
    .map((s) => s.text)
    .join('');

describe('a text diff', () => {
  it('gives back both texts: same + added is the new one, same + removed the old one', () => {
    fc.assert(
      fc.property(anyTextArb, anyTextArb, fc.integer({ min: 1, max: 40 }), (from, to, maxEdits) => {
        const segments = diffText(from, to, maxEdits);
        expect(rebuilt(segments, 'added')).toBe(to);
        expect(rebuilt(segments, 'removed')).toBe(from);
        // Joined: no empty segment, no two of one kind side by side.
        for (const [i, segment] of segments.entries()) {
          expect(segment.text).not.toBe('');
          expect(segment.kind).not.toBe(segments[i - 1]?.kind);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('a file diff', () => {
  const listArb = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 });

  it('accounts for every file once: kept, added, removed, moved or replaced', () => {
    fc.assert(
      fc.property(listArb, listArb, (fromIds, toIds) => {
        const diff = diffMedia(
          fromIds.map((id) => ({ id })),
          toIds.map((id) => ({ id })),
        );
        const gone = [...diff.removed, ...diff.replaced.map((r) => r.from)].map((m) => m.id);
        const come = [...diff.added, ...diff.replaced.map((r) => r.to)].map((m) => m.id);
        expect(gone.sort()).toEqual(fromIds.filter((id) => !toIds.includes(id)).sort());
        expect(come.sort()).toEqual(toIds.filter((id) => !fromIds.includes(id)).sort());
        for (const moved of diff.moved)
          expect(fromIds.includes(moved.id) && toIds.includes(moved.id)).toBe(true);
        // The same order on both sides moves nothing.
        const common = fromIds.filter((id) => toIds.includes(id));
        if (common.join() === toIds.filter((id) => fromIds.includes(id)).join())
          expect(diff.moved).toEqual([]);
      }),
    );
  });
});
