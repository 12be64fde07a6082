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
  brand: {
    title: 'Langue de la marque',
    intro:
      'Ce que lisent les clients et les outils connectés de {name} : les e-mails de validation, Slack, Jira et l’intégration e-mail. Chaque membre de l’équipe continue de voir l’application dans sa propre langue.',
    label: 'Langue pour les clients et les intégrations',
    saved: '{name} écrit désormais à ses clients et intégrations en {language}.',
    readOnly:
      '{name} écrit à ses clients et intégrations en {language}. Les administrateurs de la marque peuvent la changer.',
  },
};
