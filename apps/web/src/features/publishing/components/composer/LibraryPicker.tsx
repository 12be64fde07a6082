import '@/shared/i18n/parts/publishing';
import { type Asset, assetBlockFor } from '@expertos/domain/assets';
import type { ChannelNetwork } from '@expertos/domain/publishing/handoff';
import {
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconLibraryPhoto, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/shared/lib/format';
import { QueryError } from '@/shared/ui/QueryError';
import {
  type AssetBrand,
  type LibraryFilter,
  libraryFoldersQueryOptions,
  libraryPageQueryOptions,
  libraryPreviewUrl,
} from '../../api/library';
import { folderOptions } from '../../lib/library-pick';
import { assetMedium, type ChosenMedium, POSTABLE_ASSET_KINDS } from '../../lib/variant-draft';
import { networkName } from '../NetworkMark';
import { LibraryAssetItem } from './LibraryAssetItem';

const k = 'ui.publishing.composer.library' as const;
/** How long typing rests before the library is searched. */
export const LIBRARY_SEARCH_DEBOUNCE_MS = 300;
/** The folder filter's "All" (a folder's uid is never this). */
const ALL = 'all';

export interface LibraryPickerProps {
  brand: AssetBrand;
  /** The variant's network: an asset whose licence names others is not offered. */
  network: ChannelNetwork;
  /** The day the post goes out (`YYYY-MM-DD`): an asset whose rights end before it is not offered. */
  day: string;
  /** The assets the variant already carries. */
  inVariant: ReadonlySet<string>;
  onAdd: (media: ChosenMedium[]) => void;
}

/**
 * "From library" (docs/product.md#asset-library): the brand's assets that are not archived,
 * images or videos, searched and filtered by folder, a keyset page at a time. Those that may
 * not go to this network on the post's day are shown, not chosen, with why. The ones ticked,
 * in any search or folder, join the variant's files on "Add".
 */
export function LibraryPicker(props: LibraryPickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const theme = useMantineTheme();
  const phone =
    useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false }) ??
    false;
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconLibraryPhoto size={12} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t(`${k}.open`)}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(`${k}.title`)}
        size="xl"
        fullScreen={phone}
        transitionProps={phone ? { transition: 'slide-up' } : undefined}
      >
        <PickerBody
          {...props}
          onAdd={(media) => {
            props.onAdd(media);
            setOpened(false);
          }}
          onCancel={() => setOpened(false)}
        />
      </Modal>
    </>
  );
}

function PickerBody({
  brand,
  network,
  day,
  inVariant,
  onAdd,
  onCancel,
}: LibraryPickerProps & { onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  const [kind, setKind] = useState<LibraryFilter['kind']>(
    network === 'youtube' || network === 'tiktok' ? 'video' : 'image',
  );
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), LIBRARY_SEARCH_DEBOUNCE_MS);
  const [folder, setFolder] = useState(ALL);
  // Ticked assets, kept across searches and folders, in the order they were ticked.
  const [picked, setPicked] = useState<Map<string, Asset>>(new Map());
  const filter: LibraryFilter = { kind, q, folder: folder === ALL ? null : folder };
  const folders = useQuery(libraryFoldersQueryOptions(brand));
  const list = useInfiniteQuery({
    ...libraryPageQueryOptions(brand, filter),
    placeholderData: keepPreviousData,
  });
  const assets = list.data?.pages.flatMap((page) => page.items) ?? [];
  const networkLabel = networkName(network, t);
  const toggle = (asset: Asset, on: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (on) next.set(asset.uid, asset);
      else next.delete(asset.uid);
      return next;
    });
  const add = () => onAdd([...picked.values()].map((a) => assetMedium(a, libraryPreviewUrl(brand, a))));

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t(`${k}.kind`)}
          value={kind}
          onChange={(value) => setKind(value as LibraryFilter['kind'])}
          data={POSTABLE_ASSET_KINDS.map((value) => ({ value, label: t(`${k}.kinds.${value}`) }))}
        />
        <TextInput
          type="search"
          label={t(`${k}.search`)}
          placeholder={t(`${k}.searchPlaceholder`)}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <Select
          label={t(`${k}.folder`)}
          data={[{ value: ALL, label: t(`${k}.allFolders`) }, ...folderOptions(folders.data ?? [])]}
          value={folder}
          onChange={(value) => setFolder(value ?? ALL)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          style={{ flex: '1 1 160px', minWidth: 0 }}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t(`${k}.checkedOn`, {
          network: networkLabel,
          date: formatDay(day, i18n.language),
        })}
      </Text>
      {list.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t(`${k}.loading`)}</Text>
        </Group>
      ) : list.isError && assets.length === 0 ? (
        <QueryError message={t(`${k}.loadError`)} error={list.error} onRetry={() => void list.refetch()} />
      ) : assets.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t(`${k}.empty`)}
        </Text>
      ) : (
        <SimpleGrid
          id={listId}
          component="ul"
          aria-label={t(`${k}.listLabel`)}
          aria-busy={list.isFetching || undefined}
          cols={{ base: 2, xs: 3, sm: 4 }}
          spacing="xs"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {assets.map((asset) => (
            <LibraryAssetItem
              key={asset.uid}
              brand={brand}
              asset={asset}
              picked={picked.has(asset.uid)}
              reason={reasonFor(asset)}
              onToggle={(on) => toggle(asset, on)}
            />
          ))}
        </SimpleGrid>
      )}
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            size="xs"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            aria-controls={listId}
          >
            {t(`${k}.loadMore`)}
          </Button>
        </Group>
      )}
      <Group
        justify="space-between"
        gap="xs"
        pos="sticky"
        bottom={0}
        py="xs"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1 }}
      >
        <Text size="sm" aria-live="polite">
          {t(`${k}.chosen`, { count: picked.size })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('ui.common.cancel')}
          </Button>
          <Button onClick={add} disabled={picked.size === 0}>
            {picked.size === 0 ? t(`${k}.addNone`) : t(`${k}.add`, { count: picked.size })}
          </Button>
        </Group>
      </Group>
    </Stack>
  );

  /** Why an asset may not be chosen, in words; null when it may. */
  function reasonFor(asset: Asset): string | null {
    if (inVariant.has(asset.uid)) return t(`${k}.already`);
    const block = assetBlockFor(asset.rights, network, day);
    if (block === 'expired')
      return t(`${k}.expired`, {
        date: formatDay(asset.rights.expires_on ?? '', i18n.language),
      });
    if (block === 'network') return t(`${k}.network`, { network: networkLabel });
    return null;
  }
}
