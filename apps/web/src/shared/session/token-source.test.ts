import { ApiError } from '@expertos/api-client/client';
import { ID_TOKEN_REFRESH_LEEWAY_SECONDS } from '@expertos/domain/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWebApiClient } from '@/shared/api/client';
import { isTokenFresh, readJwtExpiry } from '@/shared/lib/jwt';
import { useAuthStore } from '@/shared/stores/auth-store';
import { notificationsStore } from '@/shared/ui/notify/notify-store';
import { fakeJwt } from '@/test/jwt';
import { createAuthTokenSource } from './token-source';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function signedInWith(token: string) {
  useAuthStore.getState().setSession({ user: { uid: 'u1', email: 'a@b.c' }, authToken: token });
  useAuthStore.getState().setTokenValidated(true);
}

/**
 * The server's side: `/api/auth/token` answers `refreshed` (after a short delay, so
 * concurrent requests really overlap) or the given failure; every other path echoes the
 * bearer header it got.
 */
function fakeServer(tokenReply: () => Response | Promise<Response>) {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const authorization = new Headers(init?.headers).get('authorization');
    calls.push({ url, authorization });
    if (url === '/api/auth/token') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return tokenReply();
    }
    return json(200, { authorization });
  });
  const tokenCalls = () => calls.filter((call) => call.url === '/api/auth/token');
  return { fetch, calls, tokenCalls };
}

afterEach(() => vi.restoreAllMocks());

describe('readJwtExpiry', () => {
  it('reads exp from a base64url payload, and null from anything else', () => {
    const token = fakeJwt(600, 1_700_000_000_000);
    expect(readJwtExpiry(token)).toBe(1_700_000_600);
    expect(readJwtExpiry('opaque-token')).toBeNull();
    expect(readJwtExpiry('a.%%%.c')).toBeNull();
    expect(readJwtExpiry(`a.${btoa('{"exp":"soon"}')}.c`)).toBeNull();
  });

  it('counts a token as fresh only beyond the leeway', () => {
    const now = 1_700_000_000_000;
    expect(isTokenFresh(fakeJwt(120, now), now, 60)).toBe(true);
    expect(isTokenFresh(fakeJwt(30, now), now, 60)).toBe(false);
    expect(isTokenFresh('opaque-token', now, 60)).toBe(false);
  });
});

describe('the auth token source', () => {
  it('reuses a token that is valid beyond the leeway, without a refresh', async () => {
    const token = fakeJwt(10 * 60);
    signedInWith(token);
    const server = fakeServer(() => json(200, { token: 'never' }));
    const api = createWebApiClient({ fetch: server.fetch, onLogout: vi.fn() });

    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);

    expect(server.tokenCalls()).toHaveLength(0);
    expect(server.calls.map((call) => call.authorization)).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
      `Bearer ${token}`,
    ]);
  });

  it('refreshes a token expiring within the leeway once for every concurrent caller', async () => {
    signedInWith(fakeJwt(ID_TOKEN_REFRESH_LEEWAY_SECONDS - 5));
    const fresh = fakeJwt(15 * 60);
    const server = fakeServer(() => json(200, { token: fresh }));
    const api = createWebApiClient({ fetch: server.fetch, onLogout: vi.fn() });

    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => api.get(`/r${i}`)));

    expect(server.tokenCalls()).toHaveLength(1);
    // The token call itself carries no bearer: the session cookie is its credential.
    expect(server.tokenCalls()[0]?.authorization).toBeNull();
    expect(replies).toEqual(Array.from({ length: 8 }, () => ({ authorization: `Bearer ${fresh}` })));
    expect(useAuthStore.getState().authToken).toBe(fresh);
    expect(useAuthStore.getState().user?.token).toBe(fresh);
  });

  it('rejects with the ApiError of a 401 refresh, which logs out once', async () => {
    signedInWith(fakeJwt(-10));
    const server = fakeServer(() => json(401, { code: 'unauthorized', message: 'no session' }));
    // As the real logout does: nobody is signed in afterwards.
    const onLogout = vi.fn(() => useAuthStore.getState().reset());
    const api = createWebApiClient({ fetch: server.fetch, onLogout });

    const results = await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, code: 'unauthorized' });
    }
    expect(server.tokenCalls()).toHaveLength(1);
    // Nothing was sent with the dead token.
    expect(server.calls).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('does not log out when the refresh gets no answer, and uses a token that has not expired yet', async () => {
    const almostExpired = fakeJwt(20);
    signedInWith(almostExpired);
    const server = fakeServer(() => {
      throw new TypeError('fetch failed');
    });
    const onLogout = vi.fn();
    const api = createWebApiClient({ fetch: server.fetch, onLogout });

    await expect(api.get('/a')).resolves.toEqual({ authorization: `Bearer ${almostExpired}` });

    // Expired for good: the request fails as "service unavailable", still signed in.
    signedInWith(fakeJwt(-5));
    await expect(api.get('/b', { notify: true })).rejects.toMatchObject({
      status: 0,
      code: 'service_unavailable',
    });
    expect(onLogout).not.toHaveBeenCalled();
    expect(useAuthStore.getState().user).not.toBeNull();
    expect(notificationsStore.getState().items.map((item) => item.message)).toEqual([
      'The service is not available right now. Please try again in a moment.',
    ]);
  });

  it('uses a token that has not expired yet when the refresh is rate limited, and never logs out', async () => {
    const almostExpired = fakeJwt(20);
    signedInWith(almostExpired);
    const server = fakeServer(() => json(429, { code: 'rate_limited', message: 'Too many requests.' }));
    const onLogout = vi.fn();
    // The client's own waits recorded, not slept: then it gives up on the refresh.
    const api = createWebApiClient({
      fetch: server.fetch,
      onLogout,
      rateLimitRetry: { sleep: async () => {} },
    });

    await expect(api.get('/a')).resolves.toEqual({ authorization: `Bearer ${almostExpired}` });

    expect(server.tokenCalls()).toHaveLength(4);
    expect(onLogout).not.toHaveBeenCalled();
    expect(useAuthStore.getState().authToken).toBe(almostExpired);
  });

  it('works on its own with any fetchToken and clock', async () => {
    const now = 1_700_000_000_000;
    const fetchToken = vi.fn(async () => fakeJwt(900, now));
    const source = createAuthTokenSource({ fetchToken, now: () => now });

    const first = await source.getToken();
    const second = await source.getToken();

    expect(first).toBe(second);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await source.refresh();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});
