/**
 * The languages the product speaks (docs/product.md#languages): English first, the source of
 * every other; then Spanish, German, French and Brazilian Portuguese.
 */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as its speakers look for it in a picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The product's language for a person's preferences, best first (`navigator.languages`, or an
 * `Accept-Language` header's tags by quality): the first that is one of ours exactly (case
 * aside), else the first whose base language is (es-MX → es, pt and pt-PT → pt-BR), else English.
 */
export function bestLanguage(preferred: readonly string[]): Language {
  const tags = preferred.map((tag) => tag.trim().toLowerCase()).filter(Boolean);
  for (const tag of tags) {
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const near = LANGUAGES.find((language) => language.split('-')[0]?.toLowerCase() === base);
    if (near) return near;
  }
  return DEFAULT_LANGUAGE;
}

/** An `Accept-Language` header's tags, best first (`q=0` ones dropped); malformed parts skipped. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
