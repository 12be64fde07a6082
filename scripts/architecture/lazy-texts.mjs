// A language's words for a big feature load with that feature's code, not with the language
// (apps/web/src/shared/i18n/lazy-texts.ts): a web file that shows `ui.<key>` of a lazy part must
// import `@/shared/i18n/parts/<part>`, whose top-level await holds the file's chunk until the
// texts are in. Without the import the screen would show those words in English until some other
// code happened to load them.

import { isCheckedWebFile } from './domain-labels.mjs';

/** @typedef {{ file: string, text: string }} Source */
/** @typedef {{ rule: string, file: string, message: string }} Violation */

export const LAZY_TEXTS_FILE = 'apps/web/src/shared/i18n/lazy-texts.ts';

/**
 * The lazy parts and their `ui` keys, read from lazy-texts.ts's `LAZY_TEXTS` table (one
 * `part: ['key', …],` per line).
 * @param {string} text
 * @returns {Map<string, string[]>}
 */
export function lazyParts(text) {
  const table = /LAZY_TEXTS = \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  const parts = new Map();
  for (const match of table.matchAll(/^\s*'?([\w-]+)'?: \[([^\]]*)\]/gm)) {
    const keys = [...match[2].matchAll(/'(\w+)'/g)].map((key) => key[1]);
    parts.set(match[1], keys);
  }
  return parts;
}

const BARE_LAZY = /\blazy\(\s*(?:async\s*)?\(\)\s*=>\s*import\(/;

/**
 * @param {Source[]} sources
 * @returns {Violation[]}
 */
export function checkLazyTexts(sources) {
  const table = sources.find((source) => source.file === LAZY_TEXTS_FILE);
  if (!table) return [];
  const parts = lazyParts(table.text);
  if (parts.size === 0)
    return [{ rule: 'lazy-texts-imported', file: LAZY_TEXTS_FILE, message: 'no LAZY_TEXTS table found' }];
  /** @type {Violation[]} */
  const violations = [];
  for (const { file, text } of sources) {
    if (!isCheckedWebFile(file)) continue;
    // loadChunk (or preloadable, built on it) holds a chunk until the texts it asked for are in;
    // React's lazy() on a bare import() would render it before, in the wrong language.
    if (BARE_LAZY.test(text))
      violations.push({
        rule: 'lazy-texts-imported',
        file,
        message: 'lazy() on a bare import(): load it through loadChunk or preloadable (shared/lib)',
      });
    for (const [part, keys] of parts) {
      const shown = keys.find((key) => new RegExp(`\\bui\\.${key}\\b`).test(text));
      if (!shown) continue;
      if (text.includes(`import '@/shared/i18n/parts/${part}';`)) continue;
      violations.push({
        rule: 'lazy-texts-imported',
        file,
        message: `shows ui.${shown}, a lazy text part: add \`import '@/shared/i18n/parts/${part}';\``,
      });
    }
  }
  return violations;
}
