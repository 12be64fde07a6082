import { addTaskFileToLibrary, resolveAssetUpload } from '@expertos/api-client/assets';
import { getBrandLibrary } from '@expertos/api-client/brand';
import { fetchFile } from '@expertos/api-client/files';
import type { LibraryKind } from '@expertos/domain/brand.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(libraryApi, 'fetchBrandLibrary')` answers the query.
import * as libraryApi from './brand-library';

/** Items a page of the Library asks for. */
export const LIBRARY_PAGE_SIZE = 24;

export interface LibraryFilter {
  kind?: LibraryKind;
  search?: string;
}

export const brandLibraryQueryKey = (workspaceUid: string, projectUid: string, filter: LibraryFilter) =>
  [
    'workspaces',
    workspaceUid,
    'projects',
    projectUid,
    'library',
    filter.kind ?? '',
    filter.search ?? '',
  ] as const;

/** `GET /workspaces/{id}/projects/{projectId}/library`: the brand's assets, newest first. */
export function fetchBrandLibrary(
  workspaceUid: string,
  projectUid: string,
  filter: LibraryFilter,
  cursor: string | null,
) {
  return getBrandLibrary(api, workspaceUid, projectUid, { ...filter, cursor, limit: LIBRARY_PAGE_SIZE });
}

export function brandLibraryQueryOptions(workspaceUid: string, projectUid: string, filter: LibraryFilter) {
  return infiniteQueryOptions({
    queryKey: brandLibraryQueryKey(workspaceUid, projectUid, filter),
    queryFn: ({ pageParam }) => libraryApi.fetchBrandLibrary(workspaceUid, projectUid, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useBrandLibrary(workspaceUid: string, projectUid: string, filter: LibraryFilter) {
  return useInfiniteQuery({
    ...brandLibraryQueryOptions(workspaceUid, projectUid, filter),
    enabled: Boolean(workspaceUid && projectUid),
    // A new search keeps the last results on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** A stored file's bytes (reference images, comment files), with the bearer token. */
export function fetchBrandFile(url: string, signal?: AbortSignal) {
  return fetchFile(api, url, { signal });
}

/**
 * A ticket file copied into the brand's asset library ("Add to library"). Bytes already there
 * are not copied twice: the held upload is let go and the existing asset named.
 */
export async function addToAssetLibrary(workspaceUid: string, projectUid: string, key: string) {
  const brand = { workspaceId: workspaceUid, projectId: projectUid };
  const result = await addTaskFileToLibrary(api, brand, key);
  if (result.status === 'stored') return { name: result.asset.name, existed: false };
  await resolveAssetUpload(api, brand, result.upload_uid, 'use_existing');
  return { name: result.existing.name, existed: true };
}
