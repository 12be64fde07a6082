import { bestLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from '@expertos/domain/languages';
import type { i18n as I18n } from 'i18next';
import { fetchChunk } from '@/shared/lib/load-chunk';
import { STORE_KEY_PREFIX } from '@/shared/stores/storage';
import { loadDateNames } from './date-names';
import { i18n as appI18n } from './i18n';
import { LAZY_TEXTS, type LazyTextPart } from './lazy-texts';
import { trackTexts } from './pending-texts';

/**
 * The other languages' texts, each its own chunk fetched when first chosen: only English is in
 * the entry bundle (docs/product.md#languages). The core holds all but the lazy parts.
 */
const coreLoaders: Record<Exclude<Language, 'en'>, () => Promise<{ catalogue: object }>> = {
  es: () => import('./locales/es/core'),
  de: () => import('./locales/de/core'),
  fr: () => import('./locales/fr/core'),
  'pt-BR': () => import('./locales/pt-BR/core'),
};

/** The parts the code loaded so far has asked for: a change of language fetches them again. */
const asked = new Set<LazyTextPart>();
/** The language each instance shows or is switching to (what a part asked for now is fetched in). */
const wanted = new WeakMap<I18n, string>();
/** The languages whose core each instance holds. */
const cores = new WeakMap<I18n, Set<string>>();

/** A part's texts in `shown`, as a resource tree. */
async function partTexts(shown: string, part: LazyTextPart): Promise<object | null> {
  if (!isLanguage(shown)) {
    // en-XA, made from the English part by part, so a part never loaded stays plain in the sweep.
    const pseudo = await import('./pseudo-locale');
    return pseudo.partCatalogue(part);
  }
  // The table of loaders is a chunk of its own, fetched with the first part asked for.
  const { partModules, partFile } = await fetchChunk(() => import('./part-loaders'));
  const load = partModules[partFile(shown, part)];
  if (!load) return null;
  const module = await fetchChunk(load);
  return { ui: Object.fromEntries(LAZY_TEXTS[part].map((key) => [key, module[key]])) };
}

async function addPart(instance: I18n, shown: string, part: LazyTextPart): Promise<void> {
  try {
    const texts = await partTexts(shown, part);
    if (texts) instance.addResourceBundle(shown, 'translation', texts, true, true);
  } catch (error) {
    // Never fail the screen over its words: i18next falls back to English, or shows the key.
    console.warn(`The ${shown} texts of ${part} could not be loaded`, error);
  }
}

/**
 * Asks for a lazy part in the language shown, from the top of `parts/<part>.ts`: the chunk that
 * imports it renders once the texts are in (loadChunk waits for them, pending-texts.ts), and a
 * later change of language fetches the part again.
 */
export function askTexts(part: LazyTextPart, instance: I18n = appI18n): void {
  asked.add(part);
  trackTexts(addPart(instance, wanted.get(instance) ?? DEFAULT_LANGUAGE, part));
}

/** The parts asked for so far (their modules have run). */
export function askedParts(): ReadonlySet<LazyTextPart> {
  return asked;
}

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
  const pseudo = pseudoLocaleOn() ? await import('./pseudo-locale') : null;
  const shown: string = pseudo ? pseudo.locale : language;
  wanted.set(instance, shown);
  const held = cores.get(instance) ?? new Set<string>();
  cores.set(instance, held);
  const core = async () => {
    // Held, unless its bundle was taken out since (then it is fetched again, with the parts below).
    if (shown === DEFAULT_LANGUAGE || (held.has(shown) && instance.hasResourceBundle(shown, 'translation')))
      return;
    const { catalogue } = pseudo ?? (await coreLoaders[language as Exclude<Language, 'en'>]());
    instance.addResourceBundle(shown, 'translation', catalogue, true, true);
    held.add(shown);
  };
  await Promise.all([
    core(),
    // The date pickers' month and weekday names, so they change with the words.
    loadDateNames(language),
    ...[...asked].map((part) => addPart(instance, shown, part)),
  ]);
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
