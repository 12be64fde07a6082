/**
 * Compares translated text files with their English ones (docs/translating.md): the same keys,
 * no extras, and in every text the same `{{placeholders}}` and `<n>…</n>` tags as the English.
 *
 *   npx tsx scripts/i18n/check-translations.ts [language] [file …]
 *
 * Files are paths under apps/web/src/shared/i18n (`assets.ts`, `tickets/board.ts`); without
 * any, every file the language has. Exits 1 when something differs, naming each key.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../../apps/web/src/shared/i18n');
const localesDir = path.join(root, 'locales');

type Tree = { [key: string]: string | Tree };

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) =>
  [...text.matchAll(/<\/?(\d+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

function compare(en: unknown, other: unknown, where: string, problems: string[]) {
  if (typeof en === 'string') {
    if (typeof other !== 'string') return problems.push(`${where}: not a text`);
    if (other.trim() === '') problems.push(`${where}: empty`);
    if (!same(placeholders(en), placeholders(other)))
      problems.push(
        `${where}: placeholders ${placeholders(other).join(',') || 'none'}, English has ${placeholders(en).join(',') || 'none'}`,
      );
    if (!same(tags(en), tags(other))) problems.push(`${where}: tags differ from the English`);
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

function filesOf(dir: string, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(base, entry.name);
    if (entry.isDirectory()) return filesOf(dir, rel);
    return entry.name.endsWith('.ts') && entry.name !== 'index.ts' ? [rel] : [];
  });
}

const [language, ...only] = process.argv.slice(2);
const languages = language ? [language] : fs.readdirSync(localesDir).filter((name) => !name.includes('.'));
let failed = false;
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
    if (problems.length > 0) {
      failed = true;
      console.log(`${lang}/${file}:\n  ${problems.join('\n  ')}`);
    }
  }
}
console.log(failed ? 'translations differ from the English' : 'translations match the English');
process.exit(failed ? 1 : 0);
