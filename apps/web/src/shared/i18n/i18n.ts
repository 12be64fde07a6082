import type { ErrorCode } from '@expertos/domain/errors';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCore } from './en-core';
import { IcuFormat } from './icu';

export const DEFAULT_LANGUAGE = 'en';

/**
 * Creates an initialised i18next instance, synchronously, with the English core the entry holds;
 * language.ts brings the lazy parts and the other languages. Tests pass all of English (en.ts).
 */
export function createI18n(english: object = enCore): I18n {
  const instance = i18next.createInstance();
  // ICU MessageFormat (docs/translating.md): plurals, selects and arguments inside one sentence
  // (icu.ts).
  void instance
    .use(IcuFormat)
    .use(initReactI18next)
    .init({
      // i18next merges a part into the tree it was given, in place: each instance takes its own
      // `ui` level, where the parts go, so no instance adds words to another's.
      resources: { en: { translation: { ...english, ui: { ...(english as { ui: object }).ui } } } },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      initAsync: false,
      // Error codes contain '/' and ':' is not ours; keys are nested by '.' only.
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
  return instance;
}

export const i18n = createI18n();

/** The text for an error code, or `fallback` when the catalogue has none. */
export function translateError(code: string, fallback: string, instance: I18n = i18n): string {
  // The code comes from the server: exists() tells whether the catalogue has it.
  const key = `errors.${code}`;
  return instance.exists(key) ? instance.t(key as `errors.${ErrorCode}`) : fallback;
}
