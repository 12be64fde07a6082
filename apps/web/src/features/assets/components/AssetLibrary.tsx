import '@/shared/i18n/parts/assets';
import type { AssetBrand, AssetFilter } from '@expertos/api-client/assets';
import type { DriveFolders } from '@expertos/domain/brand.schema';
import { Box, Button, Drawer, Group, Stack } from '@mantine/core';
import { useDebouncedValue, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconFolder } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/stores/auth-store';
import { STORE_KEY_PREFIX } from '@/shared/stores/storage';
import { notify } from '@/shared/ui/notify/notify-store';
import { useAssetFolders, useAssetList, useAssetTags } from '../api/asset-queries';
import { useLibraryAccess } from '../hooks/use-library-access';
import { useSelection } from '../hooks/use-selection';
import { useUploads } from '../hooks/use-uploads';
import { folderLabel } from '../lib/folder-tree';
import { ASSET_PARAM, FOLDER_PARAM } from '../lib/library-params';
import type { PickedFile } from '../lib/upload-queue';
import { AssetResults } from './AssetResults';
import { BulkBar } from './BulkBar';
import { AssetDrawer } from './drawer/AssetDrawer';
import { DriveImportButton } from './drive/DriveImportButton';
import { FolderPanel } from './folders/FolderPanel';
import { type FolderChoice, NO_FOLDER } from './folders/FolderTree';
import {
  countFilters,
  DAY,
  type LibraryFilters,
  LibraryToolbar,
  NO_FILTERS,
  type ViewMode,
} from './LibraryToolbar';
import { StorageMeter } from './StorageMeter';
import { UploadButtons, UploadDropzone } from './upload/UploadDropzone';
import { UploadQueuePanel } from './upload/UploadQueuePanel';

/** How long typing pauses before the search is sent. */
export const ASSET_SEARCH_DEBOUNCE_MS = 300;
/** Where the grid/list choice is remembered (per browser). */
export const ASSET_VIEW_KEY = `${STORE_KEY_PREFIX}asset-library-view`;

/** The list's query: the folder, the words and the filters, empty parts left out. */
export function listFilter(
  folder: FolderChoice,
  q: string,
  filters: LibraryFilters,
  userUid: string | null,
): AssetFilter {
  const filter: AssetFilter = {};
  if (folder) filter.folder = folder;
  if (q) filter.q = q;
  if (filters.kind) filter.kind = filters.kind;
  if (filters.tag) filter.tag = filters.tag;
  if (filters.rights) filter.rights = filters.rights;
  if (filters.uploader === 'me' && userUid) filter.uploader = userUid;
  if (DAY.test(filters.from)) filter.from = filters.from;
  if (DAY.test(filters.to)) filter.to = filters.to;
  if (filters.used) filter.used = filters.used === 'used';
  if (filters.archived) filter.archived = true;
  return filter;
}

/**
 * The asset library of one brand (docs/product.md#asset-library): folders beside (a drawer on
 * a phone), search and filters above, the assets in a grid or a list, a page at a time as one
 * scrolls; select many for the bulk bar; drop files or folders anywhere to upload them.
 * `?folder=` and `?asset=` keep the folder and the open asset in the address.
 */
export function AssetLibrary({
  brand,
  slug,
  driveFolders,
}: {
  brand: AssetBrand;
  slug: string;
  /** The brand's raw and final Drive folders, offered by the Drive import. */
  driveFolders?: DriveFolders;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const folder = params.get(FOLDER_PARAM);
  const openUid = params.get(ASSET_PARAM);
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      }),
    [setParams],
  );

  const access = useLibraryAccess(brand);
  const userUid = useAuthStore((state) => state.user?.uid ?? null);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [foldersOpen, setFoldersOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), ASSET_SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<LibraryFilters>(NO_FILTERS);
  const [view, setView] = useLocalStorage<ViewMode>({
    key: ASSET_VIEW_KEY,
    defaultValue: 'grid',
    getInitialValueInEffect: false,
  });

  const filter = useMemo(() => listFilter(folder, q, filters, userUid), [folder, q, filters, userUid]);
  const list = useAssetList(brand, filter);
  const folders = useAssetFolders(brand);
  const tags = useAssetTags(brand);
  const folderList = folders.data ?? [];
  const tagNames = useMemo(() => (tags.data ?? []).map(({ tag }) => tag), [tags.data]);
  const assets = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const uids = useMemo(() => assets.map((asset) => asset.uid), [assets]);
  const selection = useSelection(uids);
  const selectedAssets = assets.filter((asset) => selection.selected.has(asset.uid));
  const { items: uploads, queue } = useUploads(brand);

  const chosenFolder =
    folder && folder !== NO_FOLDER ? (folderList.find((item) => item.uid === folder) ?? null) : null;
  const uploadFolderUid = folder && folder !== NO_FOLDER ? folder : null;
  const mayUpload = access.edit || chosenFolder?.open_to_externals === true;
  const filtered = Boolean(q) || countFilters(filters) > 0;
  const selectable = access.edit;

  const upload = (files: PickedFile[]) =>
    queue.add(files, { brand, folderUid: uploadFolderUid, assetUid: null });
  const refuseUpload = () => notify({ type: 'negative', message: t('ui.assets.upload.closedToExternals') });
  const chooseFolder = (choice: FolderChoice) => {
    selection.clear();
    setParam(FOLDER_PARAM, choice);
    setFoldersOpen(false);
  };
  const folderName =
    folder === null
      ? t('ui.assets.folders.all')
      : folder === NO_FOLDER
        ? t('ui.assets.folders.none')
        : folderLabel(folderList, folder) || t('ui.assets.folders.title');

  const folderPanel = <FolderPanel brand={brand} access={access} selected={folder} onSelect={chooseFolder} />;

  return (
    <UploadDropzone
      enabled={mayUpload}
      target={uploadFolderUid ? folderLabel(folderList, uploadFolderUid) : null}
      onFiles={upload}
      onRefused={refuseUpload}
    >
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {!phone && (
          <Box w={240} style={{ flexShrink: 0 }}>
            {folderPanel}
          </Box>
        )}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          {phone && (
            <Button
              variant="default"
              leftSection={<IconFolder size={16} aria-hidden />}
              onClick={() => setFoldersOpen(true)}
              justify="flex-start"
              fullWidth
            >
              {t('ui.assets.folders.choose', { name: folderName })}
            </Button>
          )}
          <LibraryToolbar
            search={search}
            onSearch={setSearch}
            filters={filters}
            onFilters={(next) => {
              selection.clear();
              setFilters(next);
            }}
            tags={tags.data ?? []}
            view={view}
            onView={setView}
          >
            <StorageMeter brand={brand} admin={access.admin === true} />
            {mayUpload && <UploadButtons onFiles={upload} />}
            {/* Externals never import from Drive, even into a folder opened to them. */}
            {access.edit && <DriveImportButton brand={brand} {...(driveFolders ? { driveFolders } : {})} />}
          </LibraryToolbar>
          <UploadQueuePanel brand={brand} items={uploads} queue={queue} />
          {selection.selected.size > 0 && (
            <BulkBar
              brand={brand}
              assets={selectedAssets}
              folders={folderList}
              tags={tagNames}
              onClear={selection.clear}
            />
          )}
          <AssetResults
            brand={brand}
            list={list}
            assets={assets}
            selection={selection}
            selectable={selectable}
            view={view}
            compact={phone}
            empty={filtered ? 'noMatch' : folder !== null ? 'folder' : 'library'}
            mayUpload={mayUpload}
            onOpen={(uid) => setParam(ASSET_PARAM, uid)}
          />
        </Stack>
      </Group>
      {phone && (
        <Drawer
          opened={foldersOpen}
          onClose={() => setFoldersOpen(false)}
          title={t('ui.assets.folders.title')}
          closeButtonProps={{ 'aria-label': t('ui.close') }}
          position="left"
          size="85%"
        >
          {folderPanel}
        </Drawer>
      )}
      <AssetDrawer
        brand={brand}
        assetUid={openUid}
        folders={folderList}
        tags={tagNames}
        access={access}
        slug={slug}
        onClose={() => setParam(ASSET_PARAM, null)}
        onUploadVersion={(assetUid, file) =>
          queue.add([{ file, name: file.name }], { brand, folderUid: null, assetUid })
        }
      />
    </UploadDropzone>
  );
}
