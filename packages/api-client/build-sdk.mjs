// Builds the publishable SDK into packages/api-client/dist (docs/architecture.md#the-sdk):
// - index.js: one ES module, esbuild bundling our workspace packages (the client and the
//   domain's schemas) and leaving zod, its one dependency, to be installed beside it;
// - types/: the declarations tsc writes for the client and the domain sources it reaches, their
//   `@expertos/domain/…` imports rewritten to relative ones, so nothing unpublished is named;
// - package.json (versioned with the server, hence the OpenAPI document's `info.version`),
//   README.md and the examples.
// `npm pack packages/api-client/dist` then makes the tarball.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dist = path.join(here, 'dist');
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const client = read(path.join(here, 'package.json'));
const server = read(path.join(root, 'apps/server/package.json'));

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [path.join(here, 'src/index.ts')],
  outfile: path.join(dist, 'index.js'),
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  external: ['zod', 'zod/*'],
  sourcemap: true,
  logLevel: 'warning',
});

// Declarations of the entry and everything it imports, packages/ as their common root.
const types = path.join(dist, 'types');
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/typescript/bin/tsc'),
    '-p',
    path.join(here, 'tsconfig.sdk.json'),
    '--outDir',
    types,
  ],
  { stdio: 'inherit' },
);
const domainTypes = path.join(types, 'domain/src');
for (const file of walk(types)) {
  if (!file.endsWith('.d.ts')) continue;
  const text = readFileSync(file, 'utf8');
  const rewritten = text
    .replace(/(["'])@expertos\/domain\/([\w./-]+)\1/g, (_, quote, name) => {
      let relative = path.relative(path.dirname(file), path.join(domainTypes, name));
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${quote}${relative}.js${quote}`;
    })
    // An ES module's relative imports name their file (Node's resolution, and TypeScript's for it).
    .replace(/(from |import\()(["'])(\.\.?\/[\w./-]+?)(?<!\.js)\2/g, (_, lead, quote, name) => {
      const target = path.join(path.dirname(file), name);
      const index = walkable(target) ? '/index' : '';
      return `${lead}${quote}${name}${index}.js${quote}`;
    });
  if (rewritten !== text) writeFileSync(file, rewritten);
}

writeFileSync(
  path.join(dist, 'package.json'),
  `${JSON.stringify(
    {
      name: client.name,
      version: server.version,
      description:
        'Typed client for the Expertos API: API keys, paging, idempotent creates, Retry-After retries',
      type: 'module',
      main: './index.js',
      types: './types/api-client/src/index.d.ts',
      exports: { '.': { types: './types/api-client/src/index.d.ts', import: './index.js' } },
      files: ['index.js', 'index.js.map', 'types', 'examples', 'README.md'],
      engines: { node: '>=20' },
      dependencies: { zod: client.dependencies.zod },
      license: 'UNLICENSED',
    },
    null,
    2,
  )}\n`,
);
cpSync(path.join(here, 'README.md'), path.join(dist, 'README.md'));
cpSync(path.join(here, 'examples'), path.join(dist, 'examples'), { recursive: true });
console.log(`SDK ${client.name}@${server.version} built to packages/api-client/dist`);

function walkable(target) {
  try {
    return statSync(target).isDirectory();
  } catch {
    return false;
  }
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else yield file;
  }
}
