import { teamFilterQuery } from '@expertos/domain/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { listTeam, removeMember, updateMember } from './team';
import { memberReply } from './testing/fixtures';
import { type LocalServer, startLocalServer } from './testing/local-server';

let server: LocalServer;
const invited = { ...memberReply, uid: 'inv1', status: 'invited', invite_uid: 'inv1' };

beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/workspaces/w1/users/all': () => ({
      json: { members: [memberReply, invited], seats: { claimed: 1, pending: 1 } },
    }),
    'PUT /api/workspaces/w1/users/m2': (req) => ({ json: { ...memberReply, ...JSON.parse(req.body) } }),
    'PUT /api/workspaces/w1/users/m1': () => ({
      status: 409,
      json: { code: 'workspace_min_one', message: 'You must have at least 1 admin on this workspace.' },
    }),
    'DELETE /api/workspaces/w1/users/m2': () => ({ json: { ok: true } }),
    'DELETE /api/workspaces/w1/users/m1': () => ({
      status: 409,
      json: { code: 'workspace_last_user', message: 'You cannot remove the last user of a workspace.' },
    }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('GET /workspaces/{id}/users/all', () => {
  it('answers members, open invites and seats', async () => {
    const team = await listTeam(client(), 'w1');
    expect(team.members.map((member) => member.status)).toEqual(['joined', 'invited']);
    expect(team.seats).toEqual({ claimed: 1, pending: 1 });
  });

  it("sends only the filters worth sending: no 'All', the search lower-cased", async () => {
    await listTeam(client(), 'w1', teamFilterQuery({ role: 'All', status: 'invited', search: '  GRACE ' }));
    const [hit] = server.hits('/api/workspaces/w1/users/all');
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({ status: 'invited', search: 'grace' });
  });

  it('sends no query at all without filters', async () => {
    await listTeam(client(), 'w1', teamFilterQuery({ role: 'All', status: 'All', search: '' }));
    expect(server.hits('/api/workspaces/w1/users/all')[0]?.query.toString()).toBe('');
  });
});

describe('PUT /workspaces/{id}/users/{memberUid}', () => {
  it('sends role and brands and answers the member', async () => {
    const change = { role: 'external' as const, project_uids: ['p1', 'p2'] };
    await expect(updateMember(client(), 'w1', 'm2', change)).resolves.toMatchObject(change);
    expect(JSON.parse(server.hits('/api/workspaces/w1/users/m2')[0]?.body ?? '')).toEqual(change);
  });

  it('fails with workspace_min_one for the last admin', async () => {
    await expect(updateMember(client(), 'w1', 'm1', { role: 'member' })).rejects.toMatchObject({
      code: 'workspace_min_one',
    });
  });
});

describe('DELETE /workspaces/{id}/users/{memberUid}', () => {
  it('removes a member, and fails with workspace_last_user for the last one', async () => {
    await expect(removeMember(client(), 'w1', 'm2')).resolves.toEqual({ ok: true });
    await expect(removeMember(client(), 'w1', 'm1')).rejects.toMatchObject({
      status: 409,
      code: 'workspace_last_user',
    });
  });
});
