import { askTexts } from '../language';

// The texts of ui.handoff in the language shown, in before the chunk importing this renders (lazy-texts.ts).
askTexts('handoff');
