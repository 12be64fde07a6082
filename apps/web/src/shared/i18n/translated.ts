/**
 * A translation of an English text tree (docs/translating.md): every key of the English and no
 * other, each text a string (a text of its own, too: `Translated<'Loading…'>` is any string). A
 * missing or extra key fails the type check.
 */
export type Translated<T> = T extends string ? string : { readonly [K in keyof T]: Translated<T[K]> };
