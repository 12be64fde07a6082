import { getBrandFeed } from '@expertos/api-client/brand';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(feedApi, 'fetchBrandFeed')` answers the query.
import * as feedApi from './brand-feed';

/** Posts a page of the Feed asks for. */
export const FEED_PAGE_SIZE = 12;

export const brandFeedQueryKey = (workspaceUid: string, projectUid: string) =>
  ['workspaces', workspaceUid, 'projects', projectUid, 'feed'] as const;

/** `GET /workspaces/{id}/projects/{projectId}/feed`: posted and published posts, newest first. */
export function fetchBrandFeed(workspaceUid: string, projectUid: string, cursor: string | null) {
  return getBrandFeed(api, workspaceUid, projectUid, { cursor, limit: FEED_PAGE_SIZE });
}

export function brandFeedQueryOptions(workspaceUid: string, projectUid: string) {
  return infiniteQueryOptions({
    queryKey: brandFeedQueryKey(workspaceUid, projectUid),
    queryFn: ({ pageParam }) => feedApi.fetchBrandFeed(workspaceUid, projectUid, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useBrandFeed(workspaceUid: string, projectUid: string) {
  return useInfiniteQuery({
    ...brandFeedQueryOptions(workspaceUid, projectUid),
    enabled: Boolean(workspaceUid && projectUid),
  });
}
