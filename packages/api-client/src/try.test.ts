import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';
import { claimTryDraft, createTryDraft, getTryDraft } from './try';

let server: LocalServer;
const draft = {
  uid: 'd1',
  brand_name: 'Leaf',
  handle: null,
  source: 'template',
  voice: { description: 'Warm.', tone: ['warm'], do_say: [], dont_say: [] },
  pillars: [
    { name: 'A', why: '' },
    { name: 'B', why: '' },
    { name: 'C', why: '' },
  ],
  audience: { name: 'Leaf followers', description: '', interests: [] },
  created_at: '2026-11-27T10:00:00.000Z',
  expires_at: '2026-11-28T10:00:00.000Z',
};

beforeAll(async () => {
  server = await startLocalServer({
    'POST /api/try/drafts': () => ({ status: 201, json: draft }),
    'GET /api/try/drafts/d1': () => ({ json: draft }),
    'GET /api/try/drafts/gone': () => ({
      status: 404,
      json: { code: 'try_draft_not_found', message: 'This draft has expired.' },
    }),
    'POST /api/projects/p1/try-draft': () => ({
      json: { voice_uid: 'v1', audience_uid: 'a1', content_pillars: ['A', 'B', 'C'] },
    }),
  });
});
afterAll(() => server.close());

describe('the /try calls', () => {
  const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

  it('makes and reads a draft without an account', async () => {
    expect(await createTryDraft(client(), { brand_name: 'Leaf' })).toEqual(draft);
    expect(server.hits('/api/try/drafts')[0]?.body).toBe('{"brand_name":"Leaf"}');
    expect(await getTryDraft(client(), 'd1')).toEqual(draft);
    await expect(getTryDraft(client(), 'gone')).rejects.toMatchObject({
      code: 'try_draft_not_found',
      status: 404,
    });
  });

  it('claims a draft into a brand', async () => {
    expect(await claimTryDraft(client(), 'p1', 'd1')).toMatchObject({ voice_uid: 'v1' });
    expect(server.hits('/api/projects/p1/try-draft')[0]?.body).toBe('{"draft_uid":"d1"}');
  });
});
