import {
  ANALYTICS_GROUPS,
  ANALYTICS_PLATFORMS,
  ANALYTICS_SOURCES,
} from '@expertos/domain/analytics/analytics.schema';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsFilters } from '../api/analytics';
import { platformLabel } from '../lib/format';

/**
 * The page's filters. They live in the address (the page reads them from there), so a link or a
 * reload shows the same results; `onChange` writes one of them back.
 */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: AnalyticsFilters;
  onChange: (key: keyof AnalyticsFilters, value: string) => void;
}) {
  const { t } = useTranslation();
  const f = 'ui.analytics.filters' as const;
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t(`${f}.label`)}>
      <TextInput
        type="date"
        label={t(`${f}.from`)}
        description={t(`${f}.rangeHint`)}
        value={filters.from ?? ''}
        onChange={(event) => onChange('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t(`${f}.to`)}
        value={filters.to ?? ''}
        onChange={(event) => onChange('to', event.currentTarget.value)}
      />
      <NativeSelect
        label={t(`${f}.platform`)}
        value={filters.platform ?? ''}
        onChange={(event) => onChange('platform', event.currentTarget.value)}
        data={[
          { value: '', label: t(`${f}.all`) },
          ...ANALYTICS_PLATFORMS.map((value) => ({ value, label: platformLabel(value, t) })),
        ]}
      />
      <NativeSelect
        label={t(`${f}.source`)}
        value={filters.source ?? ''}
        onChange={(event) => onChange('source', event.currentTarget.value)}
        data={[
          { value: '', label: t(`${f}.all`) },
          ...ANALYTICS_SOURCES.map((value) => ({ value, label: t(`${f}.sources.${value}`) })),
        ]}
      />
      <NativeSelect
        label={t(`${f}.group`)}
        value={filters.group}
        onChange={(event) => onChange('group', event.currentTarget.value)}
        data={ANALYTICS_GROUPS.map((value) => ({ value, label: t(`${f}.groups.${value}`) }))}
      />
    </Group>
  );
}
