import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import { de } from './de.js';
import { en, type IntegrationTexts } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ptBR } from './pt-br.js';

export type { IntegrationTexts } from './en.js';

const TEXTS: Record<Language, IntegrationTexts> = { en, es, de, fr, 'pt-BR': ptBR };

/** The Slack and Jira words in a brand's language (English when none is given). */
export function integrationTexts(language: Language = DEFAULT_LANGUAGE): IntegrationTexts {
  return TEXTS[language];
}
