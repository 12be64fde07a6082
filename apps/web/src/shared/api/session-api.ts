import { getIdToken, hasSession, signOut } from '@expertos/api-client/auth';
import { getMe } from '@expertos/api-client/profile';
import { getRoles } from '@expertos/api-client/roles';
import { api } from './client';

/**
 * The calls that start and end a session, as one object so tests can replace a call with
 * `vi.spyOn(sessionApi, 'getMe')`. All silent: their failures are decided here (signed
 * out, try again), never shown as a raw error notification.
 */
export const sessionApi = {
  hasSession: () => hasSession(api, { silent: true }),
  getIdToken: async (): Promise<string> => (await getIdToken(api, { silent: true })).token,
  getMe: () => getMe(api, { silent: true }),
  getRoles: () => getRoles(api, { silent: true }),
  signOut: () => signOut(api, { silent: true }),
};
