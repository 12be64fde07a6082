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

/**
 * The colours of the light scheme as the app sets them, read from the theme and its CSS
 * variables resolver (app/theme.ts, through MantineProvider), never retyped: body text, the
 * primary button's white on the primary shade, and every colour the resolver overrides (on
 * white; `-filled` ones carry white text, so the pair is measured that way round).
 */
export function colourRoles(
  theme: MantineTheme,
  resolver: ((theme: MantineTheme) => ConvertCSSVariablesInput) | undefined,
): ColourRole[] {
  const primary = theme.colors[theme.primaryColor]?.[getPrimaryShade(theme, 'light')] ?? theme.black;
  const roles: ColourRole[] = [
    { token: '--mantine-color-text', foreground: theme.black, background: theme.white },
    { token: '--mantine-primary-color-filled', foreground: theme.white, background: primary },
    { token: '--mantine-color-anchor', foreground: primary, background: theme.white },
  ];
  const overrides = resolver?.(theme).light ?? {};
  for (const [token, value] of Object.entries(overrides)) {
    if (!isColour(value)) continue;
    roles.push(
      token.endsWith('-filled')
        ? { token, foreground: theme.white, background: value }
        : { token, foreground: value, background: theme.white },
    );
  }
  return roles;
}
