import { acceptInvite, declineInvite, getInvite, listMyInvites } from '@expertos/api-client/invites';
import type { Invite } from '@expertos/domain/invite.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * The invite screens' calls, as one object so tests can replace a call with
 * `vi.spyOn(invitesApi, 'accept')`. Quiet (the client's default): each screen says what went wrong where it happened.
 */
export const invitesApi = {
  get: (inviteUid: string) => getInvite(api, inviteUid),
  listMine: () => listMyInvites(api),
  accept: (inviteUid: string) => acceptInvite(api, inviteUid),
  decline: (inviteUid: string) => declineInvite(api, inviteUid),
};

export const myInvitesQueryKey = ['me', 'invites'] as const;

export function myInvitesQueryOptions() {
  return queryOptions<Invite[]>({ queryKey: myInvitesQueryKey, queryFn: () => invitesApi.listMine() });
}

export function inviteQueryOptions(inviteUid: string) {
  return queryOptions<Invite>({
    queryKey: ['invites', inviteUid],
    queryFn: () => invitesApi.get(inviteUid),
    // Not found and expired are answers, not hiccups.
    retry: false,
  });
}
