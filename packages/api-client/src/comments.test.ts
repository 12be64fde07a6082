import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { listComments } from './comments';
import { type LocalServer, startLocalServer } from './testing/local-server';
import { listTicketActivity } from './tickets';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/tickets/t1/comments': () => ({ json: { items: [], next_cursor: 'older' } }),
    'GET /api/tickets/t1/activity': () => ({ json: { items: [], next_cursor: null } }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('paged ticket lists (comments, activity)', () => {
  it('asks for the first page without a cursor and answers the next cursor', async () => {
    expect(await listComments(client(), 't1')).toEqual({ items: [], next_cursor: 'older' });
    const [hit] = server.hits('/api/tickets/t1/comments');
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({});
  });

  it('sends the cursor and the limit of a following page', async () => {
    await listComments(client(), 't1', { cursor: 'abc', limit: 20 });
    await listTicketActivity(client(), 't1', { cursor: 'def' });
    expect(Object.fromEntries(server.hits('/api/tickets/t1/comments')[0]?.query ?? [])).toEqual({
      cursor: 'abc',
      limit: '20',
    });
    expect(Object.fromEntries(server.hits('/api/tickets/t1/activity')[0]?.query ?? [])).toEqual({
      cursor: 'def',
    });
  });
});
