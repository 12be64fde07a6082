import { getBrandOverview } from '@expertos/api-client/brand';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(overviewApi, 'fetchBrandOverview')` answers the query.
import * as overviewApi from './brand-overview';

export const brandOverviewQueryKey = (workspaceUid: string, projectUid: string, weekStart: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, 'overview', weekStart] as const;

/** `GET /workspaces/{id}/projects/{projectId}/overview?week_start=`: the weekly slate. */
export function fetchBrandOverview(workspaceUid: string, projectUid: string, weekStart: string) {
  return getBrandOverview(api, workspaceUid, projectUid, weekStart);
}

export function brandOverviewQueryOptions(workspaceUid: string, projectUid: string, weekStart: string) {
  return queryOptions({
    queryKey: brandOverviewQueryKey(workspaceUid, projectUid, weekStart),
    queryFn: () => overviewApi.fetchBrandOverview(workspaceUid, projectUid, weekStart),
  });
}

export function useBrandOverview(workspaceUid: string, projectUid: string, weekStart: string) {
  return useQuery({
    ...brandOverviewQueryOptions(workspaceUid, projectUid, weekStart),
    enabled: Boolean(workspaceUid && projectUid),
  });
}
