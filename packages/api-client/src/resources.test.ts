import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getRoles } from './roles';
import { getHealth, getReady } from './system';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
let ready = true;
beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/roles': () => ({
      json: { r1: { name: 'Admin', id: 'r1' }, r2: { name: 'Member' }, r3: { name: 'External' } },
    }),
    'GET /api/health': () => ({ json: { status: 'ok', version: '0.1.0', uptime_seconds: 12.5 } }),
    'GET /api/ready': () =>
      ready
        ? { json: { status: 'ready', checks: { database: 'ok' } } }
        : { status: 503, json: { status: 'not_ready', checks: { database: 'failing' } } },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  ready = true;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('GET /roles', () => {
  it('answers the roles keyed by id, parsed by the domain schema, with the bearer token', async () => {
    await expect(getRoles(client())).resolves.toEqual({
      r1: { name: 'Admin' },
      r2: { name: 'Member' },
      r3: { name: 'External' },
    });
    expect(server.hits('/api/roles')[0]?.headers.authorization).toBe('Bearer tok');
  });
});

describe('GET /health and GET /ready', () => {
  it('reads health without a token', async () => {
    await expect(getHealth(client())).resolves.toEqual({
      status: 'ok',
      version: '0.1.0',
      uptime_seconds: 12.5,
    });
    expect(server.hits('/api/health')[0]?.headers).not.toHaveProperty('authorization');
  });

  it('reads ready, and a 503 not_ready as an answer', async () => {
    await expect(getReady(client())).resolves.toMatchObject({ status: 'ready' });
    ready = false;
    await expect(getReady(client())).resolves.toEqual({
      status: 'not_ready',
      checks: { database: 'failing' },
    });
  });
});
