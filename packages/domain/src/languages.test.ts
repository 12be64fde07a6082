import { describe, expect, it } from 'vitest';
import { acceptedLanguages, bestLanguage, isLanguage } from './languages';

describe('the product language for a person’s preferences', () => {
  it('takes an exact match first, then the first whose base language is ours, else English', () => {
    expect(bestLanguage(['de-DE', 'fr'])).toBe('de');
    expect(bestLanguage(['es-MX'])).toBe('es');
    expect(bestLanguage(['pt'])).toBe('pt-BR');
    expect(bestLanguage(['pt-PT', 'en'])).toBe('pt-BR');
    expect(bestLanguage(['PT-br'])).toBe('pt-BR');
    expect(bestLanguage(['ja', 'fr-CA', 'de'])).toBe('fr');
    expect(bestLanguage(['ja', 'zh-Hans'])).toBe('en');
    expect(bestLanguage([])).toBe('en');
  });

  it('reads an Accept-Language header by quality, in order among equals, skipping q=0 and junk', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(acceptedLanguages('en;q=0.1, es')).toEqual(['es', 'en']);
    expect(acceptedLanguages('de;q=0, <script>, pt-BR')).toEqual(['pt-BR']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(bestLanguage(acceptedLanguages('da, en-GB;q=0.8, es;q=0.9'))).toBe('es');
  });

  it('knows its own languages only', () => {
    expect(isLanguage('pt-BR')).toBe(true);
    expect(isLanguage('pt')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
