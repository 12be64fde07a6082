import { describe, expect, it } from 'vitest';
import { matchesText } from '../lib/palette-items';

describe('matchesText', () => {
  it('finds words by their start, in any order, case and accents aside', () => {
    expect(matchesText('All tickets: board', 'board')).toBe(true);
    expect(matchesText('All tickets: board', 'BOARD tic')).toBe(true);
    expect(matchesText('Café Olé', 'cafe ole')).toBe(true);
    expect(matchesText('Grace Roastwell grace@example.com', 'example')).toBe(true);
  });

  it('does not find a word inside another', () => {
    expect(matchesText('Keyboard shortcuts', 'board')).toBe(false);
    expect(matchesText('All tickets: board', 'board calendar')).toBe(false);
  });
});
