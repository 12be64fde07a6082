import * as profile from '@expertos/api-client/profile';
import type { Profile, UpdateProfileInput } from '@expertos/domain/profile.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { meQueryKey } from '@/shared/api/session';
// Through this module's own exports, so a test's `vi.spyOn(profileApi, 'fetchMe')` answers
// the query too (a call to the local name would bypass it).
import * as profileApi from './profile';

// The session start fills it from the bootstrap, so a page load does not ask for it twice.
export { meQueryKey };

/** `GET /me`: the own profile. */
export function fetchMe(signal?: AbortSignal) {
  return profile.getMe(api, signal ? { signal } : {});
}

/** The own profile as a query. */
export function meQueryOptions() {
  return queryOptions<Profile>({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => profileApi.fetchMe(signal),
  });
}

/** `PUT /me`: name, title, skills and the rest of the own details. */
export function updateMe(change: UpdateProfileInput) {
  return profile.updateMe(api, change);
}

/** `POST /me/avatar`: a new profile picture. */
export function uploadAvatar(file: File) {
  return profile.uploadAvatar(api, file);
}
