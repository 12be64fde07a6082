/**
 * The lazy parts (lazy-texts.ts), one chunk per language and part, English's included (its
 * files sit beside this one). Globs must be literal: the list follows LAZY_TEXTS
 * (language.test.ts checks every part of every language is here).
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
  './publishing.ts',
  './integrations.ts',
  './assets.ts',
  './analytics.ts',
  './brand-settings.ts',
  './workspace-security.ts',
  './approvals.ts',
  './approval-settings.ts',
  './portal.ts',
  './security.ts',
  './developers.ts',
  './audit.ts',
  './design-pages.ts',
  './templates.ts',
  './recurring.ts',
  './evergreen.ts',
  './content-series.ts',
]);

/** Where a part's file is: `locales/<language>/`, or beside this file for English. */
export function partFile(language: string, part: string): string {
  return language === 'en' ? `./${part}.ts` : `./locales/${language}/${part}.ts`;
}
