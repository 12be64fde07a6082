import '@mantine/dates/styles.css';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickerFormat } from '@/shared/lib/format';

/** The sentinel of "All brands" (a Select value cannot be empty). */
export const ALL_BRANDS = 'all';

export interface ReportFiltersProps {
  /** `YYYY-MM-DD`: what is asked for, else what the server chose (its default range). */
  from: string | null;
  to: string | null;
  brand: string;
  brands: { value: string; label: string }[];
  onFrom: (day: string | null) => void;
  onTo: (day: string | null) => void;
  onBrand: (brand: string) => void;
}

const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);

/** The report's date range and brand. */
export function ReportFilters({ from, to, brand, brands, onFrom, onTo, onBrand }: ReportFiltersProps) {
  const { t } = useTranslation();
  const common = {
    valueFormat: pickerFormat('date'),
    leftSection: <IconCalendar size={16} aria-hidden />,
    w: { base: 'calc(50% - 6px)', sm: 170 },
  } as const;
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('ui.timetracking.report.filters')}>
      <DatePickerInput
        {...common}
        label={t('ui.timetracking.report.from')}
        value={from}
        maxDate={to ?? undefined}
        onChange={(next) => onFrom(day(next))}
      />
      <DatePickerInput
        {...common}
        label={t('ui.timetracking.report.to')}
        value={to}
        minDate={from ?? undefined}
        onChange={(next) => onTo(day(next))}
      />
      <Select
        label={t('ui.timetracking.report.brand')}
        data={[{ value: ALL_BRANDS, label: t('ui.timetracking.report.allBrands') }, ...brands]}
        value={brand}
        onChange={(value) => onBrand(value ?? ALL_BRANDS)}
        allowDeselect={false}
        searchable={brands.length > 8}
        w={{ base: '100%', sm: 220 }}
      />
    </Group>
  );
}
