import type { ParseKeys } from 'i18next';

/** A key of the English resources ('ui.team.role'): what t() and <Trans i18nKey> accept. */
export type TranslationKey = ParseKeys;

/**
 * The keys under a prefix, without it: `KeysUnder<'ui.tickets.details.fields'>` is
 * 'summary' | 'status' | …, so a key built as `${prefix}.${name}` stays checked.
 */
export type KeysUnder<Prefix extends string> = TranslationKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;
