import { luminance } from '@mantine/core';

/** WCAG 2 contrast ratio of two colours (any CSS colour Mantine can read), 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(foreground);
  const b = luminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as the page writes it: 4.5213 → '4.52:1'. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/**
 * What a ratio is good for under WCAG 2.2 (1.4.3, 1.4.6, 1.4.11): AAA and AA text, large
 * text and interface parts only (3:1), or nothing.
 */
export type ContrastLevel = 'AAA' | 'AA' | 'large' | 'fail';

export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'large';
  return 'fail';
}
