import {
  type AssetBrand,
  assetPreviewPath,
  getAsset,
  listAssetFolders,
  listAssets,
} from '@expertos/api-client/assets';
import type { Asset, AssetFolder, AssetPage } from '@expertos/domain/assets';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import type { POSTABLE_ASSET_KINDS } from '../lib/variant-draft';
// Through this module's own exports, so a test's `vi.spyOn(libraryApi, …)` answers the query too.
import * as libraryApi from './library';

/**
 * The brand's asset library as the composer's picker reads it (docs/product.md#asset-library):
 * through the typed client, under the library's own keys (`…/assets`), so that a change in the
 * library refreshes the picker too.
 */

export type { AssetBrand };

/** What the picker asks for: one kind a post carries, a folder (or every one), a search. */
export interface LibraryFilter {
  kind: (typeof POSTABLE_ASSET_KINDS)[number];
  /** A folder's uid; null: every folder. */
  folder: string | null;
  q: string;
}

/** Assets one "Load more" brings. */
export const LIBRARY_PAGE_SIZE = 24;

const libraryKey = (brand: AssetBrand) =>
  ['workspaces', brand.workspaceId, 'projects', brand.projectId, 'assets'] as const;

/** `GET …/assets`: one keyset page of assets not archived, after `cursor`. */
export function fetchLibraryPage(
  brand: AssetBrand,
  filter: LibraryFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AssetPage> {
  return listAssets(
    api,
    brand,
    { kind: filter.kind, folder: filter.folder ?? undefined, q: filter.q, archived: false },
    { cursor, limit: LIBRARY_PAGE_SIZE },
    signal ? { signal } : {},
  );
}

/** `GET …/asset-folders`: the brand's folders, flat. */
export function fetchLibraryFolders(brand: AssetBrand, signal?: AbortSignal): Promise<AssetFolder[]> {
  return listAssetFolders(api, brand, signal ? { signal } : {});
}

/** `GET …/assets/{id}`: one asset, for a saved variant's file shown again. */
export function fetchLibraryAsset(brand: AssetBrand, uid: string, signal?: AbortSignal): Promise<Asset> {
  return getAsset(api, brand, uid, signal ? { signal } : {});
}

/** Where a version's small preview is read (with the token, as the composer reads its files). */
export const libraryPreviewUrl = (brand: AssetBrand, asset: Pick<Asset, 'uid' | 'version'>) =>
  assetPreviewPath(brand, asset.uid, asset.version.uid, 'small');

export function libraryPageQueryOptions(brand: AssetBrand, filter: LibraryFilter) {
  return infiniteQueryOptions({
    queryKey: [...libraryKey(brand), 'picker', filter] as const,
    queryFn: ({ pageParam, signal }) => libraryApi.fetchLibraryPage(brand, filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function libraryFoldersQueryOptions(brand: AssetBrand) {
  return queryOptions({
    queryKey: [...libraryKey(brand), 'folders'] as const,
    queryFn: ({ signal }) => libraryApi.fetchLibraryFolders(brand, signal),
    staleTime: 30_000,
  });
}

export function libraryAssetQueryOptions(brand: AssetBrand, uid: string) {
  return queryOptions({
    queryKey: [...libraryKey(brand), 'one', uid] as const,
    queryFn: ({ signal }) => libraryApi.fetchLibraryAsset(brand, uid, signal),
  });
}
