import { type ClosedDays, type ClosedRange, closedDaysSchema } from '@expertos/domain/closed-days';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(closedDaysApi, …)` answers the query too.
import * as closedDaysApi from './closed-days';

const closedDaysPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/closed-days`;

export const closedDaysQueryKey = (projectUid: string) => ['projects', projectUid, 'closed-days'] as const;

/** `GET /projects/{id}/closed-days`: the brand's closed days (docs/product.md#closed-days). */
export async function fetchClosedDays(projectUid: string, signal?: AbortSignal): Promise<ClosedRange[]> {
  const answer: ClosedDays = await api.get(closedDaysPath(projectUid), { schema: closedDaysSchema, signal });
  return answer.items;
}

export function closedDaysQueryOptions(projectUid: string) {
  return queryOptions<ClosedRange[]>({
    queryKey: closedDaysQueryKey(projectUid),
    queryFn: ({ signal }) => closedDaysApi.fetchClosedDays(projectUid, signal),
  });
}

/** `PUT /projects/{id}/closed-days` (brand admins): the whole list at once; answers it sorted. */
export async function saveClosedDays(projectUid: string, items: ClosedRange[]): Promise<ClosedRange[]> {
  const answer: ClosedDays = await api.put(closedDaysPath(projectUid), {
    body: { items },
    schema: closedDaysSchema,
  });
  return answer.items;
}
