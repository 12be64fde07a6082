import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import { noticesDe } from './notices-de.js';
import { type NoticeTexts, noticesEn } from './notices-en.js';
import { noticesEs } from './notices-es.js';
import { noticesFr } from './notices-fr.js';
import { noticesPtBR } from './notices-pt-br.js';

export type { NoticeTexts, PushFacts } from './notices-en.js';

const NOTICES: Record<Language, NoticeTexts> = {
  en: noticesEn,
  es: noticesEs,
  de: noticesDe,
  fr: noticesFr,
  'pt-BR': noticesPtBR,
};

/**
 * What a notification says outside its e-mail — its push, the excerpts the server writes — in
 * the recipient's language (docs/product.md#languages); English when it is none of ours.
 */
export function noticeTexts(language: Language = DEFAULT_LANGUAGE): NoticeTexts {
  return NOTICES[language] ?? noticesEn;
}
