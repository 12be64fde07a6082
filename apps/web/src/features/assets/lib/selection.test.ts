import { describe, expect, it } from 'vitest';
import { toggleSelection } from './selection';

const shown = ['a', 'b', 'c', 'd', 'e'];

describe('toggleSelection', () => {
  it('toggles one asset on a plain click', () => {
    expect([...toggleSelection(new Set(), shown, null, 'b', false)]).toEqual(['b']);
    expect([...toggleSelection(new Set(['b']), shown, 'b', 'b', false)]).toEqual([]);
  });

  it('selects the range from the last click to a shift-click, either way', () => {
    expect([...toggleSelection(new Set(['b']), shown, 'b', 'd', true)].sort()).toEqual(['b', 'c', 'd']);
    expect([...toggleSelection(new Set(['d']), shown, 'd', 'a', true)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clears the range when the shift-clicked asset was selected', () => {
    const all = new Set(shown);
    expect([...toggleSelection(all, shown, 'b', 'd', true)].sort()).toEqual(['a', 'e']);
  });

  it('acts on one asset when the anchor is no longer shown', () => {
    expect([...toggleSelection(new Set(), shown, 'gone', 'c', true)]).toEqual(['c']);
  });
});
