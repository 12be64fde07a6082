import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { fetchFile } from './files';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/tickets/t1/images/i1/file': (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      return 'handled';
    },
    'GET /api/tickets/t1/comments/c1/files/f1': () => ({
      status: 404,
      json: { code: 'not_found', message: 'Gone' },
    }),
  });
});
afterAll(() => server.close());

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('fetchFile', () => {
  it('fetches the file at the API-given url (its /api prefix is the base) with the bearer token', async () => {
    const blob = await fetchFile(client(), '/api/tickets/t1/images/i1/file');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(server.hits('/api/tickets/t1/images/i1/file')[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('fails like any call when the file is gone', async () => {
    await expect(fetchFile(client(), '/api/tickets/t1/comments/c1/files/f1')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});
