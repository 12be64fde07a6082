import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@expertos/domain/languages';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserLanguage } from '@/shared/i18n/language';

const AUTOMATIC = 'auto';

export interface LanguageSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** The chosen language; null: automatic (the browser's), offered when `automatic` is set. */
  value: Language | null;
  onChange: (language: Language | null) => void;
  automatic?: boolean;
}

/**
 * The five languages, each in its own name (a person finds theirs whatever the page's language
 * is), and optionally "Automatic: your browser's (…)".
 */
export function LanguageSelect({ value, onChange, automatic = false, ...props }: LanguageSelectProps) {
  const { t } = useTranslation();
  const data = [
    ...(automatic
      ? [{ value: AUTOMATIC, label: t('ui.language.automatic', { name: LANGUAGE_NAMES[browserLanguage()] }) }]
      : []),
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];
  return (
    <Select
      {...props}
      data={data}
      value={value ?? (automatic ? AUTOMATIC : null)}
      allowDeselect={false}
      onChange={(next) => {
        if (next === AUTOMATIC) onChange(null);
        else if (next && (LANGUAGES as readonly string[]).includes(next)) onChange(next as Language);
      }}
    />
  );
}
