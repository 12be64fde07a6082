import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { announcePresence, leavePresence } from './presence';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const viewers = [{ member_uid: 'm1', name: 'Ada' }];

beforeAll(async () => {
  server = await startLocalServer({
    'PUT /api/tickets/t%201/presence': () => ({ json: { viewers } }),
    'DELETE /api/tickets/t%201/presence': () => ({ json: { viewers: [] } }),
  });
});
afterAll(() => server.close());

describe('presence', () => {
  it('announces and leaves a ticket, answering who has it open', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    expect(await announcePresence(client, 't 1')).toEqual({ viewers });
    expect(await leavePresence(client, 't 1')).toEqual({ viewers: [] });
  });
});
