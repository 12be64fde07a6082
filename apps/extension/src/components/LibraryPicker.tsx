import type { AssetBrand } from '@expertos/api-client/assets';
import type { Asset } from '@expertos/domain/assets';
import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import { blockReason, folderChoices, PICK_MAX, rightsHint, togglePicked, utcDay } from '@/lib/library-pick';
import { errorText } from '@/lib/shown-text';
import { useExtensionApi, useLibraryFolders, useLibraryList } from '@/lib/use-library';
import { useLanguage, useT } from '@/ui/language';
import { LibraryTile } from './LibraryTile';

/** How long typing rests before the library is searched. */
const SEARCH_DEBOUNCE_MS = 300;
/** The folder filter's "every folder" and "in no folder" (the server's own word for the latter). */
const ALL = 'all';
const ROOT = 'root';

/**
 * "From library" in the popup's new ticket (docs/product.md#asset-library): the brand's assets,
 * searched and filtered by folder a page at a time, ticked in any search or folder. Those whose
 * rights have ended are shown, not chosen, with why.
 */
export function LibraryPicker({
  brand,
  picked,
  onChange,
}: {
  brand: AssetBrand;
  picked: Asset[];
  onChange: (picked: Asset[]) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const api = useExtensionApi();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [folder, setFolder] = useState(ALL);
  const folders = useLibraryFolders(api, brand);
  const list = useLibraryList(api, brand, q, folder === ALL ? undefined : folder);
  const today = utcDay(new Date());
  const full = picked.length >= PICK_MAX;

  return (
    <Stack gap={6} role="group" aria-label={t('library.groupLabel')}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          type="search"
          size="xs"
          label={t('library.search')}
          placeholder={t('library.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 0', minWidth: 0 }}
        />
        <Select
          size="xs"
          label={t('library.folder')}
          data={[
            { value: ALL, label: t('library.allFolders') },
            { value: ROOT, label: t('library.noFolder') },
            ...folderChoices(folders),
          ]}
          value={folder}
          onChange={(value) => setFolder(value ?? ALL)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
          style={{ flex: '1 1 0', minWidth: 0 }}
        />
      </Group>
      {list.error !== null ? (
        <Alert color="red" role="alert" p="xs">
          {t('library.readError', { reason: errorText(list.error, language) })}
        </Alert>
      ) : list.loading && list.items.length === 0 ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="xs">{t('library.loading')}</Text>
        </Group>
      ) : list.items.length === 0 ? (
        <Text size="xs" c="dimmed" role="status">
          {q || folder !== ALL ? t('library.noMatch') : t('library.empty')}
        </Text>
      ) : (
        <SimpleGrid
          id={listId}
          component="ul"
          aria-label={t('library.assets')}
          aria-busy={list.loading || undefined}
          cols={3}
          spacing={6}
          verticalSpacing={6}
          // The padding leaves room for a tile's focus ring, which the scrolling box would cut.
          style={{ listStyle: 'none', margin: 0, padding: 4, maxHeight: 260, overflowY: 'auto' }}
        >
          {list.items.map((asset) => {
            const isPicked = picked.some((a) => a.uid === asset.uid);
            const reason =
              blockReason(asset, today, t) ??
              (full && !isPicked ? t('library.atMost', { max: PICK_MAX }) : null);
            return (
              <LibraryTile
                key={asset.uid}
                api={api}
                brand={brand}
                asset={asset}
                picked={isPicked}
                reason={reason}
                hint={rightsHint(asset, today, t)}
                onToggle={(on) => onChange(togglePicked(picked, asset, on))}
              />
            );
          })}
        </SimpleGrid>
      )}
      {list.loadMore && (
        <Button size="compact-xs" variant="default" onClick={list.loadMore} aria-controls={listId}>
          {t('library.loadMore')}
        </Button>
      )}
      <Text size="xs" aria-live="polite">
        {picked.length === 0
          ? t('library.noneChosen')
          : t('library.chosen', {
              count: picked.length,
              names: new Intl.ListFormat(language, { type: 'conjunction' }).format(picked.map((a) => a.name)),
            })}
      </Text>
    </Stack>
  );
}
