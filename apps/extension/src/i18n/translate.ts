import type { Language } from '@expertos/domain/languages';
import { CATALOGUES } from '../locales';
import { type Arg, PLURAL_CATEGORIES, type PluralForms, type Translate } from './types';

type Node = string | { readonly [key: string]: Node } | undefined;

const ARGUMENT = /\{([A-Za-z0-9_]+)\}/g;

/** Plural forms: an object whose keys are all CLDR categories, `other` among them. */
export function isPluralForms(node: unknown): node is PluralForms {
  if (typeof node !== 'object' || node === null || !('other' in node)) return false;
  return Object.keys(node).every((key) => (PLURAL_CATEGORIES as readonly string[]).includes(key));
}

function lookup(catalogue: object, key: string): Node {
  let node: Node = catalogue as Node;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

const translators = new Map<Language, Translate>();

/**
 * The texts of one language: a key's text (its plural form for `count`, by the language's CLDR
 * rules) with its `{name}` arguments filled in, numbers written the language's way. A key the
 * language lacks (its type forbids that) falls back to the English.
 */
export function translator(language: Language): Translate {
  const made = translators.get(language);
  if (made) return made;
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  const t = ((key: string, args?: Record<string, Arg>) => {
    const node = lookup(CATALOGUES[language], key) ?? lookup(CATALOGUES.en, key);
    let text: string;
    if (typeof node === 'string') text = node;
    else if (isPluralForms(node)) {
      const count = Number(args?.count ?? 0);
      text = node[plurals.select(count)] ?? node.other;
    } else text = key;
    return text.replace(ARGUMENT, (whole, name: string) => {
      const value = args?.[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  }) as Translate;
  translators.set(language, t);
  return t;
}
