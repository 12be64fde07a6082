#!/usr/bin/env node
// The web app's JavaScript budget (issue 18; docs/architecture.md): reads the production
// build's Vite manifest and prints every chunk with its gzip size, the initial JavaScript of
// the sign-in page (the entry, its layout and the page, with what they import) and of the signed-in dashboard (plus the
// main layout and the dashboard page), against the budgets. A benchmark: it prints, and exits
// non-zero only when asked to enforce (BENCH_BUDGET_ENFORCE=1).
//
// `--ceiling` is the check `npm run test:e2e` runs after its build (so CI runs it): the first
// screens' JavaScript may not grow past bench/bundle-ceiling.json, today's figures while the
// budgets above are not yet met (issue 48). Lower the ceiling as code leaves the first screen.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const BUDGET = { signInKb: 150, initialKb: 170, chunkKb: 100, languageKb: 40 };
const CEILING_ONLY = process.argv.includes('--ceiling');
const SIGNED_IN = ['src/app/layouts/MainLayout.tsx', 'src/features/dashboard/pages/DashboardPage.tsx'];
/** What draws the sign-in page beyond the entry: its layout and the page, each a lazy chunk. */
const SIGN_IN = ['src/app/layouts/AuthLayout.tsx', 'src/features/auth/pages/SignInPage.tsx'];

const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file))
    gzipKb.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

/** The files a manifest entry loads before it runs: itself and its static imports, transitively. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
for (const key of [...SIGN_IN, ...SIGNED_IN])
  if (!manifest[key])
    throw new Error(`${key} is not in the build's manifest: bench/bundle.mjs names a file that moved`);
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sizeOf(f), 0);
const initialFiles = closure([entryKey]);
const signIn = total(closure([entryKey, ...SIGN_IN]));
const signedIn = total(closure([entryKey, ...SIGNED_IN]));

const chunks = [...new Set(Object.values(manifest).map((e) => e.file))]
  .filter((f) => f.endsWith('.js'))
  .map((file) => ({ file, kb: sizeOf(file), initial: initialFiles.has(file) }))
  .sort((a, b) => b.kb - a.kb);
const lazy = chunks.filter((c) => !c.initial);

if (CEILING_ONLY) {
  const ceiling = JSON.parse(fs.readFileSync(path.join(root, 'bench/bundle-ceiling.json'), 'utf8'));
  const checks = [
    ['sign-in page', signIn, ceiling.signInKb, BUDGET.signInKb],
    ['signed-in dashboard', signedIn, ceiling.dashboardKb, BUDGET.initialKb],
  ];
  let grew = false;
  for (const [label, kb, most, budget] of checks) {
    const verdict = kb > most ? 'OVER its ceiling' : 'within its ceiling';
    console.log(
      `initial JS, ${label}: ${kb.toFixed(1)} KB gz, ${verdict} of ${most} KB (budget ${budget} KB)`,
    );
    grew ||= kb > most;
  }
  if (grew) {
    console.error(
      'The first screen’s JavaScript grew. Load the new code with the screen that shows it ' +
        '(loadChunk, preloadable), or raise bench/bundle-ceiling.json saying why in the commit.',
    );
    process.exit(1);
  }
  process.exit(0);
}

console.log('\nWeb app JavaScript (gzip -9), largest first:');
for (const { file, kb, initial } of chunks) {
  const over = !initial && kb > BUDGET.chunkKb ? `  OVER ${BUDGET.chunkKb} KB` : '';
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}${initial ? '  (initial)' : ''}${over}`);
}
const line = (label, kb, budget) =>
  console.log(
    `${label.padEnd(36)} ${kb.toFixed(1).padStart(7)} KB  (budget ${budget} KB${kb > budget ? ', OVER' : ''})`,
  );
console.log('');
line('initial JS, sign-in page', signIn, BUDGET.signInKb);
line('initial JS, signed-in dashboard', signedIn, BUDGET.initialKb);
const largest = lazy[0];
if (largest) line(`largest lazy chunk (${largest.file})`, largest.kb, BUDGET.chunkKb);
// Each language but English is a core chunk, fetched when chosen, and a chunk per lazy part,
// fetched with the feature that shows it (docs/translating.md#texts-loaded-with-their-feature).
const languageChunks = Object.entries(manifest)
  .map(([key]) => /src\/shared\/i18n\/locales\/([^/]+)\/([\w-]+)\.ts$/.exec(key))
  .filter((match) => match && manifest[match[0]]?.isDynamicEntry)
  .map((match) => ({
    language: match[1],
    part: match[2],
    // What fetching it costs beyond the first screen's code.
    kb: total(new Set([...closure([match[0]])].filter((file) => !initialFiles.has(file)))),
  }));
const languages = [...new Set(languageChunks.map((c) => c.language))].sort().map((language) => {
  const mine = languageChunks.filter((c) => c.language === language);
  const core = mine.find((c) => c.part === 'core');
  const parts = mine.filter((c) => c.part !== 'core').sort((a, b) => b.kb - a.kb);
  return { language, kb: Math.max(core?.kb ?? 0, parts[0]?.kb ?? 0), core, parts };
});
for (const { language, core, parts } of languages) {
  if (core) line(`language chunk, ${language} (core)`, core.kb, BUDGET.languageKb);
  const all = parts.reduce((sum, part) => sum + part.kb, 0);
  if (parts[0])
    line(`  largest of its ${parts.length} parts (${parts[0].part})`, parts[0].kb, BUDGET.languageKb);
  console.log(`  ${language}, core and every part: ${((core?.kb ?? 0) + all).toFixed(1)} KB`);
}
const over =
  signIn > BUDGET.signInKb ||
  signedIn > BUDGET.initialKb ||
  lazy.some((c) => c.kb > BUDGET.chunkKb) ||
  languages.some((l) => l.kb > BUDGET.languageKb);
if (over && process.env.BENCH_BUDGET_ENFORCE === '1') process.exit(1);
