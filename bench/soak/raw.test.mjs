import { describe, expect, it } from 'vitest';
import { resample, seeded, trendOf } from './raw.mjs';

describe('a soak’s answers looked at afterwards', () => {
  const rising = new Map(
    Array.from({ length: 10 }, (_, minute) => [
      minute,
      Array.from({ length: 100 }, (_, i) => (i + 1) * (1 + minute / 10)),
    ]),
  );

  it('follows a percentile that rises with every minute', () => {
    const trend = trendOf(rising, 50);
    expect(trend.start).toBeCloseTo(50, 5);
    expect(trend.end).toBeCloseTo(95, 5);
    expect(trend.drift).toBeCloseTo(0.9, 5);
  });

  it('resamples each minute to as many answers, drawn from that minute only', () => {
    const again = resample(rising, seeded(1));
    for (const [minute, times] of again) {
      expect(times).toHaveLength(100);
      const own = new Set(rising.get(minute));
      expect(times.every((ms) => own.has(ms))).toBe(true);
    }
  });

  it('draws the same numbers from the same seed, so two looks at a file agree', () => {
    const a = seeded(7);
    const b = seeded(7);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(drawn);
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(drawn).size).toBe(5);
  });
});
