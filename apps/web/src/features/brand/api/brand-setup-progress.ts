import * as brand from '@expertos/api-client/brand';
import type { SetupProgress } from '@expertos/domain/brand.schema';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(setupProgressApi, 'fetchSetupProgress')`
// answers the query too.
import * as setupProgressApi from './brand-setup-progress';

export const setupProgressQueryKey = (projectUid: string) =>
  ['projects', projectUid, 'setup-progress'] as const;

/** `GET /projects/{projectId}/setup-progress`: the counts behind the progress rail. */
export function fetchSetupProgress(projectUid: string): Promise<SetupProgress> {
  return brand.getSetupProgress(api, projectUid);
}

export function setupProgressQueryOptions(projectUid: string) {
  return queryOptions<SetupProgress>({
    queryKey: setupProgressQueryKey(projectUid),
    queryFn: () => setupProgressApi.fetchSetupProgress(projectUid),
  });
}

/** After a record or a feedback item was added or removed: the rail counts again. */
export function refreshSetupProgress(queryClient: QueryClient, projectUid: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: setupProgressQueryKey(projectUid) });
}
