import { PSEUDO_LOCALE, pseudoCatalogue } from '@expertos/domain/pseudo-locale';
import { en } from './en';

/**
 * The pseudo-locale's texts, made from the English when it is first turned on (language.ts):
 * a chunk of its own, never in the entry bundle, and never fetched unless someone building the
 * product turned it on (docs/translating.md#checks).
 */
export const locale = PSEUDO_LOCALE;
export const catalogue = pseudoCatalogue(en);
