import '@/shared/i18n/parts/assets';
import type { AssetTagCount } from '@expertos/api-client/assets';
import {
  ASSET_KINDS,
  ASSET_RIGHTS_STATES,
  type AssetKind,
  type AssetRightsState,
} from '@expertos/domain/assets';
import {
  Button,
  Group,
  Popover,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const k = 'ui.assets.filters' as const;

export type ViewMode = 'grid' | 'list';

/** The filters besides the folder and the search words. */
export interface LibraryFilters {
  kind: AssetKind | null;
  tag: string | null;
  rights: AssetRightsState | null;
  /** `me`: what the viewer uploaded. */
  uploader: 'me' | null;
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
  used: 'used' | 'unused' | null;
  archived: boolean;
}

export const NO_FILTERS: LibraryFilters = {
  kind: null,
  tag: null,
  rights: null,
  uploader: null,
  from: '',
  to: '',
  used: null,
  archived: false,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How many of the filters are set (the Filters button says it). */
export function countFilters(filters: LibraryFilters): number {
  return (
    [filters.kind, filters.tag, filters.rights, filters.uploader, filters.used].filter(Boolean).length +
    (DAY.test(filters.from) ? 1 : 0) +
    (DAY.test(filters.to) ? 1 : 0) +
    (filters.archived ? 1 : 0)
  );
}

export { DAY };

export interface LibraryToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filters: LibraryFilters;
  onFilters: (filters: LibraryFilters) => void;
  tags: readonly AssetTagCount[];
  view: ViewMode;
  onView: (view: ViewMode) => void;
  /** The storage meter and the upload buttons, beside the search. */
  children?: ReactNode;
}

/** The search box, the filters (in a popover), the grid/list switch and what the page adds. */
export function LibraryToolbar({
  search,
  onSearch,
  filters,
  onFilters,
  tags,
  view,
  onView,
  children,
}: LibraryToolbarProps) {
  const { t } = useTranslation();
  const count = countFilters(filters);
  const set = <K extends keyof LibraryFilters>(key: K, value: LibraryFilters[K]) =>
    onFilters({ ...filters, [key]: value });
  const select = { clearable: true, comboboxProps: { withinPortal: false } } as const;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('ui.assets.search')}
        placeholder={t('ui.assets.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        type="search"
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Popover position="bottom-start" withinPortal={false} shadow="md" width={340} trapFocus>
        <Popover.Target>
          <Button
            variant={count > 0 ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          >
            {count > 0 ? t(`${k}.buttonCount`, { count }) : t(`${k}.button`)}
          </Button>
        </Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 24px)">
          <Stack gap="sm" role="group" aria-label={t(`${k}.label`)}>
            <SimpleGrid cols={2} spacing="xs">
              <Select
                {...select}
                label={t(`${k}.kind`)}
                placeholder={t(`${k}.anyKind`)}
                data={ASSET_KINDS.map((value) => ({ value, label: t(`ui.assets.kinds.${value}`) }))}
                value={filters.kind}
                onChange={(value) => set('kind', value as AssetKind | null)}
              />
              <Select
                {...select}
                label={t(`${k}.rights`)}
                placeholder={t(`${k}.anyRights`)}
                data={ASSET_RIGHTS_STATES.map((value) => ({
                  value,
                  label: t(`ui.assets.rightsStates.${value}`),
                }))}
                value={filters.rights}
                onChange={(value) => set('rights', value as AssetRightsState | null)}
              />
              <Select
                {...select}
                label={t(`${k}.tag`)}
                placeholder={t(`${k}.anyTag`)}
                data={tags.map(({ tag }) => tag)}
                searchable
                value={filters.tag}
                onChange={(value) => set('tag', value)}
              />
              <Select
                {...select}
                label={t(`${k}.uploader`)}
                placeholder={t(`${k}.anyone`)}
                data={[{ value: 'me', label: t(`${k}.me`) }]}
                value={filters.uploader}
                onChange={(value) => set('uploader', value === 'me' ? 'me' : null)}
              />
              <TextInput
                label={t(`${k}.from`)}
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(event) => set('from', event.currentTarget.value)}
              />
              <TextInput
                label={t(`${k}.to`)}
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(event) => set('to', event.currentTarget.value)}
              />
            </SimpleGrid>
            <Select
              {...select}
              label={t(`${k}.used`)}
              placeholder={t(`${k}.anyUse`)}
              data={[
                { value: 'used', label: t(`${k}.usedOnly`) },
                { value: 'unused', label: t(`${k}.unusedOnly`) },
              ]}
              value={filters.used}
              onChange={(value) => set('used', value === 'used' || value === 'unused' ? value : null)}
            />
            <Switch
              label={t(`${k}.archived`)}
              checked={filters.archived}
              onChange={(event) => set('archived', event.currentTarget.checked)}
            />
            {count > 0 && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => onFilters(NO_FILTERS)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(`${k}.clear`)}
              </Button>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <div>
        <VisuallyHidden id="asset-view-label">{t('ui.assets.view.label')}</VisuallyHidden>
        <SegmentedControl
          aria-labelledby="asset-view-label"
          value={view}
          onChange={(value) => onView(value === 'list' ? 'list' : 'grid')}
          data={[
            {
              value: 'grid',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconLayoutGrid size={14} aria-hidden />
                  {t('ui.assets.view.grid')}
                </Group>
              ),
            },
            {
              value: 'list',
              label: (
                <Group gap={4} wrap="nowrap">
                  <IconList size={14} aria-hidden />
                  {t('ui.assets.view.list')}
                </Group>
              ),
            },
          ]}
        />
      </div>
      {children}
    </Group>
  );
}
