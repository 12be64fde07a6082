import { EXTENSION_LOGOUT_MESSAGE_TYPE } from '@expertos/domain/auth';
import { afterEach, beforeEach, describe, expect, it, type Mock, type MockInstance, vi } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import * as sessionApi from '@/shared/api/session';
import { type Navigate, registerNavigator } from '@/shared/lib/navigation';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { fakeJwt } from '@/test/jwt';
import { logout } from './logout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function signedIn() {
  useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: fakeJwt() });
  useAuthStore.getState().setTokenValidated(true);
  useAuthStore.getState().setRoles([{ key: 'admin', name: 'Admin' }]);
  useWorkspaceStore.getState().setCurrentMemberRole('admin');
  useSettingsStore.getState().setTaskFilters({ filter: 'launch' });
  queryClient.setQueryData(['me'], { id: 'u1' });
}

let navigate: Mock<Navigate>;
let signOut: MockInstance<typeof sessionApi.signOut>;
let postMessage: MockInstance<typeof window.postMessage>;

beforeEach(() => {
  navigate = vi.fn<Navigate>();
  registerNavigator(navigate);
  signOut = vi.spyOn(sessionApi, 'signOut').mockResolvedValue(undefined);
  postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('logout', () => {
  it('signs out of the identity service, clears every store and the cache, and goes to /signin', async () => {
    signedIn();

    await logout();

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      authToken: null,
      tokenValidated: false,
      roles: [],
    });
    expect(useWorkspaceStore.getState().currentMemberRole).toBeNull();
    expect(useSettingsStore.getState().taskFilters.filter).not.toBe('launch');
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('tells the extension with a logout message carrying a fresh token, to its own origin only', async () => {
    signedIn();

    await logout();
    await logout();

    expect(postMessage).toHaveBeenCalledTimes(2);
    const [first, second] = postMessage.mock.calls as [{ type: string; logoutToken: string }, string][];
    expect(first?.[0].type).toBe(EXTENSION_LOGOUT_MESSAGE_TYPE);
    expect(first?.[0].logoutToken).toMatch(UUID);
    expect(first?.[1]).toBe(window.location.origin);
    expect(second?.[0].logoutToken).not.toBe(first?.[0].logoutToken);
  });

  it('logs out locally even when the sign-out call fails', async () => {
    signOut.mockRejectedValue(new Error('offline'));
    signedIn();

    await expect(logout()).resolves.toBeUndefined();

    expect(useAuthStore.getState().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin', { replace: true });
  });

  it('can bring the user back to the current page after signing in again', async () => {
    window.history.replaceState(null, '', '/tasks?viewMode=kanban');
    await logout({ returnHere: true });
    expect(navigate).toHaveBeenCalledWith('/signin?redirect=%2Ftasks%3FviewMode%3Dkanban', { replace: true });
  });

  it('stays on /signin when it is already there', async () => {
    window.history.replaceState(null, '', '/signin');
    await logout();
    expect(navigate).not.toHaveBeenCalled();
  });
});
