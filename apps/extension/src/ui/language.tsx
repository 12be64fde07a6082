import { DEFAULT_LANGUAGE, type Language } from '@expertos/domain/languages';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { translator } from '@/i18n/translate';
import type { Translate } from '@/i18n/types';
import { onLanguageChange } from '@/lib/language';
import type { en } from '@/locales/en';

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/**
 * A page's language: the one it opened in, then whatever the app hands over while it is open
 * (every text re-renders). The tab's title and `<html lang>` follow it.
 */
export function LanguageProvider({
  initial,
  title,
  children,
}: {
  initial: Language;
  title: keyof typeof en.titles;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initial);
  useEffect(() => onLanguageChange(setLanguage), []);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translator(language)(`titles.${title}`);
  }, [language, title]);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): Language => useContext(LanguageContext);

/** The page's texts: `t('popup.title')`, `t('recordings.waiting', { count })`. */
export const useT = (): Translate => translator(useLanguage());
