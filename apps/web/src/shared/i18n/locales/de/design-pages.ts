import type { kitchen as enKitchen, tokens as enTokens } from '../../design-pages';
import type { Translated } from '../../translated';

/** The texts of the design page /ui (ui.tokens). */
export const tokens: Translated<typeof enTokens> = {
  subtitle: 'Das Theme: Farben mit ihrem Kontrast, Schriftskala, Abstände, Radien, Schatten und Breakpoints.',
  colours: 'Farben',
  coloursIntro:
    'Jede Farbe, in der die Oberfläche schreibt, auf dem Hintergrund, auf dem sie steht, mit ihrem Kontrastverhältnis: 4,5:1 für Text (AA), 3:1 für großen Text und Bedienelemente. Jede Palette zeigt ihre Badges (hell und umrandet) mit deren Werten.',
  roles: 'Verwendete Farben',
  sample: 'Beispiel',
  sampleText: 'Aa Beispiel',
  value: 'Wert',
  on: 'auf',
  levels: { AAA: 'AAA', AA: 'AA', large: 'Nur großer Text', fail: 'Nicht bestanden' },
  primary: 'primär',
  variants: { light: 'Hell', outline: 'Umrandet' },
  shade: '{name}.{index} {value}: {white} auf Weiß, {black} auf Schwarz',
  overridden: '(* vom Theme anstelle von {value} gesetzt)',
  type: 'Schrift',
  fontStack: 'Schriftstapel',
  monoStack: 'Monospace-Stapel',
  heading: 'Überschrift {order}',
  textSizes: 'Textgrößen',
  size: 'Größe',
  lineHeight: 'Zeilenhöhe',
  sampleSentence: 'Inhalte für Creator und Marken',
  sizes: 'Abstände, Radien, Schatten und Breakpoints',
  spacing: 'Abstände',
  radius: 'Radius (Standard {value})',
  shadows: "Schatten (--mantine-shadow-'{'size'}')",
  breakpoints: 'Breakpoints',
};

/** The texts of the design page /kitchen-sync (ui.kitchen). */
export const kitchen: Translated<typeof enKitchen> = {
  subtitle: 'Jede gemeinsame Komponente des UI-Kits in jedem ihrer Zustände.',
  contents: 'Komponenten',
  narrow: 'Schmal (320 px)',
  states: {
    default: 'Standard',
    loading: 'Lädt',
    empty: 'Leer',
    error: 'Fehler',
    disabled: 'Deaktiviert',
    longText: 'Langer Text',
    narrow: 'Schmale Breite',
    live: 'Live',
  },
};
