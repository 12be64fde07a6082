// Bundles the server into dist/ with esbuild: our workspace packages (TypeScript sources)
// are bundled in, every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@expertos/'));

await build({
  entryPoints: [
    'src/main.ts',
    'src/migrate.ts',
    'src/worker.ts',
    'src/billing-prices.ts',
    'src/backup.ts',
    'src/audit-verify.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('server built to apps/server/dist');
