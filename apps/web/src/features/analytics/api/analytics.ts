import type { AnalyticsGroup, AnalyticsSource } from '@expertos/domain/analytics/analytics.schema';
import {
  type ImportedPostLabels,
  importedPostLabelsSchema,
} from '@expertos/domain/analytics/post-labels.schema';
import {
  type AnalyticsPost,
  type AnalyticsReport,
  analyticsPostSchema,
  analyticsReportSchema,
} from '@expertos/domain/analytics/report.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { selectCurrentWorkspaceUid, useWorkspaceStore } from '@/shared/stores/workspace-store';
// Through this module's own exports, so a test's `vi.spyOn(analyticsApi, …)` answers the query too.
import * as analyticsApi from './analytics';

/** The page's filters as the API takes them; a value left out is no filter (or the server's default). */
export interface AnalyticsFilters {
  from?: string;
  to?: string;
  platform?: string;
  /** A publishing channel's or a connected account's id. */
  account?: string;
  pillar?: string;
  purpose?: string;
  format?: string;
  source?: AnalyticsSource;
  group: AnalyticsGroup;
}

const analyticsPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/analytics`;

/** Only the filters that are set: an empty one would be sent as `?from=`. */
function queryOf(filters: AnalyticsFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value))) as Record<
    string,
    string
  >;
}

/** `GET …/analytics`: the brand's results for the range and filters. */
export function fetchAnalyticsReport(
  projectUid: string,
  filters: AnalyticsFilters,
  signal?: AbortSignal,
): Promise<AnalyticsReport> {
  return api.get(analyticsPath(projectUid), {
    query: queryOf(filters),
    schema: analyticsReportSchema,
    signal,
  });
}

/** `GET …/analytics/posts/{postId}`: one post's snapshots, oldest first. */
export function fetchAnalyticsPost(
  projectUid: string,
  postId: string,
  signal?: AbortSignal,
): Promise<AnalyticsPost> {
  return api.get(`${analyticsPath(projectUid)}/posts/${encodeURIComponent(postId)}`, {
    schema: analyticsPostSchema,
    signal,
  });
}

/** `GET …/analytics/export`: the same query as a CSV file, fetched with the person's token. */
export function exportAnalytics(projectUid: string, filters: AnalyticsFilters): Promise<Blob> {
  return api.blob(`${analyticsPath(projectUid)}/export`, { query: queryOf(filters) });
}

/**
 * `PUT …/social/posts/{importedPostId}/labels`: an imported post's pillar, purpose and format
 * (kept by the social module, which owns imported posts).
 */
export function labelImportedPost(
  workspaceUid: string,
  projectUid: string,
  importedPostId: string,
  labels: ImportedPostLabels,
): Promise<ImportedPostLabels> {
  return api.put(
    `/workspaces/${encodeURIComponent(workspaceUid)}/projects/${encodeURIComponent(projectUid)}/social/posts/${encodeURIComponent(importedPostId)}/labels`,
    { body: labels, schema: importedPostLabelsSchema },
  );
}

export const analyticsQueryKey = (projectUid: string, filters?: AnalyticsFilters) =>
  filters
    ? (['projects', projectUid, 'analytics', filters] as const)
    : (['projects', projectUid, 'analytics'] as const);

export function useAnalyticsReport(projectUid: string, filters: AnalyticsFilters) {
  return useQuery(
    queryOptions({
      queryKey: analyticsQueryKey(projectUid, filters),
      queryFn: ({ signal }) => analyticsApi.fetchAnalyticsReport(projectUid, filters, signal),
      enabled: Boolean(projectUid),
      // The last answer stays on screen (dimmed) while a changed filter loads.
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAnalyticsPost(projectUid: string, postId: string | null) {
  return useQuery({
    queryKey: ['projects', projectUid, 'analytics', 'posts', postId] as const,
    queryFn: ({ signal }) => analyticsApi.fetchAnalyticsPost(projectUid, postId ?? '', signal),
    enabled: Boolean(projectUid && postId),
  });
}

/** Labels an imported post; the page's results (grouped and filtered by labels) load again. */
export function useLabelImportedPost(projectUid: string) {
  const queryClient = useQueryClient();
  const workspaceUid = useWorkspaceStore(selectCurrentWorkspaceUid) ?? '';
  return useMutation({
    mutationFn: ({ importedPostId, labels }: { importedPostId: string; labels: ImportedPostLabels }) =>
      analyticsApi.labelImportedPost(workspaceUid, projectUid, importedPostId, labels),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analyticsQueryKey(projectUid) }),
  });
}
