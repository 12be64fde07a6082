import { aComment } from '@expertos/domain/testing/comments';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { commentForm, listComments, setCommentResolved } from './comments';
import { type LocalServer, startLocalServer } from './testing/local-server';
import { listTicketActivity } from './tickets';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/tickets/t1/comments': () => ({ json: { items: [], next_cursor: 'older' } }),
    'GET /api/tickets/t1/activity': () => ({ json: { items: [], next_cursor: null } }),
    'POST /api/tickets/t1/comments/c1/resolve': () => ({
      json: aComment({ resolved_at: '2026-01-01T00:00:00Z' }),
    }),
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

describe('comments that point', () => {
  it("asks for one recording's comments", async () => {
    await listComments(client(), 't1', { video_uid: 'v1' });
    expect(Object.fromEntries(server.hits('/api/tickets/t1/comments')[0]?.query ?? [])).toEqual({
      video_uid: 'v1',
    });
  });

  it('sends the anchor as JSON and the visibility before the files', () => {
    const form = commentForm({
      body: 'Here',
      anchor: { kind: 'pin', image_uid: 'i1', x: 0.5, y: 0.25 },
      visibility: 'shared',
      files: [new File(['x'], 'a.txt')],
    });
    expect([...form.keys()]).toEqual(['body', 'anchor', 'visibility', 'files']);
    expect(JSON.parse(String(form.get('anchor')))).toEqual({ kind: 'pin', image_uid: 'i1', x: 0.5, y: 0.25 });
  });

  it('resolves a thread', async () => {
    const resolved = await setCommentResolved(client(), 't1', 'c1', true);
    expect(resolved.resolved_at).toBe('2026-01-01T00:00:00Z');
  });
});
