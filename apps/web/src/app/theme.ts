import {
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  Loader,
  type MantineColorsTuple,
  Menu,
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
  components: {
    // A link inside text differs from the text by more than its colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A spinner's aria-label needs a role to hang on (a span may not carry one): a live status.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // The dropdown's initial-focus placeholder is a focusable role="presentation" div inside
    // role="menu", which may own only menu items (axe aria-required-children); without it the
    // focus trap starts on the first item.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
  },
});

/**
 * Mantine's `dimmed` text is gray.6 (#868e96), 3.3:1 on white: too faint for WCAG AA. This
 * grey keeps the secondary look at 5.7:1 on white and over 4.5:1 on the gray.0-2 surfaces.
 */
export const DIMMED_LIGHT = '#5f676f';

/** Red for text and for white text on it in the light scheme (red.9, 5.5:1 on white). */
export const RED_LIGHT = '#c92a2a';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
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
