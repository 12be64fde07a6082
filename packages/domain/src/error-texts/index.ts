import { ERROR_CATALOGUE, type ErrorCode, isErrorCode } from '../errors';
import type { Language } from '../languages';
import * as de from './de';
import * as es from './es';
import * as fr from './fr';
import * as ptBR from './pt-br';
import type { ErrorTexts } from './types';

/**
 * The error catalogue's messages in every language (docs/product.md#languages): the server
 * answers in the request's; the web's language chunks carry their own language's.
 */
const TEXTS: Record<Exclude<Language, 'en'>, ErrorTexts> = {
  es: es.errors,
  de: de.errors,
  fr: fr.errors,
  'pt-BR': ptBR.errors,
};

/** A code's message in a language. */
export function errorTextIn(code: ErrorCode, language: Language): string {
  return language === 'en' ? ERROR_CATALOGUE[code].message : TEXTS[language][code];
}

// English message → its code: a message written elsewhere (a field's detail) is found by its text.
const CODE_OF_MESSAGE = new Map<string, ErrorCode>(
  (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).map((code) => [ERROR_CATALOGUE[code].message, code]),
);

/**
 * A catalogue message in another language: `message` translated when it is a catalogue code's
 * English text (`code` first, then any code's); anything else (a field's own explanation, a
 * message made at run time) as it is.
 */
export function translateErrorMessage(message: string, language: Language, code?: string): string {
  if (language === 'en') return message;
  if (code && isErrorCode(code) && ERROR_CATALOGUE[code].message === message)
    return errorTextIn(code, language);
  const known = CODE_OF_MESSAGE.get(message);
  return known ? errorTextIn(known, language) : message;
}
