import * as tickets from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** How many of the brand's tickets "Add a ticket" offers at once. */
export const CANDIDATES_SHOWN = 10;

/**
 * `GET /projects/{projectId}/tickets?q=…&limit=10`: the brand's tickets "Add a ticket" offers,
 * the most recently changed first, or those whose words or number were typed. Called here rather
 * than through the tickets feature's picker, which is built for a subtask's parent.
 */
export function searchBrandTickets(projectUid: string, text: string, signal?: AbortSignal) {
  return tickets
    .listProjectTickets(
      api,
      projectUid,
      { q: text || undefined, sort: 'updated', order: 'desc', limit: CANDIDATES_SHOWN },
      { signal },
    )
    .then((page) => page.items);
}
