import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCalendarFeeds, openCalendarFeed, revokeCalendarFeed } from './calendar';
import { createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const feed = {
  uid: 'f1',
  kind: 'brand',
  project_uid: 'p1',
  project_name: 'Leafco',
  url: 'http://localhost:3000/api/calendar-feeds/abc/calendar.ics',
  created_at: '2026-11-28T10:00:00.000Z',
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/workspaces/w1/calendar-feeds': () => ({ json: { items: [feed] } }),
    'POST /api/workspaces/w1/calendar-feeds': () => ({ json: feed }),
    'DELETE /api/workspaces/w1/calendar-feeds/f1': () => ({ json: { ok: true } }),
  });
});
afterAll(() => server.close());

describe('the calendar feed calls', () => {
  const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

  it('lists, opens with the brand asked for, and revokes', async () => {
    expect(await listCalendarFeeds(client(), 'w1')).toEqual([feed]);
    expect(await openCalendarFeed(client(), 'w1', 'p1')).toEqual(feed);
    expect(server.hits('/api/workspaces/w1/calendar-feeds').find((h) => h.method === 'POST')?.body).toBe(
      '{"project_uid":"p1"}',
    );
    await expect(revokeCalendarFeed(client(), 'w1', 'f1')).resolves.toBeUndefined();
  });
});
