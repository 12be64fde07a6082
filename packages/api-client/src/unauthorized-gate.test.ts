import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiError, createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';
import { createUnauthorizedGate } from './unauthorized-gate';

let server: LocalServer;
let expiredCalls = 0;
beforeAll(async () => {
  server = await startLocalServer({
    // Staggered, as real replies are: the 401s arrive one after another, not in one tick.
    'GET /expired': () => {
      expiredCalls += 1;
      return { status: 401, json: { code: 'unauthorized', message: 'expired' }, delayMs: expiredCalls * 5 };
    },
    // The app's logout talks to the server too (signing out of the identity provider).
    'POST /sign-out': () => ({ status: 204, delayMs: 300 }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  expiredCalls = 0;
});

function wired(logout: (error: ApiError) => Promise<void>) {
  const hookCalls: ApiError[] = [];
  const runs: Promise<void>[] = [];
  const gate = createUnauthorizedGate(logout);
  const client = createApiClient({
    baseUrl: server.origin,
    onUnauthorized: (error) => {
      hookCalls.push(error);
      runs.push(gate(error));
    },
  });
  return { client, gate, hookCalls, runs };
}

const signOut = async () => {
  await fetch(`${server.origin}/sign-out`, { method: 'POST' });
};
const ten = Array.from({ length: 10 }, (_, i) => i);

describe('createUnauthorizedGate', () => {
  it('runs the logout once for ten concurrent 401s', async () => {
    let logouts = 0;
    const { client, gate, hookCalls, runs } = wired(async () => {
      logouts += 1;
      await signOut();
    });

    await Promise.allSettled(ten.map(() => client.get('/expired')));
    await Promise.all(runs);

    expect(hookCalls).toHaveLength(10);
    expect(logouts).toBe(1);
    expect(server.hits('/sign-out')).toHaveLength(1);
    // Every caller joined the same logout; once it has ended, the next 401 runs it anew.
    expect(new Set(runs).size).toBe(1);
    await gate(hookCalls[0]!);
    expect(server.hits('/sign-out')).toHaveLength(2);
    expect(logouts).toBe(2);
  });

  it('opens again after a logout that fails', async () => {
    let attempts = 0;
    const { gate } = wired(async () => {
      attempts += 1;
      throw new Error('identity provider unreachable');
    });
    const error = { status: 401 } as ApiError;

    const first = [gate(error), gate(error), gate(error)];
    await Promise.allSettled(first);
    expect(attempts).toBe(1);
    for (const run of first) await expect(run).rejects.toThrow('identity provider unreachable');

    await gate(error).catch(() => undefined);
    expect(attempts).toBe(2);
  });
});
