import { askTexts } from '../language';

// The texts of ui.autosave in the language shown, in before the chunk importing this renders (lazy-texts.ts).
askTexts('autosave');
