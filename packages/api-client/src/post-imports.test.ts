import type { PostImport } from '@expertos/domain/post-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { startPostImport } from './post-imports';
import { type LocalServer, startLocalServer } from './testing/local-server';

const started: PostImport = {
  uid: 'i1',
  project_id: 'p1',
  status: 'previewing',
  job_id: 'j1',
  progress: { done: 0, total: 1, message: 'Fetching previews' },
  error: null,
  rows: [],
  skipped: [],
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
};

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    'POST /api/projects/p1/post-imports': () => ({ status: 201, json: started }),
  });
});
afterAll(() => server.close());

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('POST /projects/{id}/post-imports', () => {
  it('sends a picked file as its bytes, as CSV, whatever type the browser gave it', async () => {
    const file = new Blob(['\uFEFFurl\r\nhttps://a.example.com/1\r\n'], { type: 'application/vnd.ms-excel' });
    expect(await startPostImport(client(), 'p1', file)).toEqual(started);
    const [hit] = server.hits('/api/projects/p1/post-imports');
    expect(hit?.headers['content-type']).toBe('text/csv');
    expect(hit?.headers.authorization).toBe('Bearer tok');
    expect(hit?.body).toBe('\uFEFFurl\r\nhttps://a.example.com/1\r\n');
  });

  it('sends pasted links as plain text', async () => {
    await startPostImport(client(), 'p1', 'https://a.example.com/1\nhttps://a.example.com/2');
    const hit = server.hits('/api/projects/p1/post-imports').at(-1);
    expect(hit?.headers['content-type']).toBe('text/plain');
    expect(hit?.body).toBe('https://a.example.com/1\nhttps://a.example.com/2');
  });
});
