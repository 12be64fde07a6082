import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/**
 * Builds the service worker (src/sw/service-worker.ts) into `/sw.js` after the app: one file
 * with a fixed name (a worker's address must not change between builds), no shared chunks,
 * and the build's name (a digest of index.html) so each build keeps its files in a cache of its
 * own (docs/product.md#installing-the-app). Only for production builds: the dev server runs
 * without a worker, so nothing stale is ever served while developing.
 */
export function serviceWorker(): Plugin {
  let root = '';
  let outDir = '';
  let alias: Record<string, string> = {};
  return {
    name: 'expertos-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      alias = Object.fromEntries(
        config.resolve.alias.flatMap((entry) =>
          typeof entry.find === 'string' ? [[entry.find, entry.replacement]] : [],
        ),
      );
    },
    async closeBundle() {
      const index = fs.readFileSync(path.join(outDir, 'index.html'));
      const version = createHash('sha256').update(index).digest('hex').slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        resolve: { alias },
        define: { __SHELL_VERSION__: JSON.stringify(version) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          lib: {
            entry: path.join(root, 'src/sw/service-worker.ts'),
            formats: ['iife'],
            name: 'expertosServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
