import { AVATAR_MAX_BYTES } from '@expertos/domain/profile.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { getMe, updateMe, uploadAvatar } from './profile';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const profile = {
  id: 'u1',
  email: 'ada@example.com',
  email_verified: true,
  name: 'Ada',
  avatar_url: null,
  job_title: null,
  industry: null,
  skills: [],
  language: null,
  time_zone: 'Europe/Berlin',
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/me': () => ({ json: { ...profile, password_hash: 'never' } }),
    'PUT /api/me': (req) => ({ json: { ...profile, ...JSON.parse(req.body) } }),
    'POST /api/me/avatar': async (req) => {
      const form = await new Response(req.body, {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      const file = form.get('file');
      if (!(file instanceof File)) return { status: 400, json: { code: 'validation_error', message: 'x' } };
      if (file.size > AVATAR_MAX_BYTES) {
        return {
          status: 413,
          json: { code: 'attachment_too_large', message: 'A file can be at most 5 MB.' },
        };
      }
      return { json: { ...profile, avatar_url: `/media/${file.name}?type=${file.type}` } };
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('GET /me', () => {
  it('answers the profile parsed by the domain schema, with the bearer token', async () => {
    await expect(getMe(client())).resolves.toEqual(profile);
    expect(server.hits('/api/me')[0]?.headers.authorization).toBe('Bearer tok');
  });
});

describe('PUT /me', () => {
  it('sends the changed fields as JSON', async () => {
    const change = { name: 'Ada L.', industry: 'Media' as const, skills: ['Editor'] };
    await expect(updateMe(client(), change)).resolves.toMatchObject(change);
    expect(JSON.parse(server.hits('/api/me')[0]?.body ?? '')).toEqual(change);
  });
});

describe('POST /me/avatar', () => {
  it('uploads the file as multipart field "file", with the bearer token', async () => {
    const file = new File(['png bytes'], 'me.png', { type: 'image/png' });

    const reply = await uploadAvatar(client(), file);

    expect(reply.avatar_url).toBe('/media/me.png?type=image/png');
    const [hit] = server.hits('/api/me/avatar');
    expect(hit?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(hit?.headers.authorization).toBe('Bearer tok');
  });

  it('names a bare Blob', async () => {
    const reply = await uploadAvatar(client(), new Blob(['x'], { type: 'image/webp' }), {
      filename: 'a.webp',
    });
    expect(reply.avatar_url).toBe('/media/a.webp?type=image/webp');
  });

  it('fails with attachment_too_large for a file over the limit', async () => {
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(uploadAvatar(client(), big)).rejects.toMatchObject({
      status: 413,
      code: 'attachment_too_large',
    });
  });
});
