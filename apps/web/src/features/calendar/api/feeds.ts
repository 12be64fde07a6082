import { listCalendarFeeds, openCalendarFeed, revokeCalendarFeed } from '@expertos/api-client/calendar';
import type { CalendarFeed } from '@expertos/domain/calendar.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn` answers the query too.
import * as feedsApi from './feeds';

/** Calendar feeds as the app shows them (docs/product.md#calendar-feeds). */

export const fetchFeeds = (workspaceUid: string) => listCalendarFeeds(api, workspaceUid);
export const openFeed = (workspaceUid: string, projectUid: string | null) =>
  openCalendarFeed(api, workspaceUid, projectUid);
export const revokeFeed = (workspaceUid: string, feedUid: string) =>
  revokeCalendarFeed(api, workspaceUid, feedUid);

export const feedsQueryKey = (workspaceUid: string) => ['calendar-feeds', workspaceUid] as const;

export function feedsQueryOptions(workspaceUid: string) {
  return queryOptions<CalendarFeed[]>({
    queryKey: feedsQueryKey(workspaceUid),
    queryFn: () => feedsApi.fetchFeeds(workspaceUid),
  });
}
