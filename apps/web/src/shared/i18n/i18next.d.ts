import type { en } from './en';

/**
 * Types t() and <Trans i18nKey> by the English resources: a key that is not in them is a
 * type error. Mirrors createI18n's options (one namespace, no namespace separator).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    nsSeparator: false;
    // The texts are ICU MessageFormat (icu.ts): arguments are read from `{name}` and plurals.
    parseInterpolation: 'icu';
  }
}
