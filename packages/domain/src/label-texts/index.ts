import type { Language } from '../languages';
import * as de from './de';
import * as en from './en';
import * as es from './es';
import * as fr from './fr';
import * as ptBR from './pt-br';
import type { LabelTexts } from './types';

/*
 * Every language's labels at once, for code that serves all of them (the server). The web's
 * language chunks import only their own file (label-texts/<language>), never this one, so a
 * chunk carries one language.
 */
const TEXTS: Record<Language, LabelTexts> = {
  en: en.labelTexts,
  es: es.labelTexts,
  de: de.labelTexts,
  fr: fr.labelTexts,
  'pt-BR': ptBR.labelTexts,
};

/** The domain's label tables in a language (English: the tables themselves). */
export function labelTextsIn(language: Language): LabelTexts {
  return TEXTS[language];
}
