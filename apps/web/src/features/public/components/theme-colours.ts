import { type ConvertCSSVariablesInput, getPrimaryShade, type MantineTheme } from '@mantine/core';

/** A colour the interface writes text or parts in, on the surface it sits on. */
export interface ColourRole {
  /** The CSS variable that carries it. */
  token: string;
  /** The colour of the text or part. */
  foreground: string;
  /** What it is shown on. */
  background: string;
}

const isColour = (value: string) => /^(#|rgb|hsl|oklch)/i.test(value.trim());

/** A palette's badge colours, which the palettes show with the palette itself. */
const PALETTE_VARIANT = /^--mantine-color-([a-z]+)-(light-color|outline|text)$/;

type Resolver = ((theme: MantineTheme) => ConvertCSSVariablesInput) | undefined;

/**
 * How a palette's badges read in the light scheme, as Mantine writes them (light: shade 9 on
 * shade 1; outline: shade 7 on white) unless the resolver sets them.
 */
export function paletteVariants(theme: MantineTheme, resolver: Resolver, name: string): ColourRole[] {
  const shades = theme.colors[name];
  if (!shades) return [];
  const light: Record<string, string> = resolver?.(theme).light ?? {};
  const lightToken = `--mantine-color-${name}-light-color`;
  const outlineToken = `--mantine-color-${name}-outline`;
  return [
    { token: lightToken, foreground: light[lightToken] ?? shades[9], background: shades[1] },
    { token: outlineToken, foreground: light[outlineToken] ?? shades[7], background: theme.white },
  ];
}

/**
 * The colours of the light scheme as the app sets them, read from the theme and its CSS
 * variables resolver (app/theme.ts, through MantineProvider), never retyped: body text, the
 * primary button's white on the primary shade, and every colour the resolver overrides (on
 * white; `-filled` ones carry white text, so the pair is measured that way round) but a
 * palette's badge colours, which `paletteVariants` gives.
 */
export function colourRoles(theme: MantineTheme, resolver: Resolver): ColourRole[] {
  const primary = theme.colors[theme.primaryColor]?.[getPrimaryShade(theme, 'light')] ?? theme.black;
  const roles: ColourRole[] = [
    { token: '--mantine-color-text', foreground: theme.black, background: theme.white },
    { token: '--mantine-primary-color-filled', foreground: theme.white, background: primary },
    { token: '--mantine-color-anchor', foreground: primary, background: theme.white },
  ];
  const overrides = resolver?.(theme).light ?? {};
  for (const [token, value] of Object.entries(overrides)) {
    if (!isColour(value)) continue;
    const variant = PALETTE_VARIANT.exec(token);
    if (variant?.[1] && theme.colors[variant[1]]) continue;
    roles.push(
      token.endsWith('-filled')
        ? { token, foreground: theme.white, background: value }
        : { token, foreground: value, background: theme.white },
    );
  }
  return roles;
}
