import { getIdToken, hasSession, signOut } from '@expertos/api-client/auth';
import { getMe } from '@expertos/api-client/profile';
import { getRoles } from '@expertos/api-client/roles';
import { api } from './client';

/**
 * The calls that start and end a session, as one object so tests can replace a call with
 * `vi.spyOn(sessionApi, 'getMe')`. Quiet, as every call is by default: their failures are decided here (signed
 * out, try again), never shown as a raw error notification.
 */
export const sessionApi = {
  hasSession: () => hasSession(api),
  getIdToken: async (): Promise<string> => (await getIdToken(api)).token,
  getMe: () => getMe(api),
  getRoles: () => getRoles(api),
  signOut: () => signOut(api),
};
