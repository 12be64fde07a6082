import { bestLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from '@expertos/domain/languages';
import type { i18n as I18n } from 'i18next';
import { STORE_KEY_PREFIX } from '@/shared/stores/storage';
import { i18n as appI18n } from './i18n';

/**
 * The other languages' texts, each its own chunk fetched when first chosen: only English is in
 * the entry bundle (docs/product.md#languages).
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ catalogue: object }>> = {
  es: () => import('./locales/es'),
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  'pt-BR': () => import('./locales/pt-BR'),
};

/** The language chosen on this device (by the profile, or the signed-out pages' picker). */
const STORED_KEY = `${STORE_KEY_PREFIX}language`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The browser's best match among ours (es-MX → es, pt → pt-BR), else English. */
export function browserLanguage(): Language {
  return typeof navigator === 'undefined'
    ? DEFAULT_LANGUAGE
    : bestLanguage(navigator.languages ?? [navigator.language]);
}

/** What this device last chose, if anything. */
export function storedLanguage(): Language | null {
  const value = storage()?.getItem(STORED_KEY);
  return isLanguage(value) ? value : null;
}

/**
 * Shows the app in `language` from now on, without a reload: its texts are fetched the first
 * time, then i18next switches (every `t()` re-renders) and `<html lang>` follows. `remember`
 * keeps the choice on this device (null forgets it: the browser's language again).
 */
export async function applyLanguage(
  language: Language,
  { remember, instance = appI18n }: { remember?: Language | null; instance?: I18n } = {},
): Promise<void> {
  if (remember !== undefined) {
    const store = storage();
    if (remember === null) store?.removeItem(STORED_KEY);
    else store?.setItem(STORED_KEY, remember);
  }
  if (language !== 'en' && !instance.hasResourceBundle(language, 'translation')) {
    const { catalogue } = await loaders[language]();
    instance.addResourceBundle(language, 'translation', catalogue, true, true);
  }
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language to start in: this device's choice, else the browser's. */
export function startingLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/** A signed-in person's language: their profile's choice, else this device's, else the browser's. */
export function languageOf(profileLanguage: Language | null | undefined): Language {
  return profileLanguage ?? startingLanguage();
}
