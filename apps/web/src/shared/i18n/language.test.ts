import * as de from '@expertos/domain/error-texts/de';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import {
  applyLanguage,
  browserLanguage,
  PSEUDO_LOCALE_KEY,
  pseudoLocaleAllowed,
  startingLanguage,
  storedLanguage,
} from './language';

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
    await applyLanguage('en', { instance: i18n });
    expect(i18n.t('ui.tickets.board.hiddenEmpty', { count: 1 })).toBe('1 empty column hidden');
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
