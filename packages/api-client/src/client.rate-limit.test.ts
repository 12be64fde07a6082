import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, ApiError, createApiClient } from './client';
import { parseRetryAfter } from './rate-limit-retry';
import { type LocalServer, type Reply, startLocalServer } from './testing/local-server';
import { createUnauthorizedGate } from './unauthorized-gate';

const LIMITED = { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' };

/** Answers 429 (with `retryAfter` seconds) `times` times for `key`, then 200. */
function limitedThenOk(times: number, retryAfter: string | null, counts: Map<string, number>, key: string) {
  return (): Reply => {
    const seen = (counts.get(key) ?? 0) + 1;
    counts.set(key, seen);
    if (seen > times) return { json: { ok: true, attempt: seen } };
    const headers: Record<string, string> = retryAfter === null ? {} : { 'retry-after': retryAfter };
    return { status: 429, json: LIMITED, headers };
  };
}

const counts = new Map<string, number>();
let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    'GET /me': limitedThenOk(1, '2', counts, 'me'),
    'GET /twice': limitedThenOk(2, null, counts, 'twice'),
    'PUT /profile': limitedThenOk(1, '1', counts, 'profile'),
    'POST /tickets': limitedThenOk(1, '1', counts, 'tickets'),
    'GET /always': () => ({ status: 429, json: LIMITED, headers: { 'retry-after': '1' } }),
    'GET /long': () => ({ status: 429, json: LIMITED, headers: { 'retry-after': '45' } }),
    'GET /abort': () => ({ status: 429, json: LIMITED, headers: { 'retry-after': '20' } }),
    'POST /ai': () => ({ status: 429, json: { code: 'ai_daily_limit', message: 'Used up for today.' } }),
    'GET /ai-status': () => ({
      status: 429,
      json: { code: 'ai_daily_limit', message: 'Used up for today.' },
      headers: { 'retry-after': '1' },
    }),
  });
});
afterAll(() => server.close());

/** A client wired as the app wires it (a logout gate, a notifier); waits are recorded, not slept. */
function wiredClient(extra: ApiClientOptions = {}) {
  const waits: number[] = [];
  const logout = vi.fn();
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: server.origin,
    onError,
    onUnauthorized: createUnauthorizedGate(logout),
    rateLimitRetry: { sleep: async (ms) => void waits.push(ms) },
    ...extra,
  });
  return { client, waits, logout, onError };
}

describe('a 429 rate_limited', () => {
  it('is waited out for its Retry-After and sent again, never reaching the logout or the notifier', async () => {
    const { client, waits, logout, onError } = wiredClient();

    await expect(client.get('/me', { notify: true })).resolves.toEqual({ ok: true, attempt: 2 });

    expect(waits).toEqual([2_000]);
    expect(server.hits('/me')).toHaveLength(2);
    expect(logout).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('without a Retry-After waits 1 s, then 2 s', async () => {
    const { client, waits } = wiredClient();
    await expect(client.get('/twice')).resolves.toMatchObject({ ok: true });
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('is sent again for a PUT, which means the same thing twice', async () => {
    const { client, waits } = wiredClient();
    await expect(client.put('/profile', { body: { name: 'Ada' } })).resolves.toMatchObject({ ok: true });
    expect(waits).toEqual([1_000]);
    expect(server.hits('/profile').map((r) => r.body)).toEqual(['{"name":"Ada"}', '{"name":"Ada"}']);
  });

  it('is waited out for a POST too, under one Idempotency-Key, so the server makes it once', async () => {
    const { client, waits, logout } = wiredClient();
    await expect(client.post('/tickets', { body: {} })).resolves.toEqual({ ok: true, attempt: 2 });
    expect(waits).toEqual([1_000]);
    const keys = server.hits('/tickets').map((hit) => hit.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(logout).not.toHaveBeenCalled();
  });

  it('surfaces at once for a POST sent without a key (a public route): nothing may repeat it', async () => {
    const { client, waits } = wiredClient();
    counts.delete('tickets');
    const before = server.hits('/tickets').length;
    await expect(client.post('/tickets', { body: {}, auth: false })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
    });
    expect(waits).toEqual([]);
    expect(server.hits('/tickets').slice(before)[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('gives up after three retries with the 429, still signed in', async () => {
    const { client, waits, logout, onError } = wiredClient();
    const failure = await client.get('/always', { notify: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(waits).toEqual([1_000, 1_000, 1_000]);
    expect(server.hits('/always')).toHaveLength(4);
    expect(logout).not.toHaveBeenCalled();
    // The caller asked to be told: the person sees "Too many requests", not a sign-in page.
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('fails at once when the server asks for longer than the cap', async () => {
    const { client, waits } = wiredClient();
    await expect(client.get('/long')).rejects.toMatchObject({ status: 429, retryAfterMs: 45_000 });
    expect(waits).toEqual([]);
    expect(server.hits('/long')).toHaveLength(1);
  });

  it('stops waiting when the caller cancels', async () => {
    // The real sleep: the caller's abort must end it.
    const client = createApiClient({ baseUrl: server.origin });
    const controller = new AbortController();
    const call = client.get('/abort', { signal: controller.signal });
    await vi.waitFor(() => expect(server.hits('/abort')).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.hits('/abort')).toHaveLength(1);
  });

  it('tells the wait hook when a wait starts and ends', async () => {
    const events: string[] = [];
    const { client } = wiredClient({
      onRateLimitWait: ({ method, path, waitMs, attempt }) => {
        events.push(`start ${method} ${path} ${waitMs} #${attempt}`);
        return () => events.push('end');
      },
    });
    counts.delete('me');
    await client.get('/me');
    expect(events).toEqual(['start GET /me 2000 #1', 'end']);
  });

  it('is not waited out when rateLimitRetry is false', async () => {
    const client = createApiClient({ baseUrl: server.origin, rateLimitRetry: false });
    await expect(client.get('/always')).rejects.toMatchObject({ status: 429 });
  });
});

describe('a 429 that is not about time', () => {
  it('surfaces at once, whatever the method', async () => {
    const { client, waits } = wiredClient();
    await expect(client.post('/ai')).rejects.toMatchObject({ code: 'ai_daily_limit' });
    await expect(client.get('/ai-status')).rejects.toMatchObject({ code: 'ai_daily_limit' });
    expect(waits).toEqual([]);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2030-01-08T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter('Tue, 08 Jan 2030 10:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-4', now)).toBeUndefined();
  });
});
