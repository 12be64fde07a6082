import {
  type EvergreenPost,
  type EvergreenSettings,
  evergreenFillSchema,
  evergreenPageSchema,
  evergreenPostSchema,
  evergreenSettingsSchema,
  type TicketEvergreen,
  ticketEvergreenSchema,
} from '@expertos/domain/evergreen';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn(evergreenApi, …)` answers the queries too.
import * as evergreenApi from './evergreen';

/** A brand's evergreen queue and a post's place in it (docs/product.md#evergreen). */
const brandPath = (projectUid: string) => `/projects/${encodeURIComponent(projectUid)}/evergreen`;
const ticketPath = (ticketUid: string) => `/tickets/${encodeURIComponent(ticketUid)}/evergreen`;

export type EvergreenPage = z.infer<typeof evergreenPageSchema>;
export type EvergreenFill = z.infer<typeof evergreenFillSchema>;
export type UpdateEvergreenPostInput = { paused?: boolean; variant?: string | null };

/** The brand's page hangs under this key; a ticket's place under the ticket (ticketKeys.evergreen). */
export const evergreenKeys = {
  brand: (projectUid: string) => ['evergreen', projectUid] as const,
};

/** `GET …/evergreen`: the settings, whether the brand requires approval, its posts out least recently first. */
export function fetchEvergreenPage(projectUid: string, signal?: AbortSignal): Promise<EvergreenPage> {
  return api.get(brandPath(projectUid), { schema: evergreenPageSchema, signal });
}

/** `PUT …/evergreen/settings` (brand admins): answers the settings as kept. */
export function saveEvergreenSettings(
  projectUid: string,
  body: EvergreenSettings,
): Promise<EvergreenSettings> {
  return api.put(`${brandPath(projectUid)}/settings`, { body, schema: evergreenSettingsSchema });
}

/** `POST …/evergreen/fill` (brand admins): the copies made for the empty slots of the next days. */
export function fillEvergreenSlots(projectUid: string): Promise<EvergreenFill> {
  return api.post(`${brandPath(projectUid)}/fill`, { schema: evergreenFillSchema });
}

/** `GET /tickets/{id}/evergreen`: marked (its post), or a copy of a marked post, or neither. */
export function fetchTicketEvergreen(ticketUid: string, signal?: AbortSignal): Promise<TicketEvergreen> {
  return api.get(ticketPath(ticketUid), { schema: ticketEvergreenSchema, signal });
}

/** `PUT /tickets/{id}/evergreen`: marks a post that is out; 409 `evergreen_not_published` otherwise. */
export function markEvergreen(ticketUid: string): Promise<EvergreenPost> {
  return api.put(ticketPath(ticketUid), { schema: evergreenPostSchema });
}

/** `PATCH /tickets/{id}/evergreen`: pauses or resumes it, or sets the text its copies take. */
export function updateEvergreenPost(
  ticketUid: string,
  body: UpdateEvergreenPostInput,
): Promise<EvergreenPost> {
  return api.patch(ticketPath(ticketUid), { body, schema: evergreenPostSchema });
}

/** `DELETE /tickets/{id}/evergreen`: it comes back no more; its copies stay. */
export async function unmarkEvergreen(ticketUid: string): Promise<void> {
  await api.delete(ticketPath(ticketUid));
}

export function evergreenPageQueryOptions(projectUid: string) {
  return queryOptions({
    queryKey: evergreenKeys.brand(projectUid),
    queryFn: ({ signal }) => evergreenApi.fetchEvergreenPage(projectUid, signal),
    enabled: Boolean(projectUid),
  });
}

export function ticketEvergreenQueryOptions(ticketUid: string) {
  return queryOptions({
    queryKey: ticketKeys.evergreen(ticketUid),
    queryFn: ({ signal }) => evergreenApi.fetchTicketEvergreen(ticketUid, signal),
  });
}
