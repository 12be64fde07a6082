import {
  type AnchorProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  type LoaderProps,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  type MenuProps,
} from '@mantine/core';

/** The brand violet, light to dark; shade 7 is the primary colour. */
export const BRAND_COLORS: MantineColorsTuple = [
  '#f3f0ff',
  '#e4dcff',
  '#c5b5fb',
  '#a48bf7',
  '#8867f3',
  '#7650f1',
  '#6b44f0',
  '#5a36d6',
  '#4f2fc0',
  '#4225a9',
];

export const FONT_STACK =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const MONO_FONT_STACK =
  "ui-monospace, 'SF Mono', 'Cascadia Code', 'JetBrains Mono', Menlo, Consolas, monospace";

export const theme = createTheme({
  colors: { brand: BRAND_COLORS },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: FONT_STACK,
  fontFamilyMonospace: MONO_FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A visible ring on every keyboard focus (:focus-visible), never on a mouse click.
  focusRing: 'auto',
  // Transitions (menus, modals, notifications) are skipped for those who asked for less motion.
  respectReducedMotion: true,
  // Plain objects, not `Menu.extend(…)`: naming a component here puts its code (Menu brought
  // Popover and floating-ui, ~20 KB gzipped) in the first screen's bundle, which draws none of it.
  components: {
    // A link inside text differs from the text by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    // A spinner's aria-label needs a role to hang on (a span may not carry one): a live status.
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> & { role: string } },
    // The dropdown's initial-focus placeholder is a focusable role="presentation" div inside
    // role="menu", which may own only menu items (axe aria-required-children); without it the
    // focus trap starts on the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
  },
});

/**
 * Mantine's `dimmed` text is gray.6 (#868e96), 3.3:1 on white: too faint for WCAG AA. This
 * grey keeps the secondary look at 5.7:1 on white and over 4.5:1 on the gray.0-2 surfaces.
 */
export const DIMMED_LIGHT = '#5f676f';

/** Red for text and for white text on it in the light scheme (red.9, 5.5:1 on white). */
export const RED_LIGHT = '#c92a2a';

/** WCAG AA for text (1.4.3): every badge, status and label is small text. */
export const TEXT_CONTRAST_MIN = 4.5;

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `color`, darkened in small steps until it reads at AA on `surface`. */
function readableOn(color: string, surface: string): string {
  let result = color;
  for (let step = 1; step <= 20 && contrast(result, surface) < TEXT_CONTRAST_MIN; step += 1) {
    result = darken(color, step * 0.05);
  }
  return result;
}

/**
 * Mantine's light-scheme badge and text colours, raised to AA where a palette falls short:
 * the light variant writes shade 9 on shade 1 (yellow, orange, green and lime fail), the
 * outline variant and `c="<colour>"` text write shade 7 on white (teal, cyan, yellow, orange,
 * green, lime, red and blue fail). Status and type badges use every palette, so each is
 * measured here rather than patched one by one; a palette that passes is left alone.
 */
export function readablePaletteVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const [tint, outline, deep] = [shades[1], shades[7], shades[9]];
    if (!tint || !outline || !deep) continue;
    if (contrast(deep, tint) < TEXT_CONTRAST_MIN) {
      variables[`--mantine-color-${name}-light-color`] = readableOn(deep, tint);
    }
    if (contrast(outline, theme.white) < TEXT_CONTRAST_MIN) {
      const readable = shades.slice(7).find((shade) => contrast(shade, theme.white) >= TEXT_CONTRAST_MIN);
      const value = readable ?? readableOn(deep, theme.white);
      variables[`--mantine-color-${name}-outline`] = value;
      variables[`--mantine-color-${name}-text`] = value;
    }
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...readablePaletteVariables(resolved),
    '--mantine-color-dimmed': DIMMED_LIGHT,
    // Placeholders (gray.5, 2.1:1) read as values in the date pickers' buttons: same grey.
    '--mantine-color-placeholder': DIMMED_LIGHT,
    // Teal's light variant (success alerts, badges, buttons): teal.9 on its tint is 4.3:1.
    '--mantine-color-teal-light-color': '#066a4c',
    // Red text (c="red": error messages), red menu items (Remove, Sign out) and white on red
    // (filled buttons, the bell's count) use red.6, 3.3:1 against white; red.9 is 5.5:1.
    '--mantine-color-red-text': RED_LIGHT,
    '--mantine-color-red-6': RED_LIGHT,
    '--mantine-color-red-filled': RED_LIGHT,
  },
  dark: {},
});
