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
  brand: {
    title: 'Idioma de la marca',
    intro:
      'Lo que leen los clientes y las herramientas conectadas de {name}: los correos de aprobación, Slack, Jira y la integración de correo. Cada miembro del equipo sigue viendo la aplicación en su propio idioma.',
    label: 'Idioma para clientes e integraciones',
    saved: '{name} ahora escribe a sus clientes e integraciones en {language}.',
    readOnly:
      '{name} escribe a sus clientes e integraciones en {language}. Los administradores de la marca pueden cambiarlo.',
  },
};
