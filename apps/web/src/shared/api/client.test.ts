import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { selectIsAuthenticated, useAuthStore } from '@/shared/stores/auth-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { fakeJwt } from '@/test/jwt';
import { isBusyWaiting } from './busy-wait';
import { createWebApiClient } from './client';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function signedIn(): string {
  const token = fakeJwt();
  useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: token });
  useAuthStore.getState().setTokenValidated(true);
  return token;
}

const messages = () =>
  notificationsStore.getState().items.map((item) => [item.type, item.message, item.count]);

afterEach(() => vi.restoreAllMocks());

describe('web API client', () => {
  it('sends the auth token from the auth store as a bearer header to /api', async () => {
    const token = signedIn();
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => reply(200, { ok: true }));
    const api = createWebApiClient({ fetch, onLogout: vi.fn() });
    await expect(api.get('/roles')).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/roles');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
  });

  it('asks the server to answer in the language the app is shown in, not the browser’s', async () => {
    signedIn();
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => reply(200, { ok: true }));
    const api = createWebApiClient({ fetch, onLogout: vi.fn() });
    await api.get('/roles');
    expect(new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get('accept-language')).toBe('en');
    await i18n.changeLanguage('de');
    try {
      await api.get('/roles');
      expect(new Headers(fetch.mock.calls.at(-1)?.[1]?.headers).get('accept-language')).toBe('de');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a negative notification with the translated message for the code', async () => {
    signedIn();
    const fetch = vi.fn(async () => reply(409, { code: 'workspace_min_one', message: 'server text' }));
    const api = createWebApiClient({ fetch, onLogout: vi.fn() });
    await expect(api.put('/workspaces/w1/users/u2', { notify: true })).rejects.toMatchObject({
      status: 409,
      code: 'workspace_min_one',
    });
    expect(messages()).toEqual([['negative', 'You must have at least 1 admin on this workspace.', 1]]);
  });

  it('falls back to the server message for a code it does not know', async () => {
    const fetch = vi.fn(async () => reply(400, { code: 'brand_new', message: 'Something new' }));
    const api = createWebApiClient({ fetch, onLogout: vi.fn() });
    await expect(api.get('/x', { notify: true })).rejects.toBeDefined();
    expect(messages()).toEqual([['negative', 'Something new', 1]]);
  });

  it('takes a session a workspace refuses for want of two-step verification to the set-up page, quietly', async () => {
    signedIn();
    const fetch = vi.fn(async () =>
      reply(403, { code: 'two_factor_required', message: ERROR_CATALOGUE.two_factor_required.message }),
    );
    const onTwoFactorRequired = vi.fn();
    const onLogout = vi.fn();
    const api = createWebApiClient({ fetch, onLogout, onTwoFactorRequired });
    await expect(api.get('/workspaces/w1/projects', { notify: true })).rejects.toMatchObject({ status: 403 });
    expect(onTwoFactorRequired).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('takes a session a workspace refuses for want of single sign-on to sign in with it, quietly', async () => {
    signedIn();
    const fetch = vi.fn(async () =>
      reply(403, { code: 'sso_required', message: ERROR_CATALOGUE.sso_required.message }),
    );
    const onSsoRequired = vi.fn();
    const onTwoFactorRequired = vi.fn();
    const onLogout = vi.fn();
    const api = createWebApiClient({ fetch, onLogout, onSsoRequired, onTwoFactorRequired });
    await expect(api.get('/workspaces/w1/projects', { notify: true })).rejects.toMatchObject({
      status: 403,
      code: 'sso_required',
    });
    await vi.waitFor(() => expect(onSsoRequired).toHaveBeenCalledTimes(1));
    expect(onTwoFactorRequired).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('hears single sign-on required from a quiet call too, once per reply', async () => {
    signedIn();
    const fetch = vi.fn(async () =>
      reply(403, { code: 'sso_required', message: ERROR_CATALOGUE.sso_required.message }),
    );
    const onSsoRequired = vi.fn();
    const api = createWebApiClient({ fetch, onLogout: vi.fn(), onSsoRequired });
    await expect(api.get('/workspaces/w1/sso')).rejects.toMatchObject({ status: 403 });
    await vi.waitFor(() => expect(onSsoRequired).toHaveBeenCalledTimes(1));
    expect(messages()).toEqual([]);
  });

  it('leaves any other 403 to the caller', async () => {
    signedIn();
    const fetch = vi.fn(async () => reply(403, { code: 'forbidden', message: 'x' }));
    const onSsoRequired = vi.fn();
    const api = createWebApiClient({ fetch, onLogout: vi.fn(), onSsoRequired });
    await expect(api.get('/workspaces/w1/sso')).rejects.toMatchObject({ status: 403 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSsoRequired).not.toHaveBeenCalled();
  });

  it('never shows the body of a 500', async () => {
    const fetch = vi.fn(async () => reply(500, { code: 'oops', message: 'SQL error at line 3' }));
    const api = createWebApiClient({ fetch, onLogout: vi.fn() });
    await expect(api.get('/x', { notify: true })).rejects.toBeDefined();
    expect(messages()).toEqual([['negative', ERROR_CATALOGUE.internal_error.message, 1]]);
  });

  it('stays quiet for a call that does not ask to notify (the default)', async () => {
    const fetch = vi.fn(async () => reply(404, { code: 'not_found', message: 'x' }));
    const api = createWebApiClient({ fetch, onLogout: vi.fn() });
    await expect(api.get('/x')).rejects.toBeDefined();
    expect(messages()).toEqual([]);
  });

  it('logs out once and shows the 401 message once for a burst of 401s', async () => {
    signedIn();
    const onLogout = vi.fn(() => useAuthStore.getState().reset());
    const fetch = vi.fn(async () => reply(401, { code: 'unauthorized', message: 'x' }));
    const api = createWebApiClient({ fetch, onLogout });
    const calls = [api.get('/a', { notify: true }), api.get('/b', { notify: true }), api.get('/c')];
    await Promise.allSettled(calls);
    // A late reply of a request sent with the old token.
    await expect(api.get('/d', { notify: true })).rejects.toMatchObject({ status: 401 });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual([['negative', 'You are not authorized to access this resource.', 1]]);
  });

  it('waits out a 429 under the busy notice and sends again, without logging out', async () => {
    signedIn();
    const onLogout = vi.fn();
    const fetch = vi
      .fn(async (_url: RequestInfo | URL, _init?: RequestInit) => reply(200, { id: 'u1' }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ code: 'rate_limited', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '3' },
        }),
      );
    const noticeDuringWaits: boolean[] = [];
    const api = createWebApiClient({
      fetch,
      onLogout,
      rateLimitRetry: { sleep: async () => void noticeDuringWaits.push(isBusyWaiting()) },
    });

    await expect(api.get('/me', { notify: true })).resolves.toEqual({ id: 'u1' });

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(noticeDuringWaits).toEqual([true]);
    expect(isBusyWaiting()).toBe(false);
    expect(onLogout).not.toHaveBeenCalled();
    expect(messages()).toEqual([]);
  });

  it('answers a 429 it cannot wait out with "Too many requests", still signed in', async () => {
    signedIn();
    const onLogout = vi.fn();
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 'rate_limited', message: 'x' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '50' },
        }),
    );
    const api = createWebApiClient({ fetch, onLogout });

    await expect(api.get('/workspaces', { notify: true })).rejects.toMatchObject({ status: 429 });

    expect(onLogout).not.toHaveBeenCalled();
    expect(selectIsAuthenticated(useAuthStore.getState())).toBe(true);
    expect(messages()).toEqual([['negative', 'Too many requests. Please wait a moment and try again.', 1]]);
  });

  it('shows a wrong-password 401 as an ordinary error, without logging out', async () => {
    const onLogout = vi.fn();
    const fetch = vi.fn(async () => reply(401, { code: 'auth/wrong-password', message: 'x' }));
    const api = createWebApiClient({ fetch, onLogout });
    await expect(
      api.post('/auth/sign-in/email', { body: {}, auth: false, notify: true }),
    ).rejects.toBeDefined();
    expect(onLogout).not.toHaveBeenCalled();
    expect(messages()).toEqual([['negative', 'The email or password you entered is incorrect.', 1]]);
  });
});
