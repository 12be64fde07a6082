import { listAssignees } from '@expertos/api-client/tickets';
import type { PersonRef } from '@expertos/domain/ticket.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(peopleApi, 'fetchPeople')`
// answers the query too (a call to the local name would bypass it).
import * as peopleApi from './people';

/**
 * `GET /workspaces/{id}/tickets/assignees`: the workspace's people with their pictures (joined
 * members who are not external). The team list carries no picture, so a member's profile
 * takes it from here; externals and anyone missing show their initials.
 */
export function fetchPeople(workspaceUid: string) {
  return listAssignees(api, workspaceUid);
}

/** Pictures change rarely: a minute-old answer is good enough for an avatar. */
export function peopleQueryOptions(workspaceUid: string) {
  return queryOptions<PersonRef[]>({
    queryKey: ['workspaces', workspaceUid, 'people'],
    queryFn: () => peopleApi.fetchPeople(workspaceUid),
    staleTime: 60_000,
    retry: false,
  });
}
