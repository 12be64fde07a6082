// The house's structural rules (docs/architecture.md#rules-that-hold-by-themselves), as pure
// functions over a list of files and their text, so they can be tested on made-up trees.
import path from 'node:path';

/** A source file: its path from the repository root (posix) and its text. */
/** @typedef {{ file: string, text: string }} Source */
/** @typedef {{ rule: string, file: string, message: string }} Violation */

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a file imports or re-exports (static and dynamic). */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

const PACKAGES = {
  '@expertos/domain/': 'packages/domain/src/',
  '@expertos/api-client/': 'packages/api-client/src/',
};

/**
 * Where a specifier points inside the repository (posix, extension dropped), or null for a
 * package from the registry. Relative imports, the web's `@/` alias and our packages resolve.
 */
export function resolveImport(fromFile, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(fromFile), specifier);
  else if (specifier.startsWith('@/') && fromFile.startsWith('apps/web/src/'))
    target = `apps/web/src/${specifier.slice(2)}`;
  else {
    const prefix = Object.keys(PACKAGES).find((p) => specifier.startsWith(p));
    if (!prefix) return null;
    target = PACKAGES[prefix] + specifier.slice(prefix.length);
  }
  return target.replace(/\.(js|mjs|ts|tsx)$/, '');
}

const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file);
const under = (file, dir) => file.startsWith(`${dir}/`);
/** Tests and what only they use: fixtures, test data, `test/` folders, e2e and bench. */
const isTestSupport = (file) =>
  isTest(file) ||
  /(^|\/)test\//.test(file) ||
  /(fixtures?|test-data)\.(ts|tsx|mjs)$/.test(file) ||
  under(file, 'e2e') ||
  under(file, 'bench') ||
  under(file, 'packages/domain/src/testing');
const segment = (file, dir) => (under(file, dir) ? file.slice(dir.length + 1).split('/')[0] : null);

/** Import direction, on resolved paths (relative imports included). */
export function checkImports(sources) {
  /** @type {Violation[]} */
  const violations = [];
  const report = (rule, file, specifier, why) =>
    violations.push({ rule, file, message: `imports '${specifier}': ${why}` });

  for (const { file, text } of sources) {
    for (const specifier of importsOf(text)) {
      const target = resolveImport(file, specifier);
      if (target === null) continue;

      if (under(file, 'packages/domain') && !under(target, 'packages/domain')) {
        report('domain-imports-nothing', file, specifier, 'packages/domain imports nothing of ours');
      }
      if (under(target, 'packages/domain/src/testing') && !isTestSupport(file)) {
        report(
          'testing-in-tests-only',
          file,
          specifier,
          'the shared test-data builders are for tests (and their fixtures) only, never shipped code',
        );
      }
      if (
        under(file, 'packages/api-client') &&
        !under(target, 'packages/api-client') &&
        !under(target, 'packages/domain')
      ) {
        report('api-client-imports-domain-only', file, specifier, 'api-client imports only packages/domain');
      }
      const feature = segment(file, 'apps/web/src/features');
      if (feature) {
        const other = segment(target, 'apps/web/src/features');
        if (other && other !== feature) {
          report(
            'web-feature-isolated',
            file,
            specifier,
            `the ${feature} feature never imports another feature (${other}): compose them in app/`,
          );
        }
        if (under(target, 'apps/web/src/app')) {
          report(
            'web-feature-isolated',
            file,
            specifier,
            'a feature never imports app/: app/ composes features',
          );
        }
      }
      if (
        under(file, 'apps/web/src/shared') &&
        (under(target, 'apps/web/src/features') || under(target, 'apps/web/src/app'))
      ) {
        report('web-shared-below-features', file, specifier, 'shared/ never imports a feature or app/');
      }
      if (under(file, 'apps/web') && under(target, 'apps/server')) {
        report('apps-apart', file, specifier, 'the web app never imports the server');
      }
      if (under(file, 'apps/server') && under(target, 'apps/web')) {
        report('apps-apart', file, specifier, 'the server never imports the web app');
      }
      const module = segment(file, 'apps/server/src/modules');
      const targetModule = segment(target, 'apps/server/src/modules');
      if (module && targetModule && targetModule !== module && /\.(repository|tables|upload)$/.test(target)) {
        report(
          'module-through-service',
          file,
          specifier,
          `reach the ${targetModule} module through its service, never its ${target.split('.').pop()}`,
        );
      }
      if (
        under(file, 'apps/server/src/platform') &&
        !isTest(file) &&
        under(target, 'apps/server/src/modules')
      ) {
        report(
          'platform-below-modules',
          file,
          specifier,
          'platform/ never imports a module: modules build on it',
        );
      }
    }
  }
  return violations;
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * Every server module folder has its definition, `modules/<f>/<f>.module.ts` exporting
 * `<f>Module`, and the one list (`modules/index.ts`) builds it exactly once.
 */
export function checkModules(sources) {
  /** @type {Violation[]} */
  const violations = [];
  const byFile = new Map(sources.map((s) => [s.file, s.text]));
  const index = byFile.get('apps/server/src/modules/index.ts') ?? '';
  const folders = new Set(
    sources.map((s) => segment(s.file, 'apps/server/src/modules')).filter((f) => f && !f.endsWith('.ts')),
  );
  for (const folder of [...folders].sort()) {
    const file = `apps/server/src/modules/${folder}/${folder}.module.ts`;
    const name = `${camel(folder)}Module`;
    const text = byFile.get(file);
    if (text === undefined) {
      violations.push({
        rule: 'module-listed',
        file,
        message: `modules/${folder} has no ${folder}.module.ts`,
      });
      continue;
    }
    if (!new RegExp(`export function ${name}\\b`).test(text)) {
      violations.push({ rule: 'module-listed', file, message: `${file} does not export ${name}` });
    }
    const uses = index.match(new RegExp(`\\b${name}\\(`, 'g'))?.length ?? 0;
    if (uses !== 1) {
      violations.push({
        rule: 'module-listed',
        file: 'apps/server/src/modules/index.ts',
        message: `${name} is built ${uses} times in buildModules; every module is built exactly once`,
      });
    }
  }
  return violations;
}

const ROUTE_CALL = /\bapp\.(get|post|put|patch|delete|head|options|route)\(\s*(['"`][^'"`]*['"`])?/g;

/**
 * Every route a `*.routes.ts` file registers states who may call it (`config: { access }`) and,
 * unless public, what an API key needs to (`config: { scope }`, or `'session'`).
 */
export function checkRouteAccess(sources) {
  /** @type {Violation[]} */
  const violations = [];
  for (const { file, text } of sources) {
    if (!/apps\/server\/src\/.*\.routes\.ts$/.test(file)) continue;
    const calls = [...text.matchAll(ROUTE_CALL)];
    calls.forEach((call, i) => {
      const end = calls[i + 1]?.index ?? text.length;
      const block = text.slice(call.index, end);
      const access = block.match(/\baccess:\s*['"](\w+)['"]/)?.[1];
      if (!access) {
        violations.push({
          rule: 'route-access',
          file,
          message: `app.${call[1]}(${call[2] ?? '…'}) states no access level (config: { access })`,
        });
      } else if (access !== 'public' && !/\bscope:\s*['"][\w:]+['"]/.test(block)) {
        violations.push({
          rule: 'route-access',
          file,
          message: `app.${call[1]}(${call[2] ?? '…'}) states no API key scope (config: { scope }, or 'session')`,
        });
      }
    });
  }
  return violations;
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|mjs)$/;
const WEB_TSX = /^([A-Z][A-Za-z0-9]*|[a-z0-9]+(-[a-z0-9]+)*)(\.[a-z0-9]+)*\.tsx$/;
const CSS_MODULE = /^[A-Z][A-Za-z0-9]*\.module\.css$/;

/**
 * File names: `.ts` files in kebab-case with dotted roles (`ticket-bulk.service.ts`); web
 * components `.tsx` in PascalCase (other `.tsx`, e.g. `router.tsx`, kebab-case); CSS modules
 * named after their component.
 */
export function checkFileNames(files) {
  /** @type {Violation[]} */
  const violations = [];
  for (const file of files) {
    const name = path.posix.basename(file);
    let ok = true;
    if (name.endsWith('.ts') || name.endsWith('.mjs')) ok = KEBAB.test(name);
    else if (name.endsWith('.tsx')) ok = WEB_TSX.test(name);
    else if (name.endsWith('.module.css')) ok = CSS_MODULE.test(name);
    if (!ok)
      violations.push({ rule: 'file-names', file, message: `${name} does not follow the naming convention` });
  }
  return violations;
}

const FENCE = /^ {0,3}(```|~~~)/;
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function githubSlug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (fenced code skipped; repeats get `-1`, `-2`…). */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(line);
    if (!match) continue;
    const slug = githubSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const DOC_CITATION = /\bdocs\/([\w.-]+\.md)#([\w-]+)/g;

/**
 * Every `docs/<file>.md#<anchor>` a source cites names a heading of that file, so a reader
 * following a comment lands on the rule it relies on. `docs` are the Markdown files, by path.
 */
export function checkDocAnchors(sources, docs) {
  /** @type {Violation[]} */
  const violations = [];
  const anchorsOf = new Map(docs.map((doc) => [doc.file, headingAnchors(doc.text)]));
  for (const { file, text } of sources) {
    for (const [citation, name, anchor] of text.matchAll(DOC_CITATION)) {
      const anchors = anchorsOf.get(`docs/${name}`);
      if (!anchors) {
        violations.push({
          rule: 'doc-anchors',
          file,
          message: `cites ${citation}: there is no docs/${name}`,
        });
      } else if (!anchors.has(anchor)) {
        violations.push({
          rule: 'doc-anchors',
          file,
          message: `cites ${citation}: docs/${name} has no heading with that anchor`,
        });
      }
    }
  }
  return violations;
}

// Citations of documents a reader of the repository cannot open: the specification's numbered
// sections (also a bare one in brackets), its decisions file and the specification by file
// name. Written so that this file does not match them itself.
const OUTSIDE_CITATIONS = [/\bspec\s*§/i, /\(\s*§\s*\d/, /\bdecisions\.md\b/i, /\bproduct[-]spec\b/i];

/**
 * No source cites a document outside the repository; a rule is cited by its section of
 * docs/product.md (or docs/architecture.md).
 */
export function checkOutsideDocs(sources) {
  /** @type {Violation[]} */
  const violations = [];
  for (const { file, text } of sources) {
    text.split('\n').forEach((line, index) => {
      const found = OUTSIDE_CITATIONS.map((pattern) => pattern.exec(line)).find(Boolean);
      if (found) {
        violations.push({
          rule: 'no-outside-docs',
          file,
          message: `line ${index + 1} cites '${found[0]}', which the repository does not hold: cite docs/product.md#<section>`,
        });
      }
    });
  }
  return violations;
}

const TABLES_BLOCK = /export interface \w*Tables\s*(?:extends[^{]*)?\{([^}]*)\}/g;
const TABLE_LINE = /^\s*([a-z][a-z0-9_]*)\s*:\s*\w+Table\s*;/gm;

/**
 * Which server module owns each table: the tables its `<module>/*.tables.ts` lists in an
 * `export interface …Tables { name: …Table; }` block (db/schema.ts composes them).
 */
export function tableOwners(sources) {
  /** @type {Map<string, string>} */
  const owners = new Map();
  for (const { file, text } of sources) {
    const module = segment(file, 'apps/server/src/modules');
    if (!module || !file.endsWith('.tables.ts')) continue;
    for (const block of text.matchAll(TABLES_BLOCK))
      for (const line of block[1].matchAll(TABLE_LINE)) owners.set(line[1], module);
  }
  return owners;
}

const TABLE_USE =
  /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z][a-z0-9_]*)(?:\s+as\s+\w+)?['"`]/g;
const WRITES = new Set(['insertInto', 'replaceInto', 'updateTable', 'deleteFrom']);

/**
 * The same in raw SQL (Kysely's sql`…` templates), which the query builder's types never see:
 * a table named after FROM or JOIN reads it; after UPDATE, INSERT INTO or DELETE FROM writes it.
 */
const RAW_SQL = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const RAW_TABLE_USE = /\b(delete\s+from|insert\s+into|update|from|join)\s+"?([a-z][a-z0-9_]*)"?/gi;

/** Every table use in a file's text, builder or raw: `[table, write]`. */
function tableUses(text) {
  const uses = [];
  for (const match of text.matchAll(TABLE_USE)) uses.push([match[2], WRITES.has(match[1])]);
  for (const template of text.matchAll(RAW_SQL))
    for (const match of template[1].matchAll(RAW_TABLE_USE))
      uses.push([match[2], !/^(from|join)$/i.test(match[1])]);
  return uses;
}

/**
 * Every query of a module's table from shipped server code outside that module
 * (docs/architecture.md#modules-own-their-tables): `{ file, table, write }`. The schema and
 * migrations (`db/`) are exempt: they span every table by nature.
 */
export function crossModuleTableUses(sources) {
  const owners = tableOwners(sources);
  const uses = [];
  for (const { file, text } of sources) {
    if (!under(file, 'apps/server/src') || isTestSupport(file) || under(file, 'apps/server/src/db')) continue;
    // Views read across modules by design; that they never write is checkViews' rule.
    if (under(file, 'apps/server/src/views')) continue;
    const module = segment(file, 'apps/server/src/modules');
    const seen = new Map();
    for (const [table, write] of tableUses(text)) {
      const owner = owners.get(table);
      if (!owner || owner === module) continue;
      seen.set(table, (seen.get(table) ?? false) || write);
    }
    for (const [table, write] of seen) uses.push({ file, table, write });
  }
  return uses;
}

/**
 * Typed ownership: a module's repositories hold its own tables' handle (`TablesDb<…Tables>`),
 * or narrow the whole schema's `Db` they are given with `ownTables` before they query, so the
 * compiler refuses what `module-owns-its-tables` refuses (docs/architecture.md#modules-own-their-tables).
 */
export function checkTypedHandles(sources) {
  /** @type {Violation[]} */
  const violations = [];
  const owners = new Set(tableOwners(sources).values());
  for (const { file, text } of sources) {
    const module = segment(file, 'apps/server/src/modules');
    if (!module || !owners.has(module) || !file.endsWith('.repository.ts')) continue;
    // The handle it holds as `db: Db`; or whole-schema handles (a caller's trx) and no narrowing at all.
    const untyped = /\b\w+\??: Db\b/.test(text) && !/\b(?:ownTables|TablesDb)</.test(text);
    if (/\bdb: Db\b/.test(text) || untyped)
      violations.push({
        rule: 'module-typed-handle',
        file,
        message: `${module} reads only its own tables: take TablesDb<its tables> rather than the whole schema's Db`,
      });
  }
  return violations;
}

/**
 * The read-only views across modules (docs/architecture.md#views): every file in
 * `apps/server/src/views/` is a `*.view.ts` that reads and never writes, and the views listed in
 * docs/architecture.md are exactly the ones in the folder.
 */
export function checkViews(sources, docs) {
  /** @type {Violation[]} */
  const violations = [];
  const views = sources.filter((s) => under(s.file, 'apps/server/src/views') && !isTestSupport(s.file));
  for (const { file, text } of views) {
    if (!file.endsWith('.view.ts'))
      violations.push({
        rule: 'views-read-only',
        file,
        message: 'a file in views/ is a view: name it *.view.ts',
      });
    for (const specifier of importsOf(text)) {
      const target = resolveImport(file, specifier);
      if (target && under(target, 'apps/server/src/modules'))
        violations.push({
          rule: 'views-read-only',
          file,
          message: `imports '${specifier}': a view stands beside the modules, never on one (no repository, no table types)`,
        });
    }
    for (const [table, write] of tableUses(text))
      if (write)
        violations.push({
          rule: 'views-read-only',
          file,
          message: `writes '${table}': a view only reads; the module that owns the table writes it`,
        });
  }
  const doc = docs.find((d) => d.file === 'docs/architecture.md')?.text ?? '';
  const section = doc.match(/\n#{2,3} Views[^\n]*\n([\s\S]*?)(?=\n#{2,3} )/)?.[1] ?? '';
  const listed = new Set([...section.matchAll(/`views\/([a-z0-9-]+\.view\.ts)`/g)].map((m) => m[1]));
  const present = new Set(views.map((v) => path.posix.basename(v.file)));
  for (const name of present)
    if (!listed.has(name))
      violations.push({
        rule: 'views-documented',
        file: `apps/server/src/views/${name}`,
        message: 'not listed under "Views" in docs/architecture.md',
      });
  for (const name of listed)
    if (!present.has(name))
      violations.push({
        rule: 'views-documented',
        file: 'docs/architecture.md',
        message: `lists views/${name}, which does not exist`,
      });
  return violations;
}

/**
 * Table ownership: shipped server code outside `db/` and `views/` queries only its own module's
 * tables, in the query builder or in raw SQL (docs/architecture.md#modules-own-their-tables).
 */
export function checkTableOwnership(sources) {
  const owners = tableOwners(sources);
  return crossModuleTableUses(sources).map(({ file, table, write }) => {
    const module = segment(file, 'apps/server/src/modules');
    return {
      rule: 'module-owns-its-tables',
      file,
      message: `${write ? 'writes' : 'reads'} '${table}', a table of the ${owners.get(table)} module${
        module ? ` (this is ${module})` : ''
      }: call a function that module exports instead`,
    };
  });
}
