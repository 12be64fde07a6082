import { changePassword } from '@expertos/api-client/auth';
import { getMe, updateMe, uploadAvatar } from '@expertos/api-client/profile';
import type { Profile, UpdateProfileInput } from '@expertos/domain/profile.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/**
 * The profile page's calls, one per endpoint, as one object so tests can replace a call
 * with `vi.spyOn(profileApi, 'getMe')`. Quiet (the client's default): the page shows each failure where it happened.
 */
export const profileApi = {
  getMe: (signal?: AbortSignal) => getMe(api, signal ? { signal } : {}),
  updateMe: (change: UpdateProfileInput) => updateMe(api, change),
  uploadAvatar: (file: File) => uploadAvatar(api, file),
  changePassword: (input: { currentPassword: string; newPassword: string }) => changePassword(api, input),
};

export const meQueryKey = ['me'] as const;

/** `GET /api/me` as a query: the own profile. */
export function meQueryOptions() {
  return queryOptions<Profile>({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => profileApi.getMe(signal),
  });
}
