import { describe, expect, it } from 'vitest';
import { movedOrder } from './post-order';

describe('movedOrder', () => {
  it('moves a ticket up or down', () => {
    expect(movedOrder(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
  });
  it('does nothing at the ends or in place', () => {
    expect(movedOrder(['a', 'b'], 'a', -1)).toBeNull();
    expect(movedOrder(['a', 'b'], 'b', 2)).toBeNull();
    expect(movedOrder(['a', 'b'], 'b', 1)).toBeNull();
  });
});
