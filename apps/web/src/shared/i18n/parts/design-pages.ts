import { askTexts } from '../language';

// The texts of ui.kitchen, ui.tokens in the language shown, in before the chunk importing this renders (lazy-texts.ts).
askTexts('design-pages');
