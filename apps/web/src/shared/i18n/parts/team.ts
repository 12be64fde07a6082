import { askTexts } from '../language';

// The texts of ui.roles, ui.memberStatuses, ui.roleHints, ui.team in the language shown, in before the chunk importing this renders (lazy-texts.ts).
askTexts('team');
