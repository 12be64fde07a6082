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

/**
 * `'1'` here shows the app in the pseudo-locale en-XA (docs/translating.md#checks) instead of
 * any language, where it is allowed at all (pseudoLocaleAllowed).
 */
export const PSEUDO_LOCALE_KEY = `${STORE_KEY_PREFIX}pseudo-locale`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Loopback names: a build served from the machine it runs on (the e2e journeys' server). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where en-XA may be turned on: the dev server, or a build opened over plain http on this very
 * machine, as the e2e journeys open the production build (`npm run build` makes one build for
 * release and for them). People reach a real server by its name over https, and the app shell
 * (Capacitor) over https or capacitor:, so it is never on for them, and its chunk is never
 * fetched.
 */
export function pseudoLocaleAllowed(
  dev: boolean = import.meta.env.DEV,
  where: Pick<Location, 'protocol' | 'hostname'> | null = globalThis.location ?? null,
): boolean {
  return dev || (where?.protocol === 'http:' && LOOPBACK.has(where.hostname));
}

/** Whether this device asked for en-XA, where that is allowed. */
export function pseudoLocaleOn(): boolean {
  return pseudoLocaleAllowed() && storage()?.getItem(PSEUDO_LOCALE_KEY) === '1';
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
 * keeps the choice on this device (null forgets it: the browser's language again). With the
 * pseudo-locale on, the app shows en-XA whatever the language (which is still remembered).
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
  let shown: string = language;
  if (pseudoLocaleOn()) {
    const pseudo = await import('./pseudo-locale');
    shown = pseudo.locale;
    if (!instance.hasResourceBundle(shown, 'translation'))
      instance.addResourceBundle(shown, 'translation', pseudo.catalogue, true, true);
  } else if (language !== 'en' && !instance.hasResourceBundle(language, 'translation')) {
    const { catalogue } = await loaders[language]();
    instance.addResourceBundle(language, 'translation', catalogue, true, true);
  }
  await instance.changeLanguage(shown);
  if (typeof document !== 'undefined') document.documentElement.lang = shown;
}

/** The language to start in: this device's choice, else the browser's. */
export function startingLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

/** A signed-in person's language: their profile's choice, else this device's, else the browser's. */
export function languageOf(profileLanguage: Language | null | undefined): Language {
  return profileLanguage ?? startingLanguage();
}
