import '@/shared/i18n/parts/analytics';
import {
  ANALYTICS_GROUPS,
  ANALYTICS_PLATFORMS,
  ANALYTICS_SOURCES,
} from '@expertos/domain/analytics/analytics.schema';
import { POST_FORMATS, POST_PURPOSES } from '@expertos/domain/tickets';
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
  pillars = [],
  accounts = [],
}: {
  filters: AnalyticsFilters;
  onChange: (key: keyof AnalyticsFilters, value: string) => void;
  /** The brand's content pillars (and the one the address names, should the profile have dropped it). */
  pillars?: readonly string[];
  /** The accounts the brand's posts go out on or come from. */
  accounts?: readonly { id: string; network: string; name: string }[];
}) {
  const { t } = useTranslation();
  const f = 'ui.analytics.filters' as const;
  const pillarNames =
    filters.pillar && !pillars.includes(filters.pillar) ? [filters.pillar, ...pillars] : pillars;
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
        label={t(`${f}.account`)}
        value={filters.account ?? ''}
        onChange={(event) => onChange('account', event.currentTarget.value)}
        data={[
          { value: '', label: t(`${f}.all`) },
          ...accounts.map((account) => ({
            value: account.id,
            label: t(`${f}.accountOption`, {
              name: account.name,
              platform: platformLabel(account.network, t),
            }),
          })),
        ]}
      />
      <NativeSelect
        label={t(`${f}.pillar`)}
        value={filters.pillar ?? ''}
        onChange={(event) => onChange('pillar', event.currentTarget.value)}
        data={[
          { value: '', label: t(`${f}.all`) },
          ...pillarNames.map((name) => ({ value: name, label: name })),
        ]}
      />
      <NativeSelect
        label={t(`${f}.purpose`)}
        value={filters.purpose ?? ''}
        onChange={(event) => onChange('purpose', event.currentTarget.value)}
        data={[
          { value: '', label: t(`${f}.all`) },
          ...POST_PURPOSES.map((value) => ({ value, label: t(`ui.tickets.list.purposes.${value}`) })),
        ]}
      />
      <NativeSelect
        label={t(`${f}.format`)}
        value={filters.format ?? ''}
        onChange={(event) => onChange('format', event.currentTarget.value)}
        data={[
          { value: '', label: t(`${f}.all`) },
          ...POST_FORMATS.map((value) => ({ value, label: t(`ui.tickets.list.formats.${value}`) })),
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
