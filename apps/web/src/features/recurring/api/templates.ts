import { type Template, templateListSchema } from '@expertos/domain/templates';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { recurringKeys } from './recurring';
// Through this module's own exports, so a test's `vi.spyOn(templatesApi, …)` answers the query too.
import * as templatesApi from './templates';

/**
 * `GET /projects/{id}/templates`: the brand's and the workspace's templates a series may start
 * from (read only here: the templates feature keeps them).
 */
export function fetchTemplates(projectUid: string, signal?: AbortSignal): Promise<Template[]> {
  return api
    .get(`/projects/${encodeURIComponent(projectUid)}/templates`, { schema: templateListSchema, signal })
    .then((list) => list.items);
}

export function templatesQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: recurringKeys.templates(projectUid),
    queryFn: ({ signal }) => templatesApi.fetchTemplates(projectUid, signal),
    staleTime: 60_000,
  });
}
