import type { English } from '../locales/en';

/*
 * The shape of a catalogue (docs/translating.md, "Extension"): texts, groups of texts, and a
 * count's plural forms. The English catalogue types the others and every key and argument a
 * page asks for.
 */

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A count's texts by CLDR plural category; `other` always, the rest as the language needs them. */
export type PluralForms = { readonly other: string } & {
  readonly [C in Exclude<PluralCategory, 'other'>]?: string;
};

/** An object of plural forms (only category keys), as opposed to a group of texts. */
type IsPlural<T> = T extends string ? false : keyof T extends PluralCategory ? true : false;

/**
 * A translation of the English: every key of it and no other, each text any string, each set of
 * plural forms the language's own.
 */
export type Translated<T> = T extends string
  ? string
  : IsPlural<T> extends true
    ? PluralForms
    : { readonly [K in keyof T]: Translated<T[K]> };

export type Catalogue = Translated<English>;

type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;

/** Every text's key, dotted (`popup.title`); a plural text's key names its forms together. */
export type TextKey<T = English, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? Join<P, K>
    : IsPlural<T[K]> extends true
      ? Join<P, K>
      : TextKey<T[K], Join<P, K>>;
}[keyof T & string];

/** The English text (or plural forms) at a dotted key. */
type At<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The `{name}` arguments a text names. */
type Names<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;

export type Arg = string | number;

/** What a key asks for: a plural text its count (and its other arguments), a text its arguments. */
type ArgsOf<V> =
  IsPlural<V> extends true
    ? [args: { count: number } & { [N in Exclude<Names<V[keyof V]>, 'count'>]: Arg }]
    : [Names<V>] extends [never]
      ? []
      : [args: { [N in Names<V>]: Arg }];

export type TextArgs<K extends TextKey> = ArgsOf<At<English, K>>;

/** Looks a text up in one language and fills in its arguments. */
export type Translate = <K extends TextKey>(key: K, ...args: TextArgs<K>) => string;
