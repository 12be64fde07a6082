/**
 * The pseudo-locale `en-XA` (docs/translating.md#checks): the English, accented, a good third
 * longer and in brackets, so a screen shown in it tells at a glance which words skipped the
 * catalogue (they stay plain), which got cut (the closing bracket is missing) and which layouts
 * break when a language runs longer. "Save" becomes "[Šåvé·····]". The message's ICU syntax
 * stays as it is: `{name}`, plurals and selects (whose forms are transformed one by one), `#`,
 * quoted text and the `<b>`/`<0>` tags <Trans> reads. Never offered to people: a tool for the
 * people who build the product.
 */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  W: 'Ŵ',
  Y: 'Ý',
  Z: 'Ž',
};

/** What pads a pseudo text to its longer length: a mark no language writes. */
export const PSEUDO_PAD = '·';
export const PSEUDO_OPEN = '[';
export const PSEUDO_CLOSE = ']';

/**
 * How many pad marks a text of `length` characters gets: about 35 % more, and three more at
 * least, since the shortest texts grow the most in translation ("Save" → "Speichern").
 */
export const pseudoPadding = (length: number) => Math.ceil(length * 0.35) + 3;

/** Argument types whose forms are messages of their own. */
const BRANCHING = new Set(['plural', 'select', 'selectordinal']);
/** A tag as <Trans> reads it: `<b>`, `</b>`, `<0>`, `<br/>`. */
const TAG = /^<\/?[A-Za-z0-9]+\s*\/?>/;

/** The transformed message, and how many characters of text a reader sees in it (its longest form). */
interface Part {
  out: string;
  length: number;
}

/**
 * Reads a message from `at` to the `}` that closes it (a plural's or select's form) or to the
 * end (the whole message), accenting its text and copying its syntax. `inPlural`: `#` is the
 * count there, not text.
 */
function message(source: string, at: number, inPlural: boolean, nested: boolean): Part & { end: number } {
  let out = '';
  let length = 0;
  let i = at;
  while (i < source.length) {
    const char = source[i] as string;
    if (char === '}' && nested) break;
    if (char === '{') {
      const argument = argumentAt(source, i);
      out += argument.out;
      length += argument.length;
      i = argument.end;
      continue;
    }
    if (char === "'") {
      const quoted = quotedAt(source, i, inPlural);
      out += quoted.out;
      length += quoted.length;
      i = quoted.end;
      continue;
    }
    const tag = char === '<' ? TAG.exec(source.slice(i)) : null;
    if (tag) {
      out += tag[0];
      i += tag[0].length;
      continue;
    }
    if (char === '#' && inPlural) {
      out += char;
      length += 1;
      i += 1;
      continue;
    }
    out += ACCENTED[char] ?? char;
    length += 1;
    i += 1;
  }
  return { out, length, end: i };
}

/**
 * ICU's apostrophe: `''` is one apostrophe; before `{`, `}` (or `#` in a plural) it opens a
 * quoted run that is copied as it stands; elsewhere it is just an apostrophe.
 */
function quotedAt(source: string, at: number, inPlural: boolean): Part & { end: number } {
  const next = source[at + 1];
  if (next === "'") return { out: "''", length: 1, end: at + 2 };
  if (next !== '{' && next !== '}' && !(inPlural && next === '#'))
    return { out: "'", length: 1, end: at + 1 };
  let i = at + 1;
  while (i < source.length) {
    if (source[i] === "'" && source[i + 1] === "'") i += 2;
    else if (source[i] === "'") break;
    else i += 1;
  }
  const end = Math.min(i + 1, source.length);
  return { out: source.slice(at, end), length: end - at - 2, end };
}

/** An argument from its `{` to its `}`: copied, but for a plural's or select's forms. */
function argumentAt(source: string, at: number): Part & { end: number } {
  const header = /^\{\s*([^\s,{}]+)\s*(?:,\s*([a-z]+)\s*)?(,)?/.exec(source.slice(at));
  const type = header?.[2];
  if (!header || !type || !BRANCHING.has(type) || !header[3]) {
    // `{name}`, `{n, number}`, `{d, date, short}`: a value, not words of ours to lengthen.
    const end = skipBalanced(source, at);
    return { out: source.slice(at, end), length: 0, end };
  }
  let out = header[0];
  let i = at + header[0].length;
  let longest = 0;
  while (i < source.length && source[i] !== '}') {
    // A form's selector (`one`, `=0`, `offset:1`) and the spaces around it are copied.
    const selector = /^\s*[^\s{}]*\s*/.exec(source.slice(i))?.[0] ?? '';
    out += selector;
    i += selector.length;
    if (source[i] !== '{') continue;
    const form = message(source, i + 1, type !== 'select', true);
    out += `{${form.out}}`;
    longest = Math.max(longest, form.length);
    i = form.end + 1;
  }
  if (source[i] === '}') out += '}';
  return { out, length: longest, end: Math.min(i + 1, source.length) };
}

/** The index just past the `}` that closes the `{` at `at`. */
function skipBalanced(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    if (source[i] === '{') depth += 1;
    else if (source[i] === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return source.length;
}

/** A message in en-XA: accented, padded and in brackets, its ICU syntax untouched. */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const { out, length } = message(text, 0, false, false);
  return `${PSEUDO_OPEN}${out}${PSEUDO_PAD.repeat(pseudoPadding(length))}${PSEUDO_CLOSE}`;
}

/** Every text of a catalogue (nested objects of strings) in en-XA, the keys as they are. */
export function pseudoCatalogue<T>(catalogue: T): T {
  if (typeof catalogue === 'string') return pseudoLocalize(catalogue) as T;
  if (catalogue === null || typeof catalogue !== 'object') return catalogue;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, pseudoCatalogue(value)]),
  ) as T;
}
