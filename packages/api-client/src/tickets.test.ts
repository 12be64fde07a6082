import { ticketListQuerySchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';
import {
  deleteTicket,
  exportTickets,
  getSharedTicket,
  listWorkspaceTickets,
  ticketListParams,
} from './tickets';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/workspaces/w1/tickets': () => ({ json: { items: [], next_cursor: null } }),
    'GET /api/projects/p1/tickets/export': () => ({
      text: '\uFEFFNumber,Summary\r\n1,Reel\r\n',
      contentType: 'text/csv; charset=utf-8',
    }),
    'DELETE /api/tickets/t1': () => ({ json: { ok: true } }),
    'GET /api/tickets/t1/shared/tok': () => ({
      status: 404,
      json: { code: 'not_found', message: 'Not found' },
    }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('ticketListParams', () => {
  it('joins multi-value filters with commas and leaves out empty ones', () => {
    expect(
      ticketListParams({
        tags: ['launch', 'video'],
        milestones: [],
        filter: '',
        ticket_type: ['post'],
        sort: 'due_date',
        limit: 50,
      }),
    ).toEqual({ tags: 'launch,video', ticket_type: 'post', sort: 'due_date', limit: 50 });
  });

  it('writes a query the server schema reads back to the same filters', () => {
    const params = ticketListParams({
      tags: ['launch', 'video'],
      teamFilter: ['unassigned'],
      status: 'done',
    });
    const read = ticketListQuerySchema.parse(params);
    expect(read).toMatchObject({ tags: ['launch', 'video'], teamFilter: ['unassigned'], status: 'done' });
  });
});

describe('GET /workspaces/{id}/tickets', () => {
  it('sends the filters as one comma-separated parameter each, with the bearer token', async () => {
    await listWorkspaceTickets(client(), 'w1', { post_platform: ['instagram', 'tiktok'], status: 'todo' });
    const [hit] = server.hits('/api/workspaces/w1/tickets');
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({
      post_platform: 'instagram,tiktok',
      status: 'todo',
    });
    expect(hit?.headers.authorization).toBe('Bearer tok');
  });
});

describe('GET /projects/{id}/tickets/export', () => {
  it('asks for the filters without a page size or cursor, and answers the file', async () => {
    const file = await exportTickets(
      client(),
      { projectId: 'p1' },
      { status: 'todo', limit: 50, cursor: 'c' },
    );
    expect(await file.text()).toContain('Number,Summary\r\n1,Reel');
    const [hit] = server.hits('/api/projects/p1/tickets/export');
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({ status: 'todo' });
  });
});

describe('GET /tickets/{id}/shared/{token}', () => {
  it('is called without a token (the visitor may be signed out) and rejects on 404', async () => {
    await expect(getSharedTicket(client(), 't1', 'tok')).rejects.toMatchObject({ status: 404 });
    const [hit] = server.hits('/api/tickets/t1/shared/tok');
    expect(hit?.headers.authorization).toBeUndefined();
  });
});

describe('DELETE /tickets/{id}', () => {
  it('says what becomes of the subtasks only when asked to', async () => {
    await deleteTicket(client(), 't1');
    await deleteTicket(client(), 't1', { subtasks: 'detach' });
    const [plain, detached] = server.hits('/api/tickets/t1');
    expect(Object.fromEntries(plain?.query ?? [])).toEqual({});
    expect(Object.fromEntries(detached?.query ?? [])).toEqual({ subtasks: 'detach' });
  });
});
