import { PSEUDO_LOCALE, pseudoCatalogue } from '@expertos/domain/pseudo-locale';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { createI18n } from './i18n';
import { IcuFormat } from './icu';
import { catalogue as de } from './locales/de';
import { catalogue as es } from './locales/es';
import { catalogue as fr } from './locales/fr';
import { catalogue as ptBR } from './locales/pt-BR';

/**
 * icu.ts against the libraries it replaced: intl-messageformat as the i18next-icu plugin called
 * it (tags kept as text; a text it cannot read or format shown as written), on every text of
 * every language with values that reach each of its branches.
 */
function reference(text: string, values: Record<string, unknown>, language: string): unknown {
  try {
    return new IntlMessageFormat(text, language, undefined, { ignoreTag: true }).format(values);
  } catch {
    return text;
  }
}

function* texts(tree: unknown): Generator<string> {
  if (typeof tree === 'string') yield tree;
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) yield* texts(value);
}

/** Each argument a text reads, with the values worth trying for it. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, unknown[]>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      found.set(element.value, [0, 1, 2, 3, 4, 5, 7, 11, 21, 22, 101, 1000, 1.5, -1, '2']);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.select) {
      found.set(element.value, [...Object.keys(element.options), 'not-an-option', undefined]);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.argument && !found.has(element.value)) {
      found.set(element.value, ['Ada', '', 0, 1234.5, null, "it's {odd} <b>", { element: true }]);
    }
  }
  return found;
}

/** Value sets: the i-th value of every argument, then each argument left out once. */
function valueSets(text: string): Record<string, unknown>[] {
  let args: Map<string, unknown[]>;
  try {
    args = argumentsOf(parse(text, { ignoreTag: true }));
  } catch {
    return [{}];
  }
  const longest = Math.max(1, ...[...args.values()].map((values) => values.length));
  const sets: Record<string, unknown>[] = [];
  for (let i = 0; i < longest; i++)
    sets.push(Object.fromEntries([...args].map(([name, values]) => [name, values[i % values.length]])));
  for (const left of args.keys())
    sets.push(
      Object.fromEntries([...args].filter(([name]) => name !== left).map(([name, v]) => [name, v[0]])),
    );
  return sets;
}

const LANGUAGES: [string, object][] = [
  ['en', en],
  ['de', de],
  ['es', es],
  ['fr', fr],
  ['pt-BR', ptBR],
  [PSEUDO_LOCALE, pseudoCatalogue(en)],
];

describe('ICU texts (icu.ts)', () => {
  for (const [language, catalogue] of LANGUAGES) {
    it(`formats every ${language} text as intl-messageformat did`, () => {
      const ours = new IcuFormat();
      let compared = 0;
      const differences: string[] = [];
      for (const text of new Set(texts(catalogue))) {
        for (const values of valueSets(text)) {
          const expected = reference(text, values, language);
          const actual = ours.parse(text, values, language);
          compared++;
          if (JSON.stringify(actual) !== JSON.stringify(expected))
            differences.push(
              `${text} ${JSON.stringify(values)} → ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`,
            );
        }
      }
      expect(differences.slice(0, 5)).toEqual([]);
      // Every language has thousands of texts: a catalogue that failed to load compares none.
      expect(compared).toBeGreaterThan(5000);
    });
  }

  it('reads what the texts do not use yet as ICU does', () => {
    /** Texts ICU formats, then texts it shows as written (unreadable, or missing what they need). */
    const formatted: [string, Record<string, unknown>][] = [
      ["It''s '{quoted}' and '#' {n, plural, one {'#' is #} other {# '{items}' left, '<b>'}}", { n: 3 }],
      ["'<b>' {n, plural, =0 {none} =1 {exactly one} other {#}}", { n: 0 }],
      [
        '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
        { n: 2, who: 'Ana' },
      ],
      [
        '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
        { n: 5, who: 'Ana' },
      ],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 23 }],
      ['{n, plural, one {# {kind, select, a {# A} other {other #}}} other {many}}', { n: 1, kind: 'a' }],
      ['a } b {x}', { x: 'c' }],
      ["unclosed 'quote {x}", { x: 1 }],
      ["open '{quote to the end", {}],
      ['{ x }', { x: 'spaced' }],
    ];
    const asWritten: [string, Record<string, unknown>][] = [
      ['{n, plural, one {one}}', { n: 1 }],
      ['{broken', { broken: 1 }],
      ['{}', {}],
      ['{n, plural, one {a} one {b} other {c}}', { n: 1 }],
      ['{kind, select, =1 {a} other {b}}', { kind: 1 }],
      ['{who} and {n, plural, other {#}}', { n: 1 }],
    ];
    const ours = new IcuFormat();
    for (const language of ['en', 'fr'])
      for (const [text, values] of [...formatted, ...asWritten]) {
        const expected = reference(text, values, language);
        expect([text, ours.parse(text, values, language)]).toEqual([text, expected]);
        // Each case is what it says: the reference formats the first list and not the second.
        expect([text, expected === text]).toEqual([text, asWritten.some(([written]) => written === text)]);
      }
  });

  it('shows a number, date or time argument as written (check-translations refuses one)', () => {
    expect(new IcuFormat().parse('{n, number} left', { n: 3 }, 'en')).toBe('{n, number} left');
  });

  it('is the format i18next uses: plurals and arguments through t()', () => {
    const i18n = createI18n({
      ui: { test: '{count, plural, one {# file from {who}} other {# files from {who}}}' },
    });
    expect(i18n.t('ui.test' as never, { count: 1, who: 'Ana' })).toBe('1 file from Ana');
    expect(i18n.t('ui.test' as never, { count: 1200, who: 'Ana' })).toBe('1,200 files from Ana');
  });
});
