import type { AssetBrand, AssetFilter } from '@expertos/api-client/assets';
import type { Asset } from '@expertos/domain/assets';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import * as calls from './asset-calls';

/** The library's query keys, all under the brand's, so one invalidation refreshes a brand's library. */
export const assetKeys = {
  all: (brand: AssetBrand) =>
    ['workspaces', brand.workspaceId, 'projects', brand.projectId, 'assets'] as const,
  lists: (brand: AssetBrand) => [...assetKeys.all(brand), 'list'] as const,
  list: (brand: AssetBrand, filter: AssetFilter) => [...assetKeys.lists(brand), filter] as const,
  one: (brand: AssetBrand, uid: string) => [...assetKeys.all(brand), 'one', uid] as const,
  versions: (brand: AssetBrand, uid: string) => [...assetKeys.all(brand), 'versions', uid] as const,
  uses: (brand: AssetBrand, uid: string) => [...assetKeys.all(brand), 'uses', uid] as const,
  folders: (brand: AssetBrand) => [...assetKeys.all(brand), 'folders'] as const,
  tags: (brand: AssetBrand) => [...assetKeys.all(brand), 'tags'] as const,
  storage: (brand: AssetBrand) => [...assetKeys.all(brand), 'storage'] as const,
  people: (brand: AssetBrand) =>
    ['workspaces', brand.workspaceId, 'projects', brand.projectId, 'users'] as const,
};

const ready = (brand: AssetBrand) => Boolean(brand.workspaceId && brand.projectId);

export function assetListQueryOptions(brand: AssetBrand, filter: AssetFilter) {
  return infiniteQueryOptions({
    queryKey: assetKeys.list(brand, filter),
    queryFn: ({ pageParam }) => calls.fetchAssetPage(brand, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** How often a list or an asset whose preview the worker is still making is asked for again. */
export const PREVIEW_POLL_MS = 3_000;
const pending = (asset: Asset) => asset.version.preview === 'pending';

/**
 * The library's assets, a keyset page at a time; a new filter keeps the last results until its
 * own arrive. While a preview shown is being made, the pages are asked for again, so the
 * thumbnail replaces the icon by itself.
 */
export function useAssetList(brand: AssetBrand, filter: AssetFilter) {
  return useInfiniteQuery({
    ...assetListQueryOptions(brand, filter),
    enabled: ready(brand),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some(pending)) ? PREVIEW_POLL_MS : false,
  });
}

export function useAsset(brand: AssetBrand, uid: string | null) {
  return useQuery({
    queryKey: assetKeys.one(brand, uid ?? ''),
    queryFn: () => calls.fetchAsset(brand, uid ?? ''),
    enabled: ready(brand) && Boolean(uid),
    refetchInterval: (query) => (query.state.data && pending(query.state.data) ? PREVIEW_POLL_MS : false),
  });
}

export function useAssetVersions(brand: AssetBrand, uid: string, enabled = true) {
  return useQuery({
    queryKey: assetKeys.versions(brand, uid),
    queryFn: () => calls.fetchVersions(brand, uid),
    enabled: ready(brand) && enabled,
  });
}

export function useAssetUses(brand: AssetBrand, uid: string, enabled = true) {
  return useQuery({
    queryKey: assetKeys.uses(brand, uid),
    queryFn: () => calls.fetchUses(brand, uid),
    enabled: ready(brand) && enabled,
  });
}

export function foldersQueryOptions(brand: AssetBrand) {
  return queryOptions({
    queryKey: assetKeys.folders(brand),
    queryFn: () => calls.fetchFolders(brand),
    staleTime: 30_000,
  });
}

export function useAssetFolders(brand: AssetBrand) {
  return useQuery({ ...foldersQueryOptions(brand), enabled: ready(brand) });
}

export function useAssetTags(brand: AssetBrand) {
  return useQuery({
    queryKey: assetKeys.tags(brand),
    queryFn: () => calls.fetchTags(brand),
    enabled: ready(brand),
    staleTime: 30_000,
  });
}

export function useAssetStorage(brand: AssetBrand) {
  return useQuery({
    queryKey: assetKeys.storage(brand),
    queryFn: () => calls.fetchStorage(brand),
    enabled: ready(brand),
    staleTime: 30_000,
  });
}

/**
 * After a change to assets: the changed ones replace their copies in every loaded page and in
 * their own entries, then lists, tags and storage load again (a move or an archive can take an
 * asset out of a filtered list).
 */
export function assetsChanged(client: QueryClient, brand: AssetBrand, changed: readonly Asset[] = []) {
  const byUid = new Map(changed.map((asset) => [asset.uid, asset]));
  if (byUid.size > 0) {
    client.setQueriesData<InfiniteData<{ items: Asset[]; next_cursor: string | null }>>(
      { queryKey: assetKeys.lists(brand) },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((asset) => byUid.get(asset.uid) ?? asset),
          })),
        },
    );
    for (const asset of changed) client.setQueryData(assetKeys.one(brand, asset.uid), asset);
  }
  void client.invalidateQueries({ queryKey: assetKeys.lists(brand) });
  void client.invalidateQueries({ queryKey: assetKeys.tags(brand) });
  void client.invalidateQueries({ queryKey: assetKeys.storage(brand) });
}
