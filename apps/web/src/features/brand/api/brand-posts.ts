import { listProjectTickets } from '@expertos/api-client/tickets';
import { api } from '@/shared/api/client';

export const brandPostsQueryKey = (projectUid: string, search: string) =>
  ['projects', projectUid, 'post-tickets', search] as const;

/** The brand's post tickets a voice may take as samples (`GET /projects/{projectId}/tickets`). */
export async function fetchBrandPosts(projectUid: string, search: string) {
  const page = await listProjectTickets(api, projectUid, {
    ticket_type: ['post'],
    filter: search.trim() || undefined,
    limit: 50,
  });
  return page.items;
}
