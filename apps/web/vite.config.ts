import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { serviceWorker } from './vite-service-worker';
import { iconsReachedFrom } from './vite-signed-out-icons';

const src = fileURLToPath(new URL('./src', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The icons of the signed-out pages (their own small chunk): see vite-signed-out-icons.ts. The
 * UI kit's lazy parts count too: every page, the sign-in page included, fetches them after its
 * first paint (shared/ui/preload-ui-kit.ts), and the notification card's two icons made the
 * sign-in page fetch the app's whole icons chunk.
 */
const SIGNED_OUT_ICONS = iconsReachedFrom(
  [
    'shared/ui/notify/NotificationStack.tsx',
    'shared/ui/confirm/ConfirmDialog.tsx',
    'shared/ui/loading/LoadingOverlay.tsx',
    'app/layouts/AuthLayout.tsx',
    'features/auth/pages/SignInPage.tsx',
    'features/auth/pages/SignUpPage.tsx',
    'features/auth/pages/ForgotPasswordPage.tsx',
    'features/auth/pages/ResetPasswordPage.tsx',
    'features/auth/pages/ConfirmEmailPage.tsx',
  ],
  src,
);
const TABLER = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]/;
/** A signed-out page's icon, or what every icon is made with. */
function signedOutIcon(id: string): boolean {
  if (!TABLER.test(id)) return false;
  const icon = /[\\/]icons[\\/](\w+)\.mjs$/.exec(id)?.[1];
  return icon ? SIGNED_OUT_ICONS.has(icon) : /(createReactComponent|defaultAttributes)\.mjs$/.test(id);
}

/**
 * The SPA is served by the API server at `/` under `script-src 'self'`: nothing here may
 * produce an inline script (index.html loads one module file; Vite emits only files).
 */
export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  resolve: {
    alias: { '@': src },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // The import graph, for the JavaScript budget `npm run bench` prints (bench/bundle.mjs).
    manifest: true,
    // The module-preload polyfill is emitted into the entry chunk, never inline.
    modulePreload: { polyfill: true },
    rolldownOptions: {
      output: {
        // The first signed-in screen needed ~140 requests, most of them tiny (one per icon, per
        // small Mantine component): over HTTP/1.1's six connections they queued in front of
        // the screen's API calls, and each was a modulepreload link the page appended (Vite's
        // preload helper took ~90 ms of a dashboard load, appending them ~170 ms more). What the
        // entry imports statically ships as one chunk (`$initial`: 60 files were 1, and 21 KB
        // gzipped smaller, compressed together); icons as one chunk (9 KB). (Mantine as one
        // chunk too was tried: the entry imports part of it, so all of it joined the sign-in
        // page's code; so was merging small shared chunks of lazy code, entriesAware with a
        // merge threshold: every threshold tried added 30–230 KB to the first screens.) The
        // signed-out pages' few icons are a chunk of their own: in the icons chunk, they made the
        // sign-in page fetch all 10 KB of it.
        codeSplitting: {
          groups: [
            { name: 'first-screen', tags: ['$initial'], priority: 3 },
            { name: 'icons-signed-out', test: signedOutIcon, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react/, priority: 1 },
          ],
        },
      },
      treeshake: {
        // packages/domain builds its schemas with top-level `z.…()` calls, which have no side
        // effects: schemas the web never uses are dropped instead of shipped.
        manualPureFunctions: ['z'],
      },
    },
  },
});
