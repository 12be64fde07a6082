import { publicationListSchema } from '@expertos/domain/publishing/publication.schema';
import {
  type RightsTakedown,
  rightsTakedownListSchema,
} from '@expertos/domain/publishing/rights-takedown.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(takedownsApi, …)` answers the query too.
import * as takedownsApi from './rights-takedowns';

/**
 * A brand's published posts whose library asset may no longer be used (docs/product.md#asset-library),
 * and taking one down from its network.
 */

export const rightsTakedownsQueryKey = (projectUid: string) =>
  ['projects', projectUid, 'publishing', 'rights-takedowns'] as const;

/** `GET /projects/{id}/publishing/rights-takedowns`. */
export function fetchRightsTakedowns(projectUid: string, signal?: AbortSignal): Promise<RightsTakedown[]> {
  return api.get(`/projects/${encodeURIComponent(projectUid)}/publishing/rights-takedowns`, {
    schema: rightsTakedownListSchema,
    signal,
  });
}

export function rightsTakedownsQueryOptions(projectUid: string) {
  return queryOptions<RightsTakedown[]>({
    queryKey: rightsTakedownsQueryKey(projectUid),
    queryFn: ({ signal }) => takedownsApi.fetchRightsTakedowns(projectUid, signal),
  });
}

/** `POST /tickets/{id}/publications/{id}/take-down`: deleted at the network, on the copy seen. */
export function takeDownPublication(ticketUid: string, publicationUid: string, version: number) {
  return api.post(
    `/tickets/${encodeURIComponent(ticketUid)}/publications/${encodeURIComponent(publicationUid)}/take-down`,
    { body: { version }, schema: publicationListSchema },
  );
}
