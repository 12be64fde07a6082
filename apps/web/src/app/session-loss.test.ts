import { afterEach, beforeEach, describe, expect, it, type Mock, type MockInstance, vi } from 'vitest';
import { createWebApiClient } from '@/shared/api/client';
import * as sessionApi from '@/shared/api/session';
import { type Navigate, registerNavigator } from '@/shared/lib/navigation';
import { useAuthStore } from '@/shared/stores/auth-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { fakeJwt } from '@/test/jwt';
import { connectSessionLoss } from './session-loss';

function signedIn() {
  useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: fakeJwt() });
  useAuthStore.getState().setTokenValidated(true);
}

let navigate: Mock<Navigate>;
let signOut: MockInstance<typeof sessionApi.signOut>;
let postMessage: MockInstance<typeof window.postMessage>;
let disconnect: () => void;

beforeEach(() => {
  navigate = vi.fn<Navigate>();
  registerNavigator(navigate);
  signOut = vi.spyOn(sessionApi, 'signOut').mockResolvedValue(undefined);
  postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
  // As the app's start-up does (initApp): the client announces, the logout listens.
  disconnect = connectSessionLoss();
});
afterEach(() => {
  disconnect();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
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
