import type { kitchen as enKitchen, tokens as enTokens } from '../../design-pages';
import type { Translated } from '../../translated';

/** The texts of the design page /ui (ui.tokens). */
export const tokens: Translated<typeof enTokens> = {
  subtitle:
    'El tema: colores con su contraste, escala tipográfica, espaciado, radio, sombras y puntos de corte.',
  colours: 'Colores',
  coloursIntro:
    'Cada color en el que escribe la interfaz, sobre la superficie en la que aparece, con su relación de contraste: 4,5:1 para texto (AA) y 3:1 para texto grande y controles. Cada paleta muestra sus insignias (claras y con contorno) con las suyas.',
  roles: 'Colores en uso',
  sample: 'Muestra',
  sampleText: 'Aa Muestra',
  value: 'Valor',
  on: 'sobre',
  levels: { AAA: 'AAA', AA: 'AA', large: 'Solo texto grande', fail: 'No cumple' },
  primary: 'principal',
  variants: { light: 'Claro', outline: 'Contorno' },
  shade: '{name}.{index} {value}: {white} sobre blanco, {black} sobre negro',
  overridden: '(* fijado por el tema en lugar de {value})',
  type: 'Tipografía',
  fontStack: 'Familia de fuentes',
  monoStack: 'Familia monoespaciada',
  heading: 'Encabezado {order}',
  textSizes: 'Tamaños de texto',
  size: 'Tamaño',
  lineHeight: 'Interlineado',
  sampleSentence: 'Contenido para creadores y marcas',
  sizes: 'Espaciado, radio, sombras y puntos de corte',
  spacing: 'Espaciado',
  radius: 'Radio (predeterminado: {value})',
  shadows: "Sombras (--mantine-shadow-'{'size'}')",
  breakpoints: 'Puntos de corte',
};

/** The texts of the design page /kitchen-sync (ui.kitchen). */
export const kitchen: Translated<typeof enKitchen> = {
  subtitle: 'Todos los componentes compartidos del kit de interfaz en cada uno de sus estados.',
  contents: 'Componentes',
  narrow: 'Estrecho (320 px)',
  states: {
    default: 'Predeterminado',
    loading: 'Cargando',
    empty: 'Vacío',
    error: 'Error',
    disabled: 'Desactivado',
    longText: 'Texto largo',
    narrow: 'Ancho estrecho',
    live: 'En vivo',
  },
};
