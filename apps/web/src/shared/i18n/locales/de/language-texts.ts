import type { language as en } from '../../language-texts';
import type { Translated } from '../../translated';

/** The language choice's texts (ui.language). */
export const language: Translated<typeof en> = {
  title: 'Sprache',
  intro: 'Die Sprache der App auf allen Geräten, auf denen Sie sich anmelden.',
  label: 'Sprache',
  automatic: 'Automatisch: die Ihres Browsers ({name})',
  saved: 'Die App ist jetzt auf {name}.',
  pickerLabel: 'Sprache dieser Seite',
};
