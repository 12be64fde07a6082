import * as de from '@expertos/domain/error-texts/de';
import { LANGUAGES } from '@expertos/domain/languages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '@/shared/lib/load-chunk';
import { hasDateNames } from './date-names';
import { en } from './en';
import { enCore } from './en-core';
import { createI18n } from './i18n';
import {
  applyLanguage,
  askedParts,
  askTexts,
  browserLanguage,
  PSEUDO_LOCALE_KEY,
  pseudoLocaleAllowed,
  startingLanguage,
  storedLanguage,
} from './language';
import { LAZY_TEXT_PARTS, LAZY_TEXTS, type LazyTextPart } from './lazy-texts';
import { catalogue as deCatalogue } from './locales/de';
import { catalogue as deCore } from './locales/de/core';
import { catalogue as frCatalogue } from './locales/fr';
import { partFile, partModules } from './part-loaders';
import { textsSettled } from './pending-texts';

/** A text by a key made at run time (the catalogue's types know only written keys). */
const say = (instance: ReturnType<typeof createI18n>, key: string): string => instance.t(key as never);

/** Every text under a part of a catalogue, with its key. */
function* texts(tree: unknown, path: string): Generator<[string, string]> {
  if (typeof tree === 'string') yield [path, tree];
  else
    for (const [name, value] of Object.entries(tree as Record<string, unknown>))
      yield* texts(value, `${path}.${name}`);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the app’s language', () => {
  it('loads another language’s texts when first chosen, with its plurals and number formats', async () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(false);
    await applyLanguage('fr', { instance: i18n });
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    // French plurals: one covers 0 and 1, other the rest (a million's `many` falls back to it).
    expect(i18n.t('ui.tickets.board.hiddenEmpty', { count: 0 })).toBe('0 colonne vide masquée');
    expect(i18n.t('ui.tickets.board.hiddenEmpty', { count: 2 })).toBe('2 colonnes vides masquées');
    expect(i18n.t('ui.tickets.board.hiddenEmpty', { count: 1_000_000 })).toBe(
      '1\u202f000\u202f000 colonnes vides masquées',
    );
    await applyLanguage('de', { instance: i18n });
    expect(i18n.t('ui.tickets.board.hiddenEmpty', { count: 1250 })).toBe('1.250 leere Spalten ausgeblendet');
    // The server's error texts and the app's messages come with the language, from the domain.
    expect(i18n.t('errors.not_found')).toBe(de.errors.not_found);
    expect(i18n.t('errors.not_found')).not.toBe(createI18n().t('errors.not_found'));
    expect(i18n.t('messages.emailSendSuccess')).toBe(de.messages.emailSendSuccess);
    // The date pickers' month and weekday names came with it: no English flash in a picker.
    expect(hasDateNames('fr') && hasDateNames('de')).toBe(true);
    await applyLanguage('en', { instance: i18n });
    expect(i18n.t('ui.tickets.board.hiddenEmpty', { count: 1 })).toBe('1 empty column hidden');
  });

  it('fetches a language again when its texts were taken out of the instance', async () => {
    const i18n = createI18n();
    await applyLanguage('de', { instance: i18n });
    i18n.removeResourceBundle('de', 'translation');
    await applyLanguage('en', { instance: i18n });
    await applyLanguage('de', { instance: i18n });
    expect(i18n.t('errors.not_found')).toBe(de.errors.not_found);
  });

  it('starts in this device’s choice, else the browser’s best match', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT', 'en']);
    expect(browserLanguage()).toBe('pt-BR');
    expect(startingLanguage()).toBe('pt-BR');
    await applyLanguage('es', { remember: 'es', instance: createI18n() });
    expect(storedLanguage()).toBe('es');
    expect(startingLanguage()).toBe('es');
    await applyLanguage('pt-BR', { remember: null, instance: createI18n() });
    expect(storedLanguage()).toBeNull();
  });
});

describe('texts loaded with their feature (lazy-texts.ts)', () => {
  it('has a chunk for every lazy part of every language, and nothing else', () => {
    const expected = LANGUAGES.flatMap((language) => LAZY_TEXT_PARTS.map((part) => partFile(language, part)));
    expect(expected).toContain('./publishing.ts');
    expect(expected).toContain('./locales/de/publishing.ts');
    expect(Object.keys(partModules).sort()).toEqual(expected.sort());
  });

  it('has, in each part’s chunk of every language, every key the part stands for', async () => {
    // The loader reads a part's keys off its module by name (language.ts): an export named
    // otherwise (`tryTexts` for ui.try) would leave the screen showing its keys.
    for (const language of LANGUAGES)
      for (const part of LAZY_TEXT_PARTS) {
        const module = await partModules[partFile(language, part)]!();
        for (const key of LAZY_TEXTS[part])
          expect([language, part, key, typeof module[key]]).toEqual([language, part, key, 'object']);
      }
  });

  it('leaves a feature’s words out of its language’s first chunk, and the whole catalogue has them all', () => {
    const publishing = deCatalogue.ui.publishing;
    expect(Object.keys(publishing).length).toBeGreaterThan(10);
    expect('publishing' in deCore.ui).toBe(false);
    expect('kitchen' in deCore.ui).toBe(false);
    expect(deCore.ui.tickets).toBe(deCatalogue.ui.tickets);
  });

  it('fetches a part the code asks for in the language shown, before the chunk asking for it is handed over', async () => {
    // A part no code in this worker asked for yet: asked parts are the page's (its modules ran
    // once), and the web tests share one page, so a fixed part would depend on test order.
    const part = LAZY_TEXT_PARTS.find((name) => !askedParts().has(name));
    expect(part, 'every lazy part was asked for before this test').toBeDefined();
    const area = LAZY_TEXTS[part as LazyTextPart][0];
    // One of its texts German says otherwise than English (a network's name reads the same).
    const english = createI18n();
    const [key, german] = [...texts((deCatalogue.ui as Record<string, unknown>)[area], `ui.${area}`)].find(
      ([name, text]) => say(english, name) !== text,
    ) ?? ['', ''];
    const i18n = createI18n();
    await applyLanguage('de', { instance: i18n });
    expect(i18n.getResource('de', 'translation', key)).toBeUndefined();
    // A chunk whose module asks for the part's texts as it runs, as parts/<part>.ts does.
    const chunk = await loadChunk(async () => {
      askTexts(part as LazyTextPart, i18n);
      return { ready: true };
    });
    expect(chunk.ready).toBe(true);
    expect(say(i18n, key)).toBe(german);
    expect(say(i18n, key)).not.toBe(say(english, key));
  });

  it('keeps English’s parts out of the entry’s core and fetches one when its code asks, as for any language', async () => {
    for (const part of LAZY_TEXT_PARTS)
      for (const key of LAZY_TEXTS[part]) expect([key, key in enCore.ui]).toEqual([key, false]);
    expect(Object.keys(en.ui).length).toBe(
      Object.keys(enCore.ui).length + LAZY_TEXT_PARTS.flatMap((p) => LAZY_TEXTS[p]).length,
    );
    const i18n = createI18n();
    expect(i18n.exists('ui.audit.intro')).toBe(false);
    askTexts('audit', i18n);
    await textsSettled();
    expect(i18n.t('ui.audit.intro')).toBe(en.ui.audit.intro);
  });

  it('fetches every part asked for so far again when the language changes, and makes en-XA part by part', async () => {
    const i18n = createI18n();
    askTexts('developers', i18n);
    await textsSettled();
    await applyLanguage('fr', { instance: i18n });
    expect(i18n.t('ui.developers.keysTitle')).toBe(frCatalogue.ui.developers.keysTitle);
    localStorage.setItem(PSEUDO_LOCALE_KEY, '1');
    await applyLanguage('fr', { instance: i18n });
    expect(i18n.t('ui.developers.keysTitle')).toMatch(/^\[.+·+\]$/);
    // en-XA holds the parts asked for and no other: a screen whose code forgot one shows it plain.
    for (const part of LAZY_TEXT_PARTS) {
      const key = `ui.${LAZY_TEXTS[part][0]}`;
      expect([part, i18n.getResource('en-XA', 'translation', key) !== undefined]).toEqual([
        part,
        askedParts().has(part),
      ]);
    }
    expect(askedParts().has('developers')).toBe(true);
    await applyLanguage('en', { instance: i18n });
  });
});

describe('the pseudo-locale en-XA', () => {
  it('shows every text accented and bracketed, whatever the language, once this device asks for it', async () => {
    const i18n = createI18n();
    localStorage.setItem(PSEUDO_LOCALE_KEY, '1');
    await applyLanguage('de', { remember: 'de', instance: i18n });
    expect(i18n.language).toBe('en-XA');
    expect(document.documentElement.lang).toBe('en-XA');
    // The chosen language is still remembered: turning en-XA off shows it again.
    expect(storedLanguage()).toBe('de');
    expect(i18n.t('ui.common.retry')).toBe('[Ţŕý åĝåíñ·······]');
    // ICU still works in it: arguments, plurals and their numbers.
    expect(i18n.t('ui.tickets.board.hiddenEmpty', { count: 2 })).toMatch(/^\[2 .*ĥíððéñ·+\]$/);

    localStorage.removeItem(PSEUDO_LOCALE_KEY);
    await applyLanguage('de', { instance: i18n });
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('may be turned on only on the dev server or a build opened over http on this machine', () => {
    const at = (protocol: string, hostname: string) => ({ protocol, hostname });
    expect(pseudoLocaleAllowed(true, at('https:', 'app.expertos.example'))).toBe(true);
    expect(pseudoLocaleAllowed(false, at('http:', 'localhost'))).toBe(true);
    expect(pseudoLocaleAllowed(false, at('http:', '127.0.0.1'))).toBe(true);
    expect(pseudoLocaleAllowed(false, at('https:', 'app.expertos.example'))).toBe(false);
    expect(pseudoLocaleAllowed(false, at('http:', 'expertos.lan'))).toBe(false);
    // The native shell serves the app from https://localhost or capacitor://localhost.
    expect(pseudoLocaleAllowed(false, at('https:', 'localhost'))).toBe(false);
    expect(pseudoLocaleAllowed(false, at('capacitor:', 'localhost'))).toBe(false);
    expect(pseudoLocaleAllowed(false, null)).toBe(false);
  });
});
