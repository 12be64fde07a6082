import { PROJECT_COVER_MAX_BYTES } from '@expertos/domain/project.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import {
  addProjectUser,
  createProject,
  deleteProject,
  getProject,
  getProjectBySlug,
  grantProjectAccess,
  listAllProjects,
  listProjects,
  listProjectUsers,
  removeProjectUser,
  requestProjectAccess,
  updateProject,
  uploadProjectCover,
} from './projects';
import { projectReply } from './testing/fixtures';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const hidden = { ...projectReply, uid: 'p2', name: 'Secret', slug: 'secret', has_permission: false };
const person = {
  member_uid: 'm2',
  email: 'grace@example.com',
  name: 'Grace',
  role: 'member',
  access: 'granted',
};

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/workspaces/w1/projects': () => ({ json: [projectReply] }),
    'GET /api/workspaces/w1/projects/all': () => ({ json: [projectReply, hidden] }),
    'POST /api/workspaces/w1/projects': (req) => ({
      status: 201,
      json: { ...projectReply, ...JSON.parse(req.body), slug: 'acme-2' },
    }),
    'GET /api/workspaces/w1/projects/p1': () => ({ json: projectReply }),
    'GET /api/workspaces/w1/projects/by-slug/acme': () => ({ json: projectReply }),
    'GET /api/workspaces/w1/projects/by-slug/secret': () => ({
      status: 403,
      json: { code: 'forbidden', message: 'x' },
    }),
    'PUT /api/workspaces/w1/projects/p1': (req) => ({ json: { ...projectReply, ...JSON.parse(req.body) } }),
    'DELETE /api/workspaces/w1/projects/p1': () => ({ json: { ok: true } }),
    'POST /api/workspaces/w1/projects/p1/cover': async (req) => {
      const form = await new Response(req.body, {
        headers: { 'content-type': String(req.headers['content-type']) },
      }).formData();
      const file = form.get('file');
      if (!(file instanceof File)) return { status: 400, json: { code: 'validation_error', message: 'x' } };
      if (file.size > PROJECT_COVER_MAX_BYTES) {
        return { status: 413, json: { code: 'attachment_too_large', message: 'x' } };
      }
      return { json: { ...projectReply, cover_url: `/media/${file.name}` } };
    },
    'GET /api/workspaces/w1/projects/p1/users': () => ({ json: [person] }),
    'POST /api/workspaces/w1/projects/p1/users': (req) => ({
      status: 201,
      json: { ...person, ...JSON.parse(req.body) },
    }),
    'DELETE /api/workspaces/w1/projects/p1/users/m2': () => ({ json: { ok: true } }),
    'POST /api/workspaces/w1/projects/p2/access-requests': () => ({ json: { access_requested: true } }),
    'POST /api/workspaces/w1/projects/p1/users/m2/grant': () => ({ json: person }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('brands of a workspace', () => {
  it('lists the visible brands, and every brand for requesting access', async () => {
    await expect(listProjects(client(), 'w1')).resolves.toEqual([projectReply]);
    const all = await listAllProjects(client(), 'w1');
    expect(all.map((project) => [project.slug, project.has_permission])).toEqual([
      ['acme', true],
      ['secret', false],
    ]);
  });

  it('creates one from name, site and phase; the server picks the slug', async () => {
    const body = { name: 'Acme', shopify_site: 'https://acme.example.com', phase: 'sales' as const };
    const created = await createProject(client(), 'w1', body);
    expect(created).toMatchObject({ ...body, slug: 'acme-2' });
    expect(JSON.parse(server.hits('/api/workspaces/w1/projects')[0]?.body ?? '')).toEqual(body);
  });

  it('reads one by id and by slug; a brand out of reach is a 403', async () => {
    await expect(getProject(client(), 'w1', 'p1')).resolves.toEqual(projectReply);
    await expect(getProjectBySlug(client(), 'w1', 'acme')).resolves.toEqual(projectReply);
    await expect(getProjectBySlug(client(), 'w1', 'secret')).rejects.toMatchObject({ status: 403 });
  });

  it('updates and deletes', async () => {
    await expect(updateProject(client(), 'w1', 'p1', { phase: 'inactive' })).resolves.toMatchObject({
      phase: 'inactive',
    });
    await expect(deleteProject(client(), 'w1', 'p1')).resolves.toEqual({ ok: true });
  });
});

describe('POST …/projects/{projectId}/cover', () => {
  it('uploads the image as multipart field "file"', async () => {
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    await expect(uploadProjectCover(client(), 'w1', 'p1', file)).resolves.toMatchObject({
      cover_url: '/media/cover.png',
    });
    const [hit] = server.hits('/api/workspaces/w1/projects/p1/cover');
    expect(hit?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('fails with attachment_too_large over the limit', async () => {
    const big = new File([new Uint8Array(PROJECT_COVER_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(uploadProjectCover(client(), 'w1', 'p1', big)).rejects.toMatchObject({
      status: 413,
      code: 'attachment_too_large',
    });
  });
});

describe('people of a brand', () => {
  it('lists, adds, grants and removes', async () => {
    await expect(listProjectUsers(client(), 'w1', 'p1')).resolves.toEqual([person]);
    await expect(
      addProjectUser(client(), 'w1', 'p1', { member_uid: 'm2', role: 'admin' }),
    ).resolves.toMatchObject({
      role: 'admin',
    });
    await expect(grantProjectAccess(client(), 'w1', 'p1', 'm2')).resolves.toMatchObject({
      access: 'granted',
    });
    await expect(removeProjectUser(client(), 'w1', 'p1', 'm2')).resolves.toEqual({ ok: true });
  });

  it('requests access to a brand', async () => {
    await expect(requestProjectAccess(client(), 'w1', 'p2')).resolves.toEqual({ access_requested: true });
  });
});
