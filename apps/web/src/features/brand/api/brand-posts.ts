import { listProjectTickets } from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

/** The brand's post tickets a voice may take as samples (`GET /projects/{projectId}/tickets`). */
export async function fetchBrandPosts(projectUid: string, search: string) {
  const page = await listProjectTickets(api, projectUid, {
    ticket_type: ['post'],
    filter: search.trim() || undefined,
    limit: 50,
  });
  return page.items;
}
