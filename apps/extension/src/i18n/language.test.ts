import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language';

describe("the extension's language", () => {
  it("is the app's, as handed over with the token, whatever the browser speaks", () => {
    expect(chooseLanguage('es', 'de-DE')).toBe('es');
    expect(chooseLanguage('pt-BR', 'en-US')).toBe('pt-BR');
    expect(chooseLanguage('en', 'fr')).toBe('en');
  });

  it("else the browser's interface language, best matched", () => {
    expect(chooseLanguage(undefined, 'es-MX')).toBe('es');
    expect(chooseLanguage(undefined, 'es-419')).toBe('es');
    expect(chooseLanguage(undefined, 'pt')).toBe('pt-BR');
    expect(chooseLanguage(undefined, 'pt-PT')).toBe('pt-BR');
    expect(chooseLanguage(undefined, 'de')).toBe('de');
    expect(chooseLanguage(undefined, 'fr-CA')).toBe('fr');
  });

  it('else English: a language that is not ours, handed over or the browser’s, counts for nothing', () => {
    expect(chooseLanguage(undefined, 'ja')).toBe('en');
    expect(chooseLanguage(undefined, undefined)).toBe('en');
    expect(chooseLanguage('xx', 'ja')).toBe('en');
    expect(chooseLanguage('pt-br', 'de')).toBe('de');
    expect(chooseLanguage(42, 'es')).toBe('es');
  });
});
