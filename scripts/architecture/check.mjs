// `npm run check` runs this: the structural rules of rules.mjs over the repository's sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDomainLabels } from './domain-labels.mjs';
import { checkLazyTexts } from './lazy-texts.mjs';
import { checkLiterals } from './literals.mjs';
import {
  checkDocAnchors,
  checkFileNames,
  checkImports,
  checkModules,
  checkOutsideDocs,
  checkRouteAccess,
  checkTableOwnership,
  checkTypedHandles,
  checkViews,
} from './rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = [
  'packages/domain/src',
  'packages/api-client/src',
  'apps/web/src',
  'apps/server/src',
  'e2e',
  'bench',
  'scripts',
];

// The files git knows (tracked or new, not ignored): what a commit would carry.
const known = (...paths) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...paths], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
const read = (file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') });

const files = known(...ROOTS);
const sources = files.filter((file) => /\.(ts|tsx|mjs)$/.test(file)).map(read);
const docs = known('docs')
  .filter((file) => file.endsWith('.md'))
  .map(read);

// Literals kept on purpose, each with its reason (literals.mjs).
const allowedLiterals = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/architecture/literals-allowed.json'), 'utf8'),
);

const violations = [
  ...checkImports(sources),
  ...checkModules(sources),
  ...checkRouteAccess(sources),
  ...checkFileNames(files),
  ...checkDocAnchors(sources, docs),
  ...checkOutsideDocs(sources),
  ...checkTableOwnership(sources),
  ...checkViews(sources, docs),
  ...checkTypedHandles(sources),
  ...checkDomainLabels(sources),
  ...checkLazyTexts(sources),
  ...checkLiterals(sources, allowedLiterals),
];
for (const v of violations) console.error(`${v.file}: [${v.rule}] ${v.message}`);
if (violations.length > 0) {
  console.error(
    `\n${violations.length} architecture rule violation(s); see docs/architecture.md#rules-that-hold-by-themselves`,
  );
  process.exit(1);
}
console.log(`architecture: ${sources.length} files follow the rules`);
