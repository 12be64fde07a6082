import { runAi } from '@expertos/api-client/ai';
import { ApiError } from '@expertos/api-client/api-error';
import { getTicket } from '@expertos/api-client/tickets';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { ticketKeys } from '@/shared/api/ticket-keys';
// Through this module's own exports, so a test's `vi.spyOn(rewriteApi, …)` answers the query too.
import * as rewriteApi from './rewrite';

/**
 * "Rewrite with AI" on an evergreen copy: the brief runs through the brand's assistant (`POST
 * /projects/{id}/ai/run`, with the brand as context) and its whole answer is the new caption.
 * Refusals before the run (AI off, the day's allowance) throw as any call; an error in the
 * stream, or no answer at all, throws with its code.
 */
export async function runRewrite(projectUid: string, brief: string, signal?: AbortSignal): Promise<string> {
  for await (const event of runAi(api, projectUid, { brief }, signal ? { signal } : {})) {
    if (event.event === 'done') return event.data.text;
    if (event.event === 'error')
      throw new ApiError({ status: 502, code: event.data.code, message: event.data.message });
  }
  throw new ApiError({ status: 502, code: 'ai_unavailable', message: 'The assistant gave no answer.' });
}

/** `GET /tickets/{id}`: the post's network (`post_platform`), whose limit the new caption keeps. */
export function fetchTicket(ticketUid: string, signal?: AbortSignal) {
  return getTicket(api, ticketUid, { signal });
}

/** The ticket's detail under its shared key: the dialog showing the copy has it cached already. */
export function ticketQueryOptions(ticketUid: string) {
  return queryOptions({
    queryKey: ticketKeys.ticket(ticketUid),
    queryFn: ({ signal }) => rewriteApi.fetchTicket(ticketUid, signal),
  });
}
