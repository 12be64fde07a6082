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
  brand: {
    title: 'Idioma da marca',
    intro:
      'O que os clientes e as ferramentas conectadas de {name} leem: e-mails de aprovação, Slack, Jira e a integração de e-mail. Cada pessoa da equipe continua vendo o app no próprio idioma.',
    label: 'Idioma para clientes e integrações',
    saved: '{name} agora escreve para seus clientes e integrações em {language}.',
    readOnly:
      '{name} escreve para seus clientes e integrações em {language}. Admins da marca podem mudar isso.',
  },
};
