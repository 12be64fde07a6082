import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { chosenBrand } from '@/lib/brand-choice';
import { loadBrands } from '@/lib/brands';
import { loadOptions } from '@/lib/storage';

export type Brand = Awaited<ReturnType<typeof loadBrands>>[number];

/** The brands to choose from, starting on the options' default brand (or the only one). */
export function useBrands(): { brands: Brand[] | null; initial: string | null; error: string | null } {
  const [state, setState] = useState<{
    brands: Brand[] | null;
    initial: string | null;
    error: string | null;
  }>({
    brands: null,
    initial: null,
    error: null,
  });
  useEffect(() => {
    void Promise.all([loadBrands(), loadOptions()]).then(
      ([brands, options]) => {
        // The same rule as the right-click's save, so both go to the same brand.
        setState({ brands, initial: chosenBrand(brands, options.defaultBrand)?.uid ?? null, error: null });
      },
      (error) =>
        setState({
          brands: [],
          initial: null,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }, []);
  return state;
}

export function BrandSelect({
  brands,
  value,
  onChange,
  label = 'Brand',
  required = true,
}: {
  brands: Brand[];
  value: string | null;
  onChange: (uid: string | null) => void;
  label?: string;
  required?: boolean;
}) {
  return (
    <Select
      label={label}
      placeholder="Choose a brand"
      data={brands.map((b) => ({ value: b.uid, label: b.label }))}
      value={value}
      onChange={onChange}
      searchable
      required={required}
      clearable={!required}
      nothingFoundMessage="No brand of that name"
      comboboxProps={{ withinPortal: false }}
    />
  );
}
