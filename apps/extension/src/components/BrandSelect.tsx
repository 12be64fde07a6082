import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { chosenBrand } from '@/lib/brand-choice';
import { loadBrands } from '@/lib/brands';
import { errorText } from '@/lib/shown-text';
import { loadOptions } from '@/lib/storage';
import { useLanguage, useT } from '@/ui/language';

export type Brand = Awaited<ReturnType<typeof loadBrands>>[number];

/** The brands to choose from, starting on the options' default brand (or the only one). */
export function useBrands(): { brands: Brand[] | null; initial: string | null; error: string | null } {
  const language = useLanguage();
  const [state, setState] = useState<{ brands: Brand[] | null; initial: string | null; failure: unknown }>({
    brands: null,
    initial: null,
    failure: null,
  });
  useEffect(() => {
    void Promise.all([loadBrands(), loadOptions()]).then(
      ([brands, options]) => {
        // The same rule as the right-click's save, so both go to the same brand.
        setState({ brands, initial: chosenBrand(brands, options.defaultBrand)?.uid ?? null, failure: null });
      },
      (failure) => setState({ brands: [], initial: null, failure: failure ?? 'error' }),
    );
  }, []);
  const { failure, ...rest } = state;
  // Said in the page's language of the moment.
  return { ...rest, error: failure === null ? null : errorText(failure, language) };
}

export function BrandSelect({
  brands,
  value,
  onChange,
  label,
  required = true,
}: {
  brands: Brand[];
  value: string | null;
  onChange: (uid: string | null) => void;
  label?: string;
  required?: boolean;
}) {
  const t = useT();
  return (
    <Select
      label={label ?? t('brand.label')}
      placeholder={t('brand.placeholder')}
      data={brands.map((b) => ({ value: b.uid, label: b.label }))}
      value={value}
      onChange={onChange}
      searchable
      required={required}
      clearable={!required}
      nothingFoundMessage={t('brand.nothingFound')}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
