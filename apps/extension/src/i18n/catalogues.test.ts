import { LANGUAGES } from '@expertos/domain/languages';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../locales';
import { en } from '../locales/en';
import { chromeMessagesJson, flatMessages } from './chrome-messages';
import { isPluralForms, translator } from './translate';

/** Every text of a catalogue by its dotted key; plural forms as one entry. */
function entries(node: unknown, path: string[] = []): [string, unknown][] {
  if (typeof node === 'string' || isPluralForms(node)) return [[path.join('.'), node]];
  return Object.entries(node as object).flatMap(([key, value]) => entries(value, [...path, key]));
}

const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]).sort();
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, string>);

const english = new Map(entries(en));
const translations = LANGUAGES.filter((language) => language !== 'en');

describe('the extension’s catalogues', () => {
  it.each(translations)('%s has every English key and no other', (language) => {
    const keys = entries(CATALOGUES[language]).map(([key]) => key);
    expect(keys.sort()).toEqual([...english.keys()].sort());
  });

  it.each(translations)('%s names the same arguments as the English in every text', (language) => {
    for (const [key, value] of entries(CATALOGUES[language])) {
      const source = english.get(key);
      expect(isPluralForms(value), key).toBe(isPluralForms(source));
      // A plural's forms each name what the English `other` names (`count` aside in `one`).
      const wanted = placeholders(texts(isPluralForms(source) ? source.other : source)[0]!);
      for (const [form, text] of Object.entries(isPluralForms(value) ? value : { other: value as string })) {
        const named = placeholders(text);
        const expected =
          form === 'other' ? wanted : wanted.filter((name) => name !== 'count' || named.includes(name));
        expect(named, `${language} ${key}.${form}`).toEqual(expected);
      }
    }
  });

  it.each(LANGUAGES)('%s writes only the plural forms its grammar has, one and other always', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, value] of entries(CATALOGUES[language])) {
      if (!isPluralForms(value)) continue;
      expect(Object.keys(value), key).toEqual(expect.arrayContaining(['one', 'other']));
      for (const form of Object.keys(value)) expect(categories, `${key}.${form}`).toContain(form);
    }
  });

  it.each(LANGUAGES)(
    '%s has no empty text and no $, which the browser’s messages would read as a placeholder',
    (language) => {
      for (const [key, value] of entries(CATALOGUES[language]))
        for (const text of texts(value)) {
          expect(text.trim(), key).not.toBe('');
          expect(text, key).not.toContain('$');
        }
    },
  );

  it.each(LANGUAGES)(
    '%s becomes a messages.json with the manifest’s texts, under valid, distinct names',
    (language) => {
      const json = JSON.parse(chromeMessagesJson(CATALOGUES[language])) as Record<
        string,
        { message: string }
      >;
      expect(json.manifest_name?.message).toBe('Expertos');
      expect(json.manifest_description?.message).toBe(CATALOGUES[language].manifest.description);
      expect(json.manifest_actionTitle?.message).toBe('Expertos');
      for (const name of Object.keys(json)) expect(name).toMatch(/^[A-Za-z0-9_]+$/);
      // No two keys collapse into one name (`recording-cut` → `recording_cut`).
      const count = entries(CATALOGUES[language]).reduce((n, [, value]) => n + texts(value).length, 0);
      expect(Object.keys(flatMessages(CATALOGUES[language]))).toHaveLength(count);
      expect(Object.keys(json)).toHaveLength(count);
    },
  );
});

describe('a text looked up', () => {
  it('fills in its arguments, numbers written the language’s way', () => {
    expect(translator('en')('common.ticketCreated', { id: '12' })).toBe('Ticket #12 created');
    expect(translator('de')('recordings.waiting', { count: 1200 })).toBe(
      '1.200 Aufnahmen warten auf den Upload',
    );
  });

  it('takes the plural form the language’s rules give the count', () => {
    const withAssets = (language: 'en' | 'fr', count: number) =>
      translator(language)('ticketCreated.withAssets', { count });
    expect(withAssets('en', 1)).toBe('With 1 asset from the library.');
    expect(withAssets('en', 0)).toBe('With 0 assets from the library.');
    // French counts 0 as singular.
    expect(withAssets('fr', 0)).toBe('Avec 0 média de la médiathèque.');
    expect(withAssets('fr', 2)).toBe('Avec 2 médias de la médiathèque.');
  });

  it('is the language’s own for the same key', () => {
    expect(LANGUAGES.map((language) => translator(language)('popup.title'))).toEqual([
      'New ticket',
      'Nuevo ticket',
      'Neues Ticket',
      'Nouveau ticket',
      'Novo ticket',
    ]);
  });
});
