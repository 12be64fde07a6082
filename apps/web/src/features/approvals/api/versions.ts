import { fetchFile } from '@expertos/api-client/files';
import {
  type PostVersionPage,
  postVersionPageSchema,
  type VersionDiff,
  type VersionRestore,
  versionDiffSchema,
  versionRestoreSchema,
} from '@expertos/domain/approvals/versions';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(versionsApi, …)` answers the queries too.
import * as versionsApi from './versions';

/** A post's versions (docs/product.md#approvals). */
const versionsPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/versions`;

export const versionsQueryKey = (ticketUid: string) => ['tickets', ticketUid, 'versions'] as const;

/** `GET /tickets/{uid}/versions`: newest first, a page at a time. */
export function fetchVersions(
  ticketUid: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostVersionPage> {
  return api.get(versionsPath(ticketUid), {
    schema: postVersionPageSchema,
    signal,
    ...(cursor ? { query: { cursor } } : {}),
  });
}

/** `GET /tickets/{uid}/versions/diff?from=&to=`. */
export function fetchVersionDiff(
  ticketUid: string,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<VersionDiff> {
  return api.get(`${versionsPath(ticketUid)}/diff`, {
    schema: versionDiffSchema,
    signal,
    query: { from: String(from), to: String(to) },
  });
}

/** `POST /tickets/{uid}/versions/{n}/restore`. */
export function restoreVersion(ticketUid: string, number: number): Promise<VersionRestore> {
  return api.post(`${versionsPath(ticketUid)}/${number}/restore`, { schema: versionRestoreSchema });
}

/** A reference image's bytes (a version's file), with the bearer token. */
export function fetchVersionImage(url: string, signal?: AbortSignal): Promise<Blob> {
  return fetchFile(api, url, { signal });
}

/** Asked again when the ticket changed (`ticketUpdated`): an edit may have made a version. */
export const versionsQueryOptions = (ticketUid: string, ticketUpdated?: string) =>
  infiniteQueryOptions({
    queryKey: [...versionsQueryKey(ticketUid), ticketUpdated ?? null] as const,
    queryFn: ({ pageParam, signal }) => versionsApi.fetchVersions(ticketUid, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const versionDiffQueryOptions = (ticketUid: string, from: number, to: number) =>
  queryOptions({
    queryKey: [...versionsQueryKey(ticketUid), 'diff', from, to] as const,
    queryFn: ({ signal }) => versionsApi.fetchVersionDiff(ticketUid, from, to, signal),
  });

/** A restore changed the post: its views and its versions are asked again. */
export function useRestoreVersion(ticketUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => versionsApi.restoreVersion(ticketUid, number),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['tickets', ticketUid] }),
  });
}
