import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, readablePaletteVariables, TEXT_CONTRAST_MIN, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('theme: badges and coloured text read at AA in the light scheme', () => {
  it.each(Object.keys(resolved.colors))('%s: light variant, outline variant and text', (name) => {
    const shades = resolved.colors[name]!;
    // Mantine writes the light variant as shade 9 on shade 1, the outline and text as shade 7.
    const lightText = light[`--mantine-color-${name}-light-color`] ?? shades[9];
    const outline = light[`--mantine-color-${name}-outline`] ?? shades[7];
    const text = light[`--mantine-color-${name}-text`] ?? shades[7];
    expect(contrast(lightText, shades[1])).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(contrast(outline, resolved.white)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(contrast(text, resolved.white)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
  });

  it('leaves a palette that already passes alone', () => {
    const variables = readablePaletteVariables(resolved);
    expect(variables['--mantine-color-gray-light-color']).toBeUndefined();
    expect(variables['--mantine-color-violet-outline']).toBeUndefined();
    // Teal's outline (estimate badges) was 3.1:1; a darker shade of teal now.
    expect(variables['--mantine-color-teal-outline']).toBe(resolved.colors.teal[9]);
  });
});
