import { type BestTimesAnswer, bestTimesSchema } from '@expertos/domain/analytics/learn';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(bestTimesApi, …)` answers the query too.
import * as bestTimesApi from './best-times';

export const bestTimesQueryKey = (projectUid: string) =>
  ['projects', projectUid, 'analytics', 'best-times'] as const;

/** `GET …/analytics/best-times`: each platform the brand has posts on, its best weekdays and hours. */
export function fetchBestTimes(projectUid: string, signal?: AbortSignal): Promise<BestTimesAnswer> {
  return api.get(`/projects/${encodeURIComponent(projectUid)}/analytics/best-times`, {
    schema: bestTimesSchema,
    signal,
  });
}

export function bestTimesQueryOptions(projectUid: string) {
  return queryOptions<BestTimesAnswer>({
    queryKey: bestTimesQueryKey(projectUid),
    queryFn: ({ signal }) => bestTimesApi.fetchBestTimes(projectUid, signal),
    // Results change by the day, not by the minute.
    staleTime: 10 * 60_000,
  });
}
