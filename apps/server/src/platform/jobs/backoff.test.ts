import { describe, expect, it } from 'vitest';
import { defaultBackoff } from './backoff.js';

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
