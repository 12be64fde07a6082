import type { language as en } from '../../language-texts';
import type { Translated } from '../../translated';

/** The language choice's texts (ui.language). */
export const language: Translated<typeof en> = {
  title: 'Idioma',
  intro: 'El idioma de la aplicación en todos los dispositivos en los que inicies sesión.',
  label: 'Idioma',
  automatic: 'Automático: el de tu navegador ({name})',
  saved: 'La aplicación está ahora en {name}.',
  pickerLabel: 'Idioma de esta página',
};
