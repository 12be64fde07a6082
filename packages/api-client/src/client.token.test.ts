import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type TokenSource } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
/** The identity provider's side: tokens it issued, and failures still to answer. */
const issuer = { issued: 0, failNext: 0, events: [] as string[] };

beforeAll(async () => {
  server = await startLocalServer({
    'POST /token': () => {
      issuer.events.push('token');
      if (issuer.failNext > 0) {
        issuer.failNext -= 1;
        return { status: 500, json: { code: 'internal_error', message: 'issuer down' }, delayMs: 30 };
      }
      issuer.issued += 1;
      return { json: { token: `token-${issuer.issued}`, expires_in: 3600 }, delayMs: 50 };
    },
    'GET /protected': (req) => {
      issuer.events.push('protected');
      const ok = req.headers.authorization === `Bearer token-${issuer.issued}`;
      return ok ? { json: { ok: true } } : { status: 401, json: { code: 'unauthorized', message: 'no' } };
    },
    'GET /public': () => ({ json: { ok: true } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  Object.assign(issuer, { issued: 0, failNext: 0, events: [] });
});

/**
 * Shaped like Firebase's user: a cached token with an expiry, refreshed over HTTP when it
 * has expired. Deliberately naive (no de-duplication of its own), so only the client's
 * single-flight can keep concurrent requests to one refresh.
 */
function expiringTokenSource(): TokenSource & { signedIn: boolean; expire(): void } {
  let token: string | null = 'stale-token';
  let expiresAt = 0;
  return {
    signedIn: true,
    expire: () => {
      expiresAt = 0;
    },
    async getToken() {
      if (!this.signedIn) return null;
      if (token && Date.now() < expiresAt) return token;
      const response = await fetch(`${server.origin}/token`, { method: 'POST' });
      if (!response.ok) throw new Error(`refresh failed with ${response.status}`);
      const body = (await response.json()) as { token: string; expires_in: number };
      token = body.token;
      expiresAt = Date.now() + body.expires_in * 1000;
      return token;
    },
  };
}

const twenty = Array.from({ length: 20 }, (_, i) => i);

describe('token refresh', () => {
  it('refreshes an expired token once for 20 concurrent requests, before any of them is sent', async () => {
    const tokens = expiringTokenSource();
    const client = createApiClient({ baseUrl: server.origin, tokens });

    const replies = await Promise.all(twenty.map(() => client.get('/protected')));

    expect(replies).toEqual(twenty.map(() => ({ ok: true })));
    expect(server.hits('/token')).toHaveLength(1);
    const protectedHits = server.hits('/protected');
    expect(protectedHits).toHaveLength(20);
    for (const hit of protectedHits) expect(hit.headers.authorization).toBe('Bearer token-1');
    // Serialised: nothing reached the API with the stale token while the refresh ran.
    expect(issuer.events[0]).toBe('token');
    expect(issuer.events.slice(1)).toEqual(twenty.map(() => 'protected'));
  });

  it('does not refresh again while the token is valid, and refreshes once more when it expires', async () => {
    const tokens = expiringTokenSource();
    const client = createApiClient({ baseUrl: server.origin, tokens });
    await Promise.all(twenty.map(() => client.get('/protected')));

    await Promise.all(twenty.map(() => client.get('/protected')));
    expect(server.hits('/token')).toHaveLength(1);

    tokens.expire();
    await Promise.all(twenty.map(() => client.get('/protected')));
    expect(server.hits('/token')).toHaveLength(2);
    expect(server.hits('/protected').at(-1)?.headers.authorization).toBe('Bearer token-2');
  });

  it('rejects every waiting request when the refresh fails, and the next request refreshes again', async () => {
    issuer.failNext = 1;
    const errors: ApiError[] = [];
    const client = createApiClient({
      baseUrl: server.origin,
      tokens: expiringTokenSource(),
      onError: (error) => errors.push(error),
    });

    const results = await Promise.allSettled(
      twenty.slice(0, 5).map(() => client.get('/protected', { notify: true })),
    );

    expect(server.hits('/token')).toHaveLength(1);
    expect(server.hits('/protected')).toHaveLength(0);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 0, code: 'service_unavailable' });
    }
    expect(errors).toHaveLength(5);

    await expect(client.get('/protected')).resolves.toEqual({ ok: true });
    expect(server.hits('/token')).toHaveLength(2);
  });

  it('passes an ApiError thrown by the token source through unchanged, so a 401 there logs out', async () => {
    const unauthorized = new ApiError({ status: 401, code: 'unauthorized', message: 'session revoked' });
    const logouts: ApiError[] = [];
    const client = createApiClient({
      baseUrl: server.origin,
      tokens: { getToken: () => Promise.reject(unauthorized) },
      onUnauthorized: (error) => {
        logouts.push(error);
      },
    });

    await expect(client.get('/protected')).rejects.toBe(unauthorized);
    expect(logouts).toEqual([unauthorized]);
    expect(server.hits('/protected')).toHaveLength(0);
  });
});

describe('Authorization header', () => {
  it('is absent when the token source says signed out', async () => {
    const tokens = expiringTokenSource();
    tokens.signedIn = false;
    const client = createApiClient({ baseUrl: server.origin, tokens });

    await client.get('/public');

    expect(server.hits('/public')[0]?.headers).not.toHaveProperty('authorization');
  });

  it('is not sent, and no token is fetched, for a call with auth: false', async () => {
    const client = createApiClient({ baseUrl: server.origin, tokens: expiringTokenSource() });

    await client.get('/public', { auth: false });

    expect(server.hits('/public')[0]?.headers).not.toHaveProperty('authorization');
    expect(server.hits('/token')).toHaveLength(0);
  });

  it('is absent without a token source', async () => {
    const client = createApiClient({ baseUrl: server.origin });

    await client.get('/public');

    expect(server.hits('/public')[0]?.headers).not.toHaveProperty('authorization');
  });
});
