import type { Language } from '@expertos/domain/languages';
import { browser } from 'wxt/browser';
import { chooseLanguage } from '@/i18n/language';

/** The app's language as it last handed it over (docs/product.md#extension), in local storage. */
const KEY = 'language';

export async function rememberLanguage(language: Language): Promise<void> {
  await browser.storage.local.set({ [KEY]: language });
}

/** The language to show the extension in now: the app's, else the browser's, else English. */
export async function currentLanguage(): Promise<Language> {
  const stored = (await browser.storage.local.get(KEY))[KEY];
  return chooseLanguage(stored, browser.i18n.getUILanguage());
}

/** Calls `listener` with the new language whenever the app hands over another one; answers the way to stop. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  const changed = (changes: Record<string, { newValue?: unknown }>) => {
    if (KEY in changes) void currentLanguage().then(listener);
  };
  browser.storage.local.onChanged.addListener(changed);
  return () => browser.storage.local.onChanged.removeListener(changed);
}
