import type { Language } from '@expertos/domain/languages';
import { generateChromeMessagesText, parseMessagesObject } from '@wxt-dev/i18n/build';
import type { Catalogue } from './types';

/*
 * The catalogues as the browser reads them (`_locales/<folder>/messages.json`), for the manifest's
 * `__MSG_…__` texts. A dotted key becomes an underscored message name (`manifest.name` →
 * `manifest_name`), as @wxt-dev/i18n names nested keys; plural forms become one message each
 * (`…_one`, `…_other`). A message name holds only ASCII letters, digits and `_`, so any other
 * character of a key (`recording-cut`) becomes `_` too.
 */

/** Chrome's folder for a language: `pt-BR` → `pt_BR`. */
export const chromeLocale = (language: Language): string => language.replace('-', '_');

/** The catalogue's texts by message name. */
export function flatMessages(catalogue: Catalogue): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (node: unknown, path: string[]) => {
    if (typeof node === 'string') flat[path.join('_').replace(/[^A-Za-z0-9_]/g, '_')] = node;
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(catalogue, []);
  return flat;
}

/** A language's messages.json, written by @wxt-dev/i18n's own generator. */
export function chromeMessagesJson(catalogue: Catalogue): string {
  return generateChromeMessagesText(parseMessagesObject(flatMessages(catalogue)));
}
