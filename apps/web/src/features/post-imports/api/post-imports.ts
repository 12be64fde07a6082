import {
  createImportedPosts,
  getPostImport,
  listPostImports,
  startPostImport,
} from '@expertos/api-client/post-imports';
import type { PostImport, PostImportStatus } from '@expertos/domain/post-import';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/shared/api/client';
import { isTicketKey } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn(importsApi, …)` answers the hooks.
import * as importsApi from './post-imports';

/** How often a running import is read again (its rows fill in as the job goes). */
export const IMPORT_POLL_MS = 1000;

/** Statuses with a job at work: the page keeps reading the import. */
export const RUNNING: readonly PostImportStatus[] = ['previewing', 'creating'];

export const postImportsKey = (projectUid: string) => ['projects', projectUid, 'post-imports'] as const;
export const postImportKey = (projectUid: string, importUid: string) =>
  [...postImportsKey(projectUid), importUid] as const;

export const startImport = (projectUid: string, file: Blob | string) =>
  startPostImport(api, projectUid, file);
export const fetchImport = (projectUid: string, importUid: string) =>
  getPostImport(api, projectUid, importUid);
export const fetchImports = (projectUid: string) => listPostImports(api, projectUid);
export const createPosts = (projectUid: string, importUid: string) =>
  createImportedPosts(api, projectUid, importUid);

/** One import, read every second while a job works on it. */
export function usePostImport(projectUid: string, importUid: string | null) {
  return useQuery({
    queryKey: postImportKey(projectUid, importUid ?? ''),
    queryFn: () => importsApi.fetchImport(projectUid, importUid ?? ''),
    enabled: Boolean(projectUid && importUid),
    refetchInterval: (query) =>
      query.state.data && RUNNING.includes(query.state.data.status) ? IMPORT_POLL_MS : false,
  });
}

/** The brand's latest imports (to find a running one again). */
export function usePostImports(projectUid: string) {
  return useQuery({
    queryKey: postImportsKey(projectUid),
    queryFn: () => importsApi.fetchImports(projectUid),
    enabled: Boolean(projectUid),
  });
}

function useKeepImport(projectUid: string) {
  const queryClient = useQueryClient();
  return (result: PostImport) => {
    queryClient.setQueryData(postImportKey(projectUid, result.uid), result);
    void queryClient.invalidateQueries({ queryKey: postImportsKey(projectUid), exact: true });
  };
}

export function useStartImport(projectUid: string) {
  const keep = useKeepImport(projectUid);
  return useMutation({
    mutationFn: (file: Blob | string) => importsApi.startImport(projectUid, file),
    onSuccess: keep,
  });
}

export function useCreatePosts(projectUid: string) {
  const keep = useKeepImport(projectUid);
  return useMutation({
    mutationFn: (importUid: string) => importsApi.createPosts(projectUid, importUid),
    onSuccess: keep,
  });
}

/** Once posts are made, every ticket query (every workspace's lists, every ticket) is read afresh. */
export function useRefreshTicketLists() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => isTicketKey(query.queryKey) }),
    [queryClient],
  );
}
