import type { language as en } from '../../language-texts';
import type { Translated } from '../../translated';

/** The language choice's texts (ui.language). */
export const language: Translated<typeof en> = {
  title: 'Langue',
  intro: 'La langue de l’application sur tous les appareils où vous vous connectez.',
  label: 'Langue',
  automatic: 'Automatique : celle de votre navigateur ({name})',
  saved: 'L’application est maintenant en {name}.',
  pickerLabel: 'Langue de cette page',
};
