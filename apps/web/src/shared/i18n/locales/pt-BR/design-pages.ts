import type { kitchen as enKitchen, tokens as enTokens } from '../../design-pages';
import type { Translated } from '../../translated';

/** The texts of the design page /ui (ui.tokens), in Brazilian Portuguese. */
export const tokens: Translated<typeof enTokens> = {
  subtitle: 'O tema: cores com seu contraste, escala tipográfica, espaçamento, raio, sombras e breakpoints.',
  colours: 'Cores',
  coloursIntro:
    'Cada cor em que a interface escreve, sobre a superfície em que aparece, com sua taxa de contraste: 4,5:1 para texto (AA), 3:1 para texto grande e controles. Cada paleta mostra seus badges (claro e contorno) com as taxas deles.',
  roles: 'Cores em uso',
  sample: 'Amostra',
  sampleText: 'Aa Amostra',
  value: 'Valor',
  on: 'sobre',
  levels: { AAA: 'AAA', AA: 'AA', large: 'Só texto grande', fail: 'Reprovado' },
  primary: 'primária',
  variants: { light: 'Claro', outline: 'Contorno' },
  shade: '{name}.{index} {value}: {white} sobre branco, {black} sobre preto',
  overridden: '(* definido pelo tema no lugar de {value})',
  type: 'Tipografia',
  fontStack: 'Pilha de fontes',
  monoStack: 'Pilha de fontes monoespaçadas',
  heading: 'Título {order}',
  textSizes: 'Tamanhos de texto',
  size: 'Tamanho',
  lineHeight: 'Altura da linha',
  sampleSentence: 'Conteúdo para criadores e marcas',
  sizes: 'Espaçamento, raio, sombras e breakpoints',
  spacing: 'Espaçamento',
  radius: 'Raio (padrão {value})',
  shadows: "Sombras (--mantine-shadow-'{'size'}')",
  breakpoints: 'Breakpoints',
};

/** The texts of the design page /kitchen-sync (ui.kitchen), in Brazilian Portuguese. */
export const kitchen: Translated<typeof enKitchen> = {
  subtitle: 'Todos os componentes compartilhados do UI kit, em cada um de seus estados.',
  contents: 'Componentes',
  narrow: 'Estreito (320 px)',
  states: {
    default: 'Padrão',
    loading: 'Carregando',
    empty: 'Vazio',
    error: 'Erro',
    disabled: 'Desativado',
    longText: 'Texto longo',
    narrow: 'Largura estreita',
    live: 'Ao vivo',
  },
};
