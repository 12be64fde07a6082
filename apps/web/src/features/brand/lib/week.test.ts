import { describe, expect, it } from 'vitest';
import { mondayOf } from './week';

describe('mondayOf', () => {
  it('answers the Monday of the local week, Sunday belonging to the week before', () => {
    expect(mondayOf(new Date(2025, 5, 2, 9))).toBe('2025-06-02');
    expect(mondayOf(new Date(2025, 5, 5, 23, 30))).toBe('2025-06-02');
    expect(mondayOf(new Date(2025, 5, 8, 0, 1))).toBe('2025-06-02');
    expect(mondayOf(new Date(2026, 0, 1))).toBe('2025-12-29');
  });
});
