import {
  EXTENSION_DEFAULT_APP_URL,
  EXTENSION_PUBLIC_KEY,
  EXTENSION_VERSION,
} from '@expertos/domain/extension';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@expertos/domain/languages';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'wxt';
import { chromeLocale, chromeMessagesJson } from './src/i18n/chrome-messages';
import { CATALOGUES } from './src/locales';

// The app the extension signs in through, fixed at build time (README "Browser extension").
const appUrl = new URL(process.env.WXT_APP_URL || EXTENSION_DEFAULT_APP_URL);

// Chrome's match patterns ignore the port when none is given, so a local app on any port (the
// journeys' servers, `npm run dev`) can hand over its token; the app named at build time always can.
const appPatterns = [`${appUrl.origin}/*`];
if (appUrl.hostname === 'localhost' || appUrl.hostname === '127.0.0.1')
  appPatterns.push('http://localhost/*', 'http://127.0.0.1/*');

export default defineConfig({
  srcDir: 'src',
  outDir: 'dist',
  vite: () => ({
    plugins: [react()],
    define: { 'import.meta.env.WXT_APP_URL': JSON.stringify(appUrl.origin) },
  }),
  // The manifest's texts in the browser's language, from the same catalogues the pages read
  // (docs/translating.md, "Extension"): `_locales/<lang>/messages.json` for every language.
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      for (const language of LANGUAGES)
        files.push({
          relativeDest: `_locales/${chromeLocale(language)}/messages.json`,
          contents: chromeMessagesJson(CATALOGUES[language]),
        });
    },
  },
  manifest: {
    default_locale: chromeLocale(DEFAULT_LANGUAGE),
    name: '__MSG_manifest_name__',
    description: '__MSG_manifest_description__',
    version: `${EXTENSION_VERSION}.0.0`,
    // The public key keeps the extension id fixed (EXTENSION_ID), which the app messages.
    key: EXTENSION_PUBLIC_KEY,
    permissions: [
      'storage',
      'unlimitedStorage',
      'offscreen',
      'tabs',
      'activeTab',
      'desktopCapture',
      'contextMenus',
    ],
    // Every site: the selection button runs on any page, the popup's screenshot of any tab, and
    // the app's own origin (its session cookie renews the token).
    host_permissions: ['<all_urls>'],
    externally_connectable: { matches: [...new Set(appPatterns)] },
    // The popup's own `manifest.title` meta says the same (WXT takes the popup's title).
    action: { default_title: '__MSG_manifest_actionTitle__' },
  },
});
