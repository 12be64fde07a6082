import * as invites from '@expertos/api-client/invites';
import type { Invite } from '@expertos/domain/invite.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
// Through this module's own exports, so a test's `vi.spyOn(invitesApi, 'fetchInvite')`
// answers the queries too (a call to the local name would bypass it).
import * as invitesApi from './invites';

export const myInvitesQueryKey = ['me', 'invites'] as const;

/** `GET /me/invites`: the signed-in user's pending invites. */
export function fetchMyInvites() {
  return invites.listMyInvites(api);
}

export function myInvitesQueryOptions() {
  return queryOptions<Invite[]>({ queryKey: myInvitesQueryKey, queryFn: () => invitesApi.fetchMyInvites() });
}

/** `GET /invites/{uid}`: one invite, readable before signing in. */
export function fetchInvite(inviteUid: string) {
  return invites.getInvite(api, inviteUid);
}

export function inviteQueryOptions(inviteUid: string) {
  return queryOptions<Invite>({
    queryKey: ['invites', inviteUid],
    queryFn: () => invitesApi.fetchInvite(inviteUid),
    // Not found and expired are answers, not hiccups.
    retry: false,
  });
}

/** `POST /invites/{uid}/accept`. */
export function acceptInvite(inviteUid: string) {
  return invites.acceptInvite(api, inviteUid);
}

/** `POST /invites/{uid}/decline`. */
export function declineInvite(inviteUid: string) {
  return invites.declineInvite(api, inviteUid);
}
