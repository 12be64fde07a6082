import { PSEUDO_LOCALE, pseudoCatalogue } from '@expertos/domain/pseudo-locale';
import { en } from './en';
import { LAZY_TEXT_PARTS, LAZY_TEXTS, type LazyTextPart } from './lazy-texts';

/**
 * The pseudo-locale's texts, made from the English when it is first turned on (language.ts):
 * a chunk of its own, never in the entry bundle, and never fetched unless someone building the
 * product turned it on (docs/translating.md#checks). Split as the languages are (lazy-texts.ts):
 * a lazy part is made only when its code asks for it, so a screen whose code forgot to ask shows
 * that part's words plain, and the en-XA sweep fails on them.
 */
export const locale = PSEUDO_LOCALE;

const lazyKeys = new Set<string>(LAZY_TEXT_PARTS.flatMap((part) => LAZY_TEXTS[part]));

export const catalogue = pseudoCatalogue({
  ...en,
  ui: Object.fromEntries(Object.entries(en.ui).filter(([key]) => !lazyKeys.has(key))),
});

/** One lazy part in en-XA, as a resource tree. */
export function partCatalogue(part: LazyTextPart): object {
  return pseudoCatalogue({ ui: Object.fromEntries(LAZY_TEXTS[part].map((key) => [key, en.ui[key]])) });
}
