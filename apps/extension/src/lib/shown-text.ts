import { isApiError } from '@expertos/api-client/api-error';
import * as de from '@expertos/domain/error-texts/de';
import * as es from '@expertos/domain/error-texts/es';
import * as fr from '@expertos/domain/error-texts/fr';
import { translateErrorMessage } from '@expertos/domain/error-texts/index';
import * as ptBR from '@expertos/domain/error-texts/pt-br';
import type { MessageTexts } from '@expertos/domain/error-texts/types';
import type { Language } from '@expertos/domain/languages';
import { MESSAGE_KEYS, MESSAGES } from '@expertos/domain/messages';
import { translator } from '@/i18n/translate';
import { en } from '@/locales/en';

/*
 * Texts made where the language is not known (the offscreen recorder has no storage to read it
 * from; a failure's message is English when no server wrote it), put into the person's language
 * where they are shown. The server's own error replies already come in it (Accept-Language).
 */

const MESSAGE_TEXTS: Record<Exclude<Language, 'en'>, MessageTexts> = {
  es: es.messages,
  de: de.messages,
  fr: fr.messages,
  'pt-BR': ptBR.messages,
};

const OFFSCREEN_KEYS = Object.keys(en.offscreen) as (keyof typeof en.offscreen)[];

/**
 * An English text in `language` when it is one of ours: the domain's messages (the spec's
 * recording failures), the offscreen recorder's own, or the error catalogue's; anything else as
 * it is.
 */
export function shownText(text: string, language: Language): string {
  const message = MESSAGE_KEYS.find((key) => MESSAGES[key] === text);
  if (message) return language === 'en' ? text : MESSAGE_TEXTS[language][message];
  const own = OFFSCREEN_KEYS.find((key) => en.offscreen[key] === text);
  if (own) return translator(language)(`offscreen.${own}`);
  return translateErrorMessage(text, language);
}

/** What a failure says, in `language` where it is one of ours (an API error by its code). */
export function errorText(error: unknown, language: Language): string {
  if (isApiError(error)) return translateErrorMessage(error.message, language, error.code);
  return shownText(error instanceof Error ? error.message : String(error), language);
}
