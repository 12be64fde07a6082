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
  brand: {
    title: 'Sprache der Marke',
    intro:
      'Was die Kunden und verbundenen Tools von {name} lesen: Freigabe-E-Mails, Slack, Jira und die E-Mail-Integration. Jedes Teammitglied sieht die App weiterhin in seiner eigenen Sprache.',
    label: 'Sprache für Kunden und Integrationen',
    saved: 'Kunden und Integrationen von {name} lesen jetzt auf {language}.',
    readOnly: 'Kunden und Integrationen von {name} lesen auf {language}. Marken-Admins können das ändern.',
  },
};
