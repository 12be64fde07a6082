import { describe, expect, it } from 'vitest';
import { MIN_ANSWERS_PER_INTERVAL, normalCdf, p99Trend, upperZ } from './drift.mjs';

const minutes = (p99s, count = 100) => p99s.map((p99, i) => ({ at: 6 + i, p99, count }));

describe("a soak's p99 drift", () => {
  it('finds a steady rise: 100 → 130 ms over the run is +30 %', () => {
    const trend = p99Trend(minutes(Array.from({ length: 25 }, (_, i) => 100 + (30 * i) / 24)));

    expect(trend.start).toBeCloseTo(100, 5);
    expect(trend.end).toBeCloseTo(130, 5);
    expect(trend.drift).toBeCloseTo(0.3, 5);
  });

  it('still fails a steady 40 % rise whose minutes swing by up to 35 ms either way', () => {
    const noise = [
      0, 25, -20, 40, -15, 10, -30, 35, -5, 20, -25, 15, 0, 30, -20, 5, -10, 25, -35, 10, 20, -15, 5, -5, 0,
    ];
    const trend = p99Trend(minutes(noise.map((wobble, i) => 100 + (40 * i) / 24 + wobble)));

    // The soak's limit is 20 %, and the rise is there whatever a few minutes say: Sen's range
    // for it stays above zero.
    expect(trend.drift).toBeGreaterThan(0.2);
    expect(trend.low).toBeGreaterThan(0);
    expect(trend.high).toBeGreaterThan(trend.drift);
  });

  it('gives a wide range to a line through minutes that swing by up to 70 ms: over the limit, not a rise', () => {
    const noise = [
      -20, 70, -60, 60, -55, 20, -70, 65, -30, 30, -60, 40, -10, 70, -50, 10, -20, 60, -50, 25, 55, -20, 30,
      -5, 40,
    ];
    const trend = p99Trend(minutes(noise.map((wobble, i) => 100 + (20 * i) / 24 + wobble)));

    expect(trend.drift).toBeGreaterThan(0.2);
    expect(trend.low).toBeLessThan(0);
  });

  it('finds no rise in minutes that only alternate', () => {
    const trend = p99Trend(minutes(Array.from({ length: 25 }, (_, i) => 100 + (i % 2 ? 8 : -8))));

    expect(trend.drift).toBeCloseTo(0, 5);
    expect(trend.low).toBeLessThanOrEqual(0);
  });

  it('does not read a few slow minutes at the end as drift', () => {
    const flat = Array.from({ length: 25 }, (_, i) => 100 + (i % 2 ? 8 : -8));
    flat[21] = 330;
    flat[23] = 260;
    flat[24] = 300;

    expect(Math.abs(p99Trend(minutes(flat)).drift)).toBeLessThan(0.1);
  });

  it('leaves out intervals with too few answers to say much about their p99', () => {
    const points = minutes(Array.from({ length: 10 }, () => 50));
    points[9] = { at: 15, p99: 900, count: MIN_ANSWERS_PER_INTERVAL - 1 };

    const trend = p99Trend(points);

    expect(trend.intervals).toBe(9);
    expect(trend.drift).toBeCloseTo(0, 5);
  });

  it('leaves the range open when there are too few intervals to bound it', () => {
    const trend = p99Trend(minutes([10, 12, 14]));

    expect(trend.drift).toBeCloseTo(0.4, 5);
    expect(trend.low).toBe(Number.NEGATIVE_INFINITY);
    expect(trend.high).toBe(Number.POSITIVE_INFINITY);
  });

  it('gives no verdict on fewer than three usable intervals', () => {
    expect(p99Trend(minutes([10, 12]))).toBeNull();
    expect(p99Trend(minutes([10, 12, 14], 3))).toBeNull();
  });

  it('shares the false-alarm risk among the lines judged together: eight actions widen each range', () => {
    const noise = [
      0, 25, -20, 40, -15, 10, -30, 35, -5, 20, -25, 15, 0, 30, -20, 5, -10, 25, -35, 10, 20, -15, 5, -5, 0,
    ];
    const line = (rise) => minutes(noise.map((wobble, i) => 100 + (rise * i) / 24 + wobble));

    // A 40 % rise under ±35 ms is above zero when judged alone, not when it is one of eight…
    expect(p99Trend(line(40)).low).toBeGreaterThan(0);
    expect(p99Trend(line(40), 8).low).toBeLessThan(0);
    // …while a 60 % rise under the same noise still is, and the estimate itself does not move.
    expect(p99Trend(line(60), 8).low).toBeGreaterThan(0);
    expect(p99Trend(line(60), 8).drift).toBeCloseTo(p99Trend(line(60)).drift, 10);
  });

  it('takes its z from the normal distribution: 1.645 alone, 1.960 for two, 2.498 for eight', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
    expect(upperZ(0.05)).toBeCloseTo(1.6449, 3);
    expect(upperZ(0.025)).toBeCloseTo(1.96, 3);
    expect(upperZ(0.05 / 8)).toBeCloseTo(2.4977, 3);
  });
});
