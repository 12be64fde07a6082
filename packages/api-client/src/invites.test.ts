import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { acceptInvite, createInvite, declineInvite, getInvite, listMyInvites, revokeInvite } from './invites';
import { inviteReply } from './testing/fixtures';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
let tokenAsked = 0;

beforeAll(async () => {
  server = await startLocalServer({
    'POST /api/workspaces/w1/invites': (req) => {
      const body = JSON.parse(req.body);
      if (body.email === 'taken@example.com') {
        return { status: 409, json: { code: 'user_already_invited', message: 'x' } };
      }
      return { status: 201, json: { ...inviteReply, email: body.email, role: body.role } };
    },
    'DELETE /api/workspaces/w1/invites/inv1': () => ({ json: { ok: true } }),
    'GET /api/invites/inv1': () => ({ json: inviteReply }),
    'GET /api/invites/gone': () => ({ status: 404, json: { code: 'invite_not_found', message: 'x' } }),
    'GET /api/invites/old': () => ({ status: 410, json: { code: 'invite_expired', message: 'x' } }),
    'POST /api/invites/inv1/accept': () => ({ json: { workspace_uid: 'w1' } }),
    'POST /api/invites/inv1/decline': () => ({ json: { ok: true } }),
    'GET /api/me/invites': () => ({ json: [inviteReply] }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
  tokenAsked = 0;
});

const client = () =>
  createApiClient({
    baseUrl: `${server.origin}/api`,
    tokens: {
      getToken: async () => {
        tokenAsked += 1;
        return 'tok';
      },
    },
  });

describe('POST /workspaces/{id}/invites', () => {
  it('sends e-mail, role and brands and answers the invite', async () => {
    const body = { email: 'grace@example.com', role: 'member' as const, project_uids: ['p1'] };
    await expect(createInvite(client(), 'w1', body)).resolves.toMatchObject({ email: 'grace@example.com' });
    expect(JSON.parse(server.hits('/api/workspaces/w1/invites')[0]?.body ?? '')).toEqual(body);
  });

  it('fails with user_already_invited', async () => {
    await expect(
      createInvite(client(), 'w1', { email: 'taken@example.com', role: 'member', project_uids: [] }),
    ).rejects.toMatchObject({ status: 409, code: 'user_already_invited' });
  });
});

describe('DELETE /workspaces/{id}/invites/{inviteUid}', () => {
  it('revokes', async () => {
    await expect(revokeInvite(client(), 'w1', 'inv1')).resolves.toEqual({ ok: true });
  });
});

describe('GET /invites/{inviteUid}', () => {
  it('is public: sent without a token, which is never asked for', async () => {
    await expect(getInvite(client(), 'inv1')).resolves.toEqual(inviteReply);
    expect(server.hits('/api/invites/inv1')[0]?.headers).not.toHaveProperty('authorization');
    expect(tokenAsked).toBe(0);
  });

  it('fails with invite_not_found and invite_expired', async () => {
    await expect(getInvite(client(), 'gone')).rejects.toMatchObject({
      status: 404,
      code: 'invite_not_found',
    });
    await expect(getInvite(client(), 'old')).rejects.toMatchObject({ status: 410, code: 'invite_expired' });
  });
});

describe('accept, decline and GET /me/invites', () => {
  it('accepts with the bearer token and answers the workspace to switch to', async () => {
    await expect(acceptInvite(client(), 'inv1')).resolves.toEqual({ workspace_uid: 'w1' });
    expect(server.hits('/api/invites/inv1/accept')[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('declines', async () => {
    await expect(declineInvite(client(), 'inv1')).resolves.toEqual({ ok: true });
  });

  it("lists the caller's invites", async () => {
    await expect(listMyInvites(client())).resolves.toEqual([inviteReply]);
  });
});
