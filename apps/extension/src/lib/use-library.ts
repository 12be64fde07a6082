import {
  type AssetBrand,
  fetchAssetPreview,
  listAssetFolders,
  listAssets,
} from '@expertos/api-client/assets';
import type { ApiClient } from '@expertos/api-client/client';
import type { Asset, AssetFolder } from '@expertos/domain/assets';
import { useEffect, useState } from 'react';
import { extensionApi } from './api';

/*
 * The popup picker's reads of a brand's library: pages of assets (keyset, "Load more"), its
 * folders, and each thumbnail as an object URL (the preview needs the bearer token, so an <img>
 * cannot ask for it itself).
 */

/** The extension's API client, once it is made (it reads the app's address from storage). */
export function useExtensionApi(): ApiClient | null {
  const [api, setApi] = useState<ApiClient | null>(null);
  useEffect(() => {
    void extensionApi().then(setApi);
  }, []);
  return api;
}

export interface LibraryList {
  items: Asset[];
  loading: boolean;
  /** Why the list could not be read (shown in the page's language); null when it could. */
  error: unknown;
  /** Asks for the next page; absent when there is none. */
  loadMore?: () => void;
}

/** The brand's assets not archived, matching `q` in `folder` (a uid, `root`, or undefined for all). */
export function useLibraryList(
  api: ApiClient | null,
  brand: AssetBrand,
  q: string,
  folder: string | undefined,
): LibraryList {
  const [state, setState] = useState<{
    items: Asset[];
    next: string | null;
    loading: boolean;
    error: unknown;
  }>({ items: [], next: null, loading: true, error: null });
  const { workspaceId, projectId } = brand;
  // "Load more" holds for the filter it was asked under: another search, folder or brand starts
  // from the first page.
  const key = JSON.stringify([workspaceId, projectId, q, folder ?? null]);
  const [more, setMore] = useState<{ key: string; cursor: string } | null>(null);
  const cursor = more?.key === key ? more.cursor : null;
  useEffect(() => {
    if (!api) return;
    // An answer to a search typed over is dropped, so the list never shows an older one.
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    listAssets(api, { workspaceId, projectId }, { q, folder, archived: false }, { cursor }).then(
      (page) =>
        current &&
        setState((s) => ({
          items: cursor ? [...s.items, ...page.items] : page.items,
          next: page.next_cursor,
          loading: false,
          error: null,
        })),
      (error) => current && setState((s) => ({ ...s, loading: false, error: error ?? 'error' })),
    );
    return () => {
      current = false;
    };
  }, [api, workspaceId, projectId, q, folder, cursor]);
  const { next, ...rest } = state;
  return next && !state.loading ? { ...rest, loadMore: () => setMore({ key, cursor: next }) } : rest;
}

/** The brand's folders; none while they load or when they cannot be read (the filter then offers "All"). */
export function useLibraryFolders(api: ApiClient | null, brand: AssetBrand): AssetFolder[] {
  const [folders, setFolders] = useState<AssetFolder[]>([]);
  const { workspaceId, projectId } = brand;
  useEffect(() => {
    if (!api) return;
    let current = true;
    listAssetFolders(api, { workspaceId, projectId }).then(
      (items) => current && setFolders(items),
      () => current && setFolders([]),
    );
    return () => {
      current = false;
    };
  }, [api, workspaceId, projectId]);
  return folders;
}

/** A ready thumbnail's object URL (revoked when no longer shown); null while loading or when there is none. */
export function usePreviewUrl(api: ApiClient | null, brand: AssetBrand, asset: Asset): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const { workspaceId, projectId } = brand;
  const ready = asset.version.preview === 'ready';
  const versionUid = asset.version.uid;
  useEffect(() => {
    if (!api || !ready) return;
    const abort = new AbortController();
    let made: string | null = null;
    fetchAssetPreview(api, { workspaceId, projectId }, asset.uid, versionUid, 'small', {
      signal: abort.signal,
    }).then(
      (blob) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      // No thumbnail is shown as the kind's placeholder: nothing to tell.
      () => setUrl(null),
    );
    return () => {
      abort.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [api, workspaceId, projectId, asset.uid, versionUid, ready]);
  return url;
}
