import dayjs from 'dayjs';

/**
 * dayjs's month and weekday names, which the date pickers (@mantine/dates) write with: each
 * language's a chunk of its own, fetched with the language's texts (applyLanguage). English is
 * dayjs's own.
 */
const DAYJS_LOCALES: Record<string, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  'pt-BR': () => import('dayjs/locale/pt-br'),
};

/** Whether dayjs holds a language's names (it keeps them under lower-case names). */
export function hasDateNames(language: string): boolean {
  return language.toLowerCase() in dayjs.Ls;
}

/** Fetches a language's names; offline or a stale deploy leaves the pickers in English. */
export async function loadDateNames(language: string): Promise<void> {
  await DAYJS_LOCALES[language]?.().catch(() => undefined);
}
