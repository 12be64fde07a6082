/**
 * The lazy parts (lazy-texts.ts), one chunk per language and part. Globs must be literal: the
 * list follows LAZY_TEXTS (language.test.ts checks every part of every language is here).
 */
export const partModules = import.meta.glob<Record<string, object>>([
  './locales/*/publishing.ts',
  './locales/*/integrations.ts',
  './locales/*/assets.ts',
  './locales/*/analytics.ts',
  './locales/*/brand-settings.ts',
  './locales/*/workspace-security.ts',
  './locales/*/approvals.ts',
  './locales/*/approval-settings.ts',
  './locales/*/portal.ts',
  './locales/*/security.ts',
  './locales/*/developers.ts',
  './locales/*/audit.ts',
  './locales/*/design-pages.ts',
  './locales/*/templates.ts',
  './locales/*/recurring.ts',
  './locales/*/evergreen.ts',
  './locales/*/content-series.ts',
]);
