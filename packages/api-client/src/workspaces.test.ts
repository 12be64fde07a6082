import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { workspaceReply } from './testing/fixtures';
import { type LocalServer, startLocalServer } from './testing/local-server';
import {
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  updateWorkspace,
} from './workspaces';

let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/workspaces': () => ({
      json: [
        { workspaces: { ...workspaceReply, secret: 'x' }, role: 'admin', status: 'joined', member_uid: 'm1' },
      ],
    }),
    'POST /api/workspaces': (req) => ({ status: 201, json: { ...workspaceReply, ...JSON.parse(req.body) } }),
    'GET /api/workspaces/w%201': () => ({ json: workspaceReply }),
    'PUT /api/workspaces/w1': (req) => ({ json: { ...workspaceReply, ...JSON.parse(req.body) } }),
    'DELETE /api/workspaces/w1': () => ({ json: { ok: true } }),
    'DELETE /api/workspaces/only': () => ({
      status: 409,
      json: { code: 'workspace_no_delete', message: 'You cannot delete your only workspace.' },
    }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('GET /workspaces', () => {
  it('answers the list items with their workspace and membership, unknown fields dropped', async () => {
    await expect(listWorkspaces(client())).resolves.toEqual([
      { workspaces: workspaceReply, role: 'admin', status: 'joined', member_uid: 'm1' },
    ]);
    expect(server.hits('/api/workspaces')[0]?.headers.authorization).toBe('Bearer tok');
  });
});

describe('POST /workspaces', () => {
  it('sends name and industry as JSON and answers the workspace', async () => {
    const body = { name: 'New Co', industry: 'Fashion' as const };
    await expect(createWorkspace(client(), body)).resolves.toMatchObject(body);
    expect(JSON.parse(server.hits('/api/workspaces')[0]?.body ?? '')).toEqual(body);
  });
});

describe('GET, PUT and DELETE /workspaces/{id}', () => {
  it('encodes the id in the path', async () => {
    await expect(getWorkspace(client(), 'w 1')).resolves.toEqual(workspaceReply);
  });

  it('updates the given fields', async () => {
    await expect(updateWorkspace(client(), 'w1', { name: 'Renamed' })).resolves.toMatchObject({
      name: 'Renamed',
    });
  });

  it('deletes, and fails with the catalogue code when refused', async () => {
    await expect(deleteWorkspace(client(), 'w1')).resolves.toEqual({ ok: true });
    await expect(deleteWorkspace(client(), 'only')).rejects.toMatchObject({
      status: 409,
      code: 'workspace_no_delete',
    });
  });
});
