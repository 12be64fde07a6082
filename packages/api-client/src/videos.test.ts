import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { type LocalServer, startLocalServer } from './testing/local-server';
import {
  attachVideo,
  extractScenes,
  extractScript,
  getPlayback,
  listTicketVideos,
  setVideoShared,
  trimVideo,
} from './videos';

let server: LocalServer;
const video = {
  uid: 'v1',
  project_uid: 'p1',
  ticket_uid: 't1',
  content_type: 'video/webm',
  size: 1000,
  received: 1000,
  status: 'ready',
  duration_ms: 4000,
  shared: false,
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
};
const playback = {
  uid: 'v1',
  status: 'ready',
  content_type: 'video/webm',
  size: 1000,
  duration_ms: 4000,
  shared: false,
  file_url: '/api/videos/v1/file?token=1.x',
  poster_url: null,
  ticket: { uid: 't1', title: 'Explain the bug', project_slug: 'acme' },
  can_share: true,
  created_at: '2026-11-28T10:00:00.000Z',
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/play/v1': () => ({ json: playback }),
    'GET /api/play/private': () => ({
      status: 401,
      json: { code: 'unauthorized', message: 'You are not authorized to access this resource.' },
    }),
    'PATCH /api/videos/v1': () => ({ json: { ...video, shared: true } }),
    'PUT /api/videos/v1/ticket': () => ({ json: { ...video, ticket_uid: 't2' } }),
    'POST /api/videos/v1/trim': () => ({ json: { ...video, duration_ms: 2000 } }),
    'GET /api/tickets/t1/videos': () => ({ json: { items: [video] } }),
    'POST /api/tickets/t1/videos/v1/scenes': () => ({ json: { scenes: 3 } }),
    'POST /api/tickets/t1/videos/v1/script': () => ({
      status: 422,
      json: { code: 'video_no_audio', message: 'No speech could be heard in this recording.' },
    }),
  });
});
afterAll(() => server.close());

describe('the recording calls', () => {
  const client = () => createApiClient({ baseUrl: `${server.origin}/api` });

  it('reads a player page, and fails an unshared one for a visitor with the 401', async () => {
    expect(await getPlayback(client(), 'v1')).toEqual(playback);
    await expect(getPlayback(client(), 'private')).rejects.toMatchObject({ status: 401 });
  });

  it('shares, attaches and trims with the bodies the server reads', async () => {
    expect(await setVideoShared(client(), 'v1', true)).toMatchObject({ shared: true });
    expect(server.hits('/api/videos/v1')[0]?.body).toBe('{"shared":true}');
    expect(await attachVideo(client(), 'v1', 't2')).toMatchObject({ ticket_uid: 't2' });
    expect(server.hits('/api/videos/v1/ticket')[0]?.body).toBe('{"ticket_uid":"t2"}');
    expect(await trimVideo(client(), 'v1', { start_ms: 0, end_ms: 2000 })).toMatchObject({
      duration_ms: 2000,
    });
    expect(server.hits('/api/videos/v1/trim')[0]?.body).toBe('{"start_ms":0,"end_ms":2000}');
  });

  it("lists a ticket's recordings", async () => {
    expect(await listTicketVideos(client(), 't1')).toEqual([video]);
  });

  it("extracts a recording's scenes, and reports why a script could not be made", async () => {
    expect(await extractScenes(client(), 't1', 'v1')).toEqual({ scenes: 3 });
    await expect(extractScript(client(), 't1', 'v1')).rejects.toMatchObject({
      status: 422,
      code: 'video_no_audio',
    });
  });
});
