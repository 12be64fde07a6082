import type { ErrorCode } from '@expertos/domain/errors';
import i18next, { type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

export const DEFAULT_LANGUAGE = 'en';

/** Creates an initialised i18next instance (synchronously: the English is bundled; see language.ts for the rest). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  // ICU MessageFormat (docs/translating.md): plurals, selects and arguments inside one sentence.
  void instance
    .use(ICU)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en } },
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
