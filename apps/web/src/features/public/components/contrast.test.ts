import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio } from './contrast';

describe('contrast', () => {
  it('measures the WCAG ratio either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The theme's dimmed grey on white (app/theme.ts says 5.7:1).
    expect(formatRatio(contrastRatio('#5f676f', '#ffffff'))).toBe('5.74:1');
    expect(contrastRatio('#ffffff', '#5f676f')).toBe(contrastRatio('#5f676f', '#ffffff'));
  });

  it('never rounds a ratio up past a threshold', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
  });

  it('says what a ratio is good for', () => {
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.2)).toBe('large');
    expect(contrastLevel(2.9)).toBe('fail');
  });
});
