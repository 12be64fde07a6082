import { describe, expect, it } from 'vitest';
import { defaultBackoff, scheduledBackoff } from './backoff.js';

describe('defaultBackoff', () => {
  it.each([
    [1, 1_000, 2_000],
    [2, 2_000, 4_000],
    [5, 16_000, 32_000],
  ])('after attempt %i waits between %i and %i ms', (attempt, low, high) => {
    expect(defaultBackoff(attempt, () => 0)).toBe(low);
    expect(defaultBackoff(attempt, () => 1)).toBe(high);
  });

  it('never waits more than an hour, however many attempts', () => {
    expect(defaultBackoff(40, () => 1)).toBe(3_600_000);
    expect(defaultBackoff(1_000, () => 1)).toBe(3_600_000);
  });
});

describe('scheduledBackoff', () => {
  it('follows the schedule, then repeats its last delay', () => {
    const next = scheduledBackoff([60_000, 300_000, 1_800_000]);
    expect([1, 2, 3, 4, 9].map(next)).toEqual([60_000, 300_000, 1_800_000, 1_800_000, 1_800_000]);
  });

  it('refuses an empty schedule', () => {
    expect(() => scheduledBackoff([])).toThrow(/at least one delay/);
  });
});
