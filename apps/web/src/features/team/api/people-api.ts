import { listAssignees } from '@expertos/api-client/tickets';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * The workspace's people with their pictures (`GET /workspaces/{id}/tickets/assignees`: joined
 * members who are not external). The team list carries no picture, so a member's profile
 * takes it from here; externals and anyone missing show their initials. Replaced in tests with
 * `vi.spyOn(peopleApi, 'list')`.
 */
export const peopleApi = {
  list: (workspaceUid: string) => listAssignees(api, workspaceUid, { silent: true }),
};

/** Pictures change rarely: a minute-old answer is good enough for an avatar. */
export function peopleQueryOptions(workspaceUid: string) {
  return queryOptions<PersonRef[]>({
    queryKey: ['workspaces', workspaceUid, 'people'],
    queryFn: () => peopleApi.list(workspaceUid),
    staleTime: 60_000,
    retry: false,
  });
}
