import type { kitchen as enKitchen, tokens as enTokens } from '../../design-pages';
import type { Translated } from '../../translated';

/** French texts of the /ui design page (ui.tokens). */
export const tokens: Translated<typeof enTokens> = {
  subtitle:
    'Le thème : les couleurs et leur contraste, l’échelle typographique, les espacements, les rayons, les ombres et les points de rupture.',
  colours: 'Couleurs',
  coloursIntro:
    'Chaque couleur dans laquelle l’interface écrit, sur la surface où elle se trouve, avec son rapport de contraste : 4,5:1 pour le texte (AA), 3:1 pour le grand texte et les commandes. Chaque palette montre ses badges (clair et contour) avec les leurs.',
  roles: 'Couleurs utilisées',
  sample: 'Exemple',
  sampleText: 'Aa Exemple',
  value: 'Valeur',
  on: 'sur',
  levels: { AAA: 'AAA', AA: 'AA', large: 'Grand texte uniquement', fail: 'Échec' },
  primary: 'primary',
  variants: { light: 'Clair', outline: 'Contour' },
  shade: '{name}.{index} {value} : {white} sur blanc, {black} sur noir',
  overridden: '(* défini par le thème à la place de {value})',
  type: 'Typographie',
  fontStack: 'Pile de polices',
  monoStack: 'Pile de polices à chasse fixe',
  heading: 'Titre {order}',
  textSizes: 'Tailles de texte',
  size: 'Taille',
  lineHeight: 'Interligne',
  sampleSentence: 'Du contenu pour les créateurs et les marques',
  sizes: 'Espacements, rayons, ombres et points de rupture',
  spacing: 'Espacement',
  radius: 'Rayon (par défaut {value})',
  shadows: "Ombres (--mantine-shadow-'{'size'}')",
  breakpoints: 'Points de rupture',
};

/** French texts of the /kitchen-sync page (ui.kitchen). */
export const kitchen: Translated<typeof enKitchen> = {
  subtitle: 'Chaque composant partagé du kit d’interface, dans chacun de ses états.',
  contents: 'Composants',
  narrow: 'Étroit (320 px)',
  states: {
    default: 'Par défaut',
    loading: 'Chargement',
    empty: 'Vide',
    error: 'Erreur',
    disabled: 'Désactivé',
    longText: 'Texte long',
    narrow: 'Largeur étroite',
    live: 'En direct',
  },
};
