import { EXTENSION_LOGOUT_MESSAGE_TYPE } from '@expertos/domain/auth.schema';
import { afterEach, beforeEach, describe, expect, it, type Mock, type MockInstance, vi } from 'vitest';
import { createWebApiClient } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';
import { sessionApi } from '@/shared/api/session-api';
import { type Navigate, registerNavigator } from '@/shared/lib/navigation';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSettingsStore } from '@/shared/stores/settings-store';
import { useWorkspaceStore } from '@/shared/stores/workspace-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
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

describe('session loss (any 401)', () => {
  it('logs out once and shows the 401 message once for ten concurrent 401s', async () => {
    signedIn();
    window.history.replaceState(null, '', '/brand/acme/tasks?viewMode=kanban');
    const fetch = vi.fn(async () =>
      Response.json({ code: 'unauthorized', message: 'session expired' }, { status: 401 }),
    );
    // The real logout behind the real gate; only the network is fake.
    const api = createWebApiClient({ fetch });

    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => api.get(`/things/${i}`, { notify: i % 2 !== 0 })),
    );
    // A straggler: a request sent with the old token answers after the logout.
    await api.get('/late', { notify: true }).catch(() => undefined);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/signin?redirect=%2Fbrand%2Facme%2Ftasks%3FviewMode%3Dkanban', {
      replace: true,
    });
    expect(useAuthStore.getState().user).toBeNull();
    expect(notificationsStore.getState().items.map((item) => [item.type, item.message, item.count])).toEqual([
      ['negative', 'You are not authorized to access this resource.', 1],
    ]);
  });
});
