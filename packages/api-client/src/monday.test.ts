import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { fetchMondayOptions } from './monday';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const options = {
  boards: [{ id: '42', name: 'Content plan' }],
  groups: [{ id: 'topics', title: 'This week' }],
  columns: [{ id: 'status', title: 'Status', type: 'status' }],
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/projects/p1/integrations/i1/monday-options': () => ({ json: options }),
  });
});
afterAll(() => server.close());

describe('the monday.com calls', () => {
  it('asks for the chosen board by id', async () => {
    const client = createApiClient({ baseUrl: `${server.origin}/api` });
    expect(await fetchMondayOptions(client, 'p1', 'i1', '42')).toEqual(options);
    expect(server.hits('/api/projects/p1/integrations/i1/monday-options')[0]?.query.get('board_id')).toBe(
      '42',
    );
  });
});
