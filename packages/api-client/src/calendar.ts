import type { CalendarFeed } from '@expertos/domain/calendar.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/calendar.schema'));

/** Calendar feeds (docs/product.md#calendar-feeds): a member's secret iCalendar addresses. */

const feeds = (workspaceUid: string) => `/workspaces/${encodeURIComponent(workspaceUid)}/calendar-feeds`;

/** `GET /workspaces/{id}/calendar-feeds`: the caller's working addresses. */
export async function listCalendarFeeds(client: ApiClient, workspaceUid: string): Promise<CalendarFeed[]> {
  return (await client.get(feeds(workspaceUid), { schema: reply('calendarFeedListSchema') })).items;
}

/** `POST /workspaces/{id}/calendar-feeds`: the caller's own feed (null) or a brand's; made when missing. */
export function openCalendarFeed(
  client: ApiClient,
  workspaceUid: string,
  projectUid: string | null,
): Promise<CalendarFeed> {
  return client.post(feeds(workspaceUid), {
    body: { project_uid: projectUid },
    schema: reply('calendarFeedSchema'),
  });
}

/** `DELETE /workspaces/{id}/calendar-feeds/{feedId}`: the address stops working. */
export async function revokeCalendarFeed(
  client: ApiClient,
  workspaceUid: string,
  feedUid: string,
): Promise<void> {
  await client.delete(`${feeds(workspaceUid)}/${encodeURIComponent(feedUid)}`, {
    schema: reply('calendarFeedRevokedSchema'),
  });
}
