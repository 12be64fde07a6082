import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  focusRing: 'auto',
});
