import type { language as en } from '../../language-texts';
import type { Translated } from '../../translated';

/** The language choice's texts (ui.language). */
export const language: Translated<typeof en> = {
  title: 'Idioma',
  intro: 'O idioma do app em todos os dispositivos em que você entrar.',
  label: 'Idioma',
  automatic: 'Automático: o do seu navegador ({name})',
  saved: 'O app agora está em {name}.',
  pickerLabel: 'Idioma desta página',
};
