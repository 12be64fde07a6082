/**
 * ICU MessageFormat for i18next, as much of it as our texts use (docs/translating.md): arguments
 * `{name}`, `plural` and `selectordinal` (with `=N`, `offset:` and `#`), `select`, and ICU's
 * apostrophe quoting. Tags stay text, for <Trans> to read. It formats exactly as the i18next-icu
 * plugin over intl-messageformat did (icu.test.ts compares every text of every language with
 * them), at a tenth of their size on the first screen: those ~36 KB (11 KB gzipped) also parse
 * number and date skeletons, which no text here uses. A text it cannot read, or one missing an
 * argument, is shown as written, as the plugin did.
 */

type Element = string | Argument | Choice | Pound;
interface Argument {
  readonly arg: string;
}
interface Choice {
  readonly arg: string;
  readonly type: 'plural' | 'selectordinal' | 'select';
  readonly offset: number;
  readonly options: Readonly<Record<string, Element[]>>;
}
/** `#` inside a plural: its number, formatted for the language. */
const POUND = { pound: true } as const;
type Pound = typeof POUND;

class UnreadableText extends Error {}

// As the ICU parser reads them: Pattern_White_Space, and identifiers made of what is neither
// white space nor pattern syntax.
const SPACE = /[\t-\r \u0085\u200E\u200F\u2028\u2029]*/y;
const IDENTIFIER = /[^\p{White_Space}\p{Pattern_Syntax}]*/uy;
const EXACT = /=[+-]?\d+/y;
const INTEGER = /[+-]?\d+/y;

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  read(): Element[] {
    const elements = this.message(0, '');
    if (this.at < this.text.length) throw new UnreadableText();
    return elements;
  }

  private match(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text)?.[0] ?? '';
    this.at += found.length;
    return found;
  }

  private space(): void {
    this.match(SPACE);
  }

  private expect(char: string): void {
    if (this.text[this.at] !== char) throw new UnreadableText();
    this.at++;
  }

  private message(depth: number, parent: string): Element[] {
    const elements: Element[] = [];
    const inPlural = parent === 'plural' || parent === 'selectordinal';
    let literal = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at];
      if (char === '}' && depth > 0) break;
      if (char === '{' || (char === '#' && inPlural)) {
        if (literal) elements.push(literal);
        literal = '';
        if (char === '#') {
          this.at++;
          elements.push(POUND);
        } else elements.push(this.argument(depth));
      } else literal += this.quoted(inPlural) ?? this.text[this.at++];
    }
    if (literal) elements.push(literal);
    return elements;
  }

  /**
   * An apostrophe quotes only before a character that would mean something ({ } < > and # in a
   * plural); two apostrophes are one. Null when there is no quoting here.
   */
  private quoted(inPlural: boolean): string | null {
    if (this.text[this.at] !== "'") return null;
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (!(next === '{' || next === '}' || next === '<' || next === '>' || (next === '#' && inPlural)))
      return null;
    this.at += 2;
    let text = next;
    while (this.at < this.text.length) {
      const char = this.text[this.at++];
      if (char !== "'") text += char;
      else if (this.text[this.at] === "'") {
        text += "'";
        this.at++;
      } else break;
    }
    return text;
  }

  private argument(depth: number): Argument | Choice {
    this.at++;
    this.space();
    const arg = this.match(IDENTIFIER);
    if (!arg) throw new UnreadableText();
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return { arg };
    }
    this.expect(',');
    this.space();
    const type = this.match(IDENTIFIER);
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') throw new UnreadableText();
    this.space();
    this.expect(',');
    this.space();
    let selector = this.match(IDENTIFIER);
    let offset = 0;
    if (type !== 'select' && selector === 'offset') {
      this.expect(':');
      this.space();
      const digits = this.match(INTEGER);
      if (!digits) throw new UnreadableText();
      offset = Number(digits);
      this.space();
      selector = this.match(IDENTIFIER);
    }
    const options: Record<string, Element[]> = {};
    for (;;) {
      if (!selector && type !== 'select') selector = this.match(EXACT);
      if (!selector) break;
      if (Object.hasOwn(options, selector)) throw new UnreadableText();
      this.space();
      this.expect('{');
      options[selector] = this.message(depth + 1, type);
      this.expect('}');
      this.space();
      selector = this.match(IDENTIFIER);
    }
    // As ICU's parser demands: an `other` for any value no option names.
    if (!Object.hasOwn(options, 'other')) throw new UnreadableText();
    this.expect('}');
    return { arg, type, offset, options };
  }
}

/** The text's elements, read once per language and text. */
export function readMessage(text: string): Element[] {
  return new Reader(text).read();
}

/** The value under `key`, made the first time it is asked for. */
function cached<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  if (!map.has(key)) map.set(key, make());
  return map.get(key) as V;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

const numberFormat = (language: string) =>
  cached(numberFormats, language, () => new Intl.NumberFormat(language));

const rules = (language: string, type: Intl.PluralRuleType) =>
  cached(pluralRules, `${language}|${type}`, () => new Intl.PluralRules(language, { type }));

function option(options: Choice['options'], key: string): Element[] | undefined {
  return Object.hasOwn(options, key) ? options[key] : undefined;
}

/** Strings, and whatever else a value was (an element for <Trans>): as intl-messageformat gave. */
function formatParts(
  elements: Element[],
  language: string,
  values: Record<string, unknown>,
  plural: number | undefined,
  out: unknown[],
): void {
  for (const element of elements) {
    if (typeof element === 'string') out.push(element);
    else if (element === POUND) {
      if (typeof plural === 'number') out.push(numberFormat(language).format(plural));
    } else {
      const { arg } = element as Argument;
      if (!(arg in values)) throw new UnreadableText();
      const value = values[arg];
      if (!('type' in element)) {
        const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint';
        out.push(plain ? String(value) : value || '');
      } else if (element.type === 'select') {
        const chosen = option(element.options, String(value)) ?? element.options.other;
        if (!chosen) throw new UnreadableText();
        formatParts(chosen, language, values, undefined, out);
      } else {
        // Coerced as intl-messageformat did: a count given as text still picks its plural.
        const count = (typeof value === 'bigint' ? Number(value) : (value as number)) - element.offset;
        const type = element.type === 'plural' ? 'cardinal' : 'ordinal';
        const chosen =
          option(element.options, `=${String(value)}`) ??
          option(element.options, rules(language, type).select(count)) ??
          element.options.other;
        if (!chosen) throw new UnreadableText();
        formatParts(chosen, language, values, count, out);
      }
    }
  }
}

/** The formatted text: a string, or an array when a value was not text (for <Trans>). */
export function formatMessage(
  elements: Element[],
  language: string,
  values: Record<string, unknown>,
): string | unknown[] {
  const parts: unknown[] = [];
  formatParts(elements, language, values, undefined, parts);
  const merged: unknown[] = [];
  for (const part of parts) {
    const last = merged.length - 1;
    if (typeof part === 'string' && typeof merged[last] === 'string') merged[last] += part;
    else merged.push(part);
  }
  return merged.length <= 1 ? ((merged[0] as string | undefined) ?? '') : merged;
}

/** i18next's i18nFormat plugin: every text i18next finds goes through parse(). */
export class IcuFormat {
  static readonly type = 'i18nFormat';
  readonly type = 'i18nFormat';
  /** Per language, each text read once. */
  private readonly read = new Map<string, Map<string, Element[] | null>>();

  init(): void {}

  parse(text: unknown, values: Record<string, unknown> | undefined, language: string): unknown {
    if (typeof text !== 'string') return text;
    const elements = cached(
      cached(this.read, language, () => new Map()),
      text,
      () => {
        try {
          return readMessage(text);
        } catch {
          return null;
        }
      },
    );
    if (!elements) return text;
    try {
      return formatMessage(elements, language, values ?? {});
    } catch {
      return text;
    }
  }

  addLookupKeys(keys: string[]): string[] {
    return keys;
  }
}
