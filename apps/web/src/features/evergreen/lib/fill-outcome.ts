import type { EvergreenPost, EvergreenSettings } from '@expertos/domain/evergreen';

/** What "Fill empty slots now" says it did. */
export type FillOutcome =
  | { kind: 'made'; count: number }
  | { kind: 'paused' }
  /** No post may come back yet; `from` is the first day one may (null: none ever will). */
  | { kind: 'noneEligible'; from: string | null }
  | { kind: 'noSlot' };

/**
 * Why a fill made what it made. The server answers only the copies (docs/product.md#evergreen),
 * so a fill that made none is explained from the page as it stood: paused, no post past its
 * cooldown and under its most returns (the first day one may come back), or else no queue slot
 * free in the days it looks at. `today` is a `YYYY-MM-DD` day.
 */
export function fillOutcome(
  made: number,
  page: { settings: EvergreenSettings; items: readonly EvergreenPost[] },
  today: string,
): FillOutcome {
  if (made > 0) return { kind: 'made', count: made };
  if (page.settings.paused) return { kind: 'paused' };
  const days = page.items
    .filter((post) => !post.paused && post.next_eligible !== null)
    .map((post) => post.next_eligible as string)
    .sort();
  const first = days[0] ?? null;
  if (first === null || first > today) return { kind: 'noneEligible', from: first };
  return { kind: 'noSlot' };
}
