/**
 * Filename slugs (docs/product.md#comments-and-files): lowercased, accents folded, spaces to
 * hyphens, & to -and-, other symbols removed, extension kept.
 */

// Letters that NFD does not split into base + accent but that read as accented Latin letters;
// without these 'Søren' would lose its ø entirely.
const LETTER_FOLDS: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/** The name a file gets when nothing of its own name survives. */
export const FALLBACK_FILENAME = 'file';

function slugPart(text: string): string {
  return text
    .toLowerCase() // before NFD: 'İ' lower-cases to i + a combining dot that is stripped next
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øłđðħıßæœþ]/g, (letter) => LETTER_FOLDS[letter] ?? '')
    .replace(/&/g, '-and-')
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Splits at the last dot. As with Node's `path.extname`, a leading dot starts no extension
 * ('.env' has none) and a trailing dot leaves it empty.
 */
function splitExtension(name: string): [base: string, extension: string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return [name, ''];
  return [name.slice(0, dot), name.slice(dot + 1)];
}

export function slugifyFilename(name: string): string {
  const [base, extension] = splitExtension(name.trim());
  const slug = slugPart(base) || FALLBACK_FILENAME;
  // An extension is a single token: hyphens from its spaces or '&' would not be one.
  const ext = slugPart(extension).replace(/-/g, '');
  return ext ? `${slug}.${ext}` : slug;
}
