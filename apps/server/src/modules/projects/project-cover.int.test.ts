import fs from 'node:fs';
import path from 'node:path';
import { projectSchema } from '@expertos/domain/project.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.js';
import type { TestPerson } from '../../test/workspace-fixtures.js';
import { type BrandWorld, createBrandTestContext, type Persona } from './projects.fixtures.js';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

async function multipart(data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe('brand cover: POST …/projects/{projectId}/cover, GET /api/media/covers/…', () => {
  let ctx: TestContext;
  let people: Record<Persona, TestPerson>;
  let world: BrandWorld;
  let buildWorld: () => Promise<BrandWorld>;

  const coverUrl = () => `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/cover`;
  const upload = async (persona: Persona, data: Buffer, filename = 'cover.png', type = 'image/png') => {
    const { payload, contentType } = await multipart(data, filename, type);
    return ctx.app.inject({
      method: 'POST',
      url: coverUrl(),
      payload,
      headers: { ...people[persona].headers, 'content-type': contentType },
    });
  };
  const mediaFile = (url: string) => path.join(ctx.dataDir, 'media', url.replace('/api/media/', ''));

  beforeAll(async () => {
    ({ ctx, people, buildWorld } = await createBrandTestContext());
  });
  beforeEach(async () => {
    world = await buildWorld();
  });
  afterAll(() => ctx.close());

  it('stores a cover, serves it publicly, and replaces it on the next upload', async () => {
    const first = await upload('owner', PNG_1X1);
    expect(first.statusCode).toBe(200);
    const firstUrl = projectSchema.parse(first.json()).cover_url!;
    expect(firstUrl).toMatch(/^\/api\/media\/covers\/[0-9a-f-]{36}\.png$/);

    const image = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    const second = await upload('owner', GIF_HEADER, 'cover.gif', 'image/gif');
    const secondUrl = second.json().cover_url as string;
    expect(secondUrl).toMatch(/\.gif$/);
    expect((await ctx.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    const project = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
      headers: people.member.headers,
    });
    expect(project.json().cover_url).toBe(secondUrl);
  });

  it('judges a cover by its bytes, not by what the client claims', async () => {
    const res = await upload('owner', Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('refuses a cover over 5 MB with 413 attachment_too_large', async () => {
    const res = await upload('owner', Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('attachment_too_large');
  });

  it('refuses a project member who is not project admin (403), and a body that is not multipart (415)', async () => {
    expect((await upload('member', PNG_1X1)).statusCode).toBe(403);
    const json = await ctx.app.inject({
      method: 'POST',
      url: coverUrl(),
      payload: { file: 'x' },
      headers: people.owner.headers,
    });
    expect(json.statusCode).toBe(415);
  });

  it('deletes the cover file with the brand', async () => {
    const url = (await upload('owner', PNG_1X1)).json().cover_url as string;
    expect(fs.existsSync(mediaFile(url))).toBe(true);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
      headers: people.owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(mediaFile(url))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('serves only media keys we made (no other folder, no path tricks)', async () => {
    for (const url of [
      '/api/media/secrets/00000000-0000-4000-8000-000000000000.png',
      '/api/media/covers/..%2F..%2Fauth-secret',
      '/api/media/covers/not-a-uuid.png',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
