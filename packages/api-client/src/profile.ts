import type { Profile, UpdateProfileInput } from '@expertos/domain/profile.schema';
import type { ApiClient } from './client';
import { lazyReplies } from './lazy-replies';

/** The replies' schemas, imported beside the first call (lazy-replies.ts). */
const reply = lazyReplies(() => import('@expertos/domain/profile.schema'));

export interface ProfileCallOptions {
  signal?: AbortSignal;
  /** Hand a failure to the client's error notification (by default the caller shows it). */
  notify?: boolean;
}

/** `GET /me`: the signed-in user's own profile. */
export function getMe(client: ApiClient, opts: ProfileCallOptions = {}): Promise<Profile> {
  return client.get('/me', { schema: reply('profileSchema'), ...opts });
}

/** `PUT /me`: changes the given fields; answers the whole profile. */
export function updateMe(
  client: ApiClient,
  body: UpdateProfileInput,
  opts: ProfileCallOptions = {},
): Promise<Profile> {
  return client.put('/me', { body, schema: reply('profileSchema'), ...opts });
}

/**
 * `POST /me/avatar`: uploads a new avatar as multipart/form-data (field `file`). The
 * server refuses a file over AVATAR_MAX_BYTES (413) or of another type (400).
 */
export function uploadAvatar(
  client: ApiClient,
  file: Blob,
  opts: ProfileCallOptions & { filename?: string } = {},
): Promise<Profile> {
  const { filename, ...callOpts } = opts;
  const form = new FormData();
  const name = filename ?? (file instanceof File ? file.name : 'avatar');
  form.append('file', file, name);
  return client.post('/me/avatar', { body: form, schema: reply('profileSchema'), ...callOpts });
}
