/**
 * Compares translated text files with their English ones (docs/translating.md): the same keys,
 * no extras, every text valid ICU MessageFormat, with the same arguments and `<n>…</n>` tags as
 * the English (a plural's or select's own forms may differ: each language has its own).
 *
 *   npx tsx scripts/i18n/check-translations.ts [language] [file …]
 *
 * Files are paths under apps/web/src/shared/i18n (`assets.ts`, `tickets/board.ts`); without
 * any, every file each language has, and the domain's translated error catalogue and messages
 * (packages/domain/src/error-texts). The English itself is checked for valid ICU too, and so is
 * its pseudo-locale en-XA (with the English's arguments and tags). Exits 1 when something
 * differs, naming each key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pseudoCatalogue } from '@expertos/domain/pseudo-locale';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = path.resolve(import.meta.dirname, '../../apps/web/src/shared/i18n');
const localesDir = path.join(root, 'locales');

type Tree = { [key: string]: string | Tree };

/** The arguments and tags a message uses, or the parser's complaint. */
function shapeOf(text: string): { args: string[]; tags: string[] } | string {
  let elements: MessageFormatElement[];
  try {
    // As the app formats them (icu.ts): tags stay text, for <Trans> to read.
    elements = parse(text, { ignoreTag: true });
  } catch (error) {
    return `not valid ICU: ${(error as Error).message}`;
  }
  const args = new Set<string>();
  const tags = new Set<string>();
  let unformatted: string | null = null;
  const walk = (list: MessageFormatElement[]) => {
    for (const el of list) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      // The app's formatter (icu.ts) reads arguments, plurals and selects only.
      if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) unformatted ??= el.value;
      if (el.type === TYPE.tag) {
        tags.add(el.value);
        walk(el.children);
        continue;
      }
      args.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select)
        for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(elements);
  if (unformatted)
    return `{${unformatted}, …} is a number, date or time argument, which the app does not format (icu.ts): pass it formatted`;
  for (const match of text.matchAll(/<\/?([a-z0-9]+)\s*\/?>/gi))
    if (/^(\d+|b|strong|i|em|code)$/.test(match[1] ?? '')) tags.add(match[0].replace(/\s/g, ''));
  return { args: [...args].sort(), tags: [...tags].sort() };
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function compare(en: unknown, other: unknown, where: string, problems: string[]) {
  if (typeof en === 'string') {
    if (typeof other !== 'string') return problems.push(`${where}: not a text`);
    if (other.trim() === '') problems.push(`${where}: empty`);
    const enShape = shapeOf(en);
    const shape = shapeOf(other);
    if (typeof shape === 'string') return problems.push(`${where}: ${shape}`);
    if (typeof enShape === 'string') return;
    if (!same(enShape.args, shape.args))
      problems.push(
        `${where}: arguments ${shape.args.join(',') || 'none'}, English has ${enShape.args.join(',') || 'none'}`,
      );
    if (!same(enShape.tags, shape.tags)) problems.push(`${where}: tags differ from the English`);
    return;
  }
  if (typeof other !== 'object' || other === null) return problems.push(`${where}: missing`);
  const enTree = en as Tree;
  const otherTree = other as Tree;
  for (const key of Object.keys(enTree))
    if (!(key in otherTree)) problems.push(`${where}.${key}: missing`);
    else compare(enTree[key], otherTree[key], `${where}.${key}`, problems);
  for (const key of Object.keys(otherTree))
    if (!(key in enTree)) problems.push(`${where}.${key}: not in the English`);
}

/** Every English text parses as ICU. */
function checkEnglish(node: unknown, where: string, problems: string[]) {
  if (typeof node === 'string') {
    const shape = shapeOf(node);
    if (typeof shape === 'string') problems.push(`${where}: ${shape}`);
    return;
  }
  if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) checkEnglish(value, `${where}.${key}`, problems);
}

function filesOf(dir: string, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(base, entry.name);
    if (entry.isDirectory()) return filesOf(dir, rel);
    // index.ts and core.ts assemble the files (typed against the English): nothing of their own.
    return entry.name.endsWith('.ts') && !['index.ts', 'core.ts'].includes(entry.name) ? [rel] : [];
  });
}

const [language, ...only] = process.argv.slice(2);
const languages = language ? [language] : fs.readdirSync(localesDir).filter((name) => !name.includes('.'));
let failed = false;
const report = (title: string, problems: string[]) => {
  if (problems.length === 0) return;
  failed = true;
  console.log(`${title}:\n  ${problems.join('\n  ')}`);
};

if (!language) {
  const problems: string[] = [];
  const { en } = await import(pathToFileURL(path.join(root, 'en.ts')).href);
  checkEnglish(en, 'en', problems);
  report('English', problems);
  // The pseudo-locale (en-XA) is made from the English at run time: it must stay valid ICU
  // with the English's arguments and tags, whatever the English says.
  const pseudo: string[] = [];
  compare(en, pseudoCatalogue(en), 'en-XA', pseudo);
  report('en-XA (packages/domain/src/pseudo-locale.ts)', pseudo);
}
for (const lang of languages) {
  const files = only.length > 0 ? only : filesOf(path.join(localesDir, lang));
  for (const file of files) {
    const problems: string[] = [];
    const translated = path.join(localesDir, lang, file);
    if (!fs.existsSync(translated)) {
      problems.push('no such file');
    } else {
      const en = await import(pathToFileURL(path.join(root, file)).href);
      const other = await import(pathToFileURL(translated).href);
      for (const name of Object.keys(en)) compare(en[name], other[name], name, problems);
      for (const name of Object.keys(other)) if (!(name in en)) problems.push(`${name}: not in the English`);
    }
    report(`${lang}/${file}`, problems);
  }
}
// The server's error catalogue and the app's messages, translated in packages/domain/src/error-texts.
if (only.length === 0) {
  const domain = path.resolve(import.meta.dirname, '../../packages/domain/src');
  const { ERROR_CATALOGUE } = await import(pathToFileURL(path.join(domain, 'errors.ts')).href);
  const { MESSAGES } = await import(pathToFileURL(path.join(domain, 'messages.ts')).href);
  const errors = Object.fromEntries(
    Object.entries(ERROR_CATALOGUE as Record<string, { message: string }>).map(([code, e]) => [
      code,
      e.message,
    ]),
  );
  for (const lang of languages) {
    const problems: string[] = [];
    const file = path.join(domain, 'error-texts', `${lang.toLowerCase()}.ts`);
    if (!fs.existsSync(file)) problems.push('no such file');
    else {
      const other = await import(pathToFileURL(file).href);
      compare(errors, other.errors, 'errors', problems);
      compare(MESSAGES, other.messages, 'messages', problems);
    }
    report(`packages/domain/src/error-texts/${lang.toLowerCase()}.ts`, problems);
  }
}
console.log(failed ? 'translations differ from the English' : 'translations match the English');
process.exit(failed ? 1 : 0);
