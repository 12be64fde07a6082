import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLazyTexts, LAZY_TEXTS_FILE, lazyParts } from './lazy-texts.mjs';

const table = {
  file: LAZY_TEXTS_FILE,
  text: "export const LAZY_TEXTS = {\n  publishing: ['publishing'],\n  'design-pages': ['kitchen', 'tokens'],\n} as const;\n",
};
const web = (text, file = 'apps/web/src/features/publishing/components/Composer.tsx') => ({ file, text });

describe('lazy text parts imported where they are shown', () => {
  it('reads the parts and their keys from the real table', () => {
    const text = fs.readFileSync(path.resolve(import.meta.dirname, '../..', LAZY_TEXTS_FILE), 'utf8');
    const parts = lazyParts(text);
    expect(parts.get('publishing')).toEqual(['publishing']);
    expect(parts.get('design-pages')).toEqual(['kitchen', 'tokens']);
    expect(parts.get('workspace-security')).toEqual(['workspaceSecurity']);
  });

  it('catches a file showing a lazy part’s words without importing the part, in any spelling of the key', () => {
    const found = checkLazyTexts([
      table,
      web("const title = t('ui.publishing.title');"),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source file's text, template literal and all
      web('const s = t(`ui.tokens.${name}`);', 'apps/web/src/features/design/TokensPage.tsx'),
      web(
        "import '@/shared/i18n/parts/publishing';\nt('ui.publishing.title');",
        'apps/web/src/features/publishing/Ok.tsx',
      ),
    ]);
    expect(found.map((v) => `${v.file}: ${v.message}`)).toEqual([
      "apps/web/src/features/publishing/components/Composer.tsx: shows ui.publishing, a lazy text part: add `import '@/shared/i18n/parts/publishing';`",
      "apps/web/src/features/design/TokensPage.tsx: shows ui.tokens, a lazy text part: add `import '@/shared/i18n/parts/design-pages';`",
    ]);
  });

  it('catches React’s lazy() on a bare import(), which would render before the texts are in', () => {
    const found = checkLazyTexts([
      table,
      web("const Modal = lazy(() => import('./Modal').then((m) => ({ default: m.Modal })));"),
      web(
        "const Ok = lazy(() => loadChunk(() => import('./Ok')).then((m) => ({ default: m.Ok })));",
        'apps/web/src/app/Ok.tsx',
      ),
    ]);
    expect(found.map((v) => v.file)).toEqual(['apps/web/src/features/publishing/components/Composer.tsx']);
  });

  it('leaves tests, the catalogues, other keys and names that only begin like a part alone', () => {
    expect(
      checkLazyTexts([
        table,
        web("t('ui.publishing.title')", 'apps/web/src/features/publishing/Composer.test.tsx'),
        web("t('ui.publishing.title')", 'apps/web/src/shared/i18n/en.ts'),
        web("t('ui.tickets.title'); t('ui.publishingQueue.x')"),
      ]),
    ).toEqual([]);
  });
});
