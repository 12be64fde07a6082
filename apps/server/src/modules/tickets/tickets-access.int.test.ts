import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkedRoutes } from '../../platform/access.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type Method, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

const NO_ID = '00000000-0000-4000-8000-000000000000';

describe('who may use the tickets API', () => {
  let t: Context;
  let world: TicketWorld;
  let ticketUid: string;
  let hiddenTicketUid: string;

  /** Every tickets route but the public read of a shared ticket. */
  // The tickets module's own routes; comments, follow, time tracking, the integrations'
  // deliveries, sends and Jira links, presence, publishing's publications and the evergreen queue under
  // /tickets/{ticketId} have access tests of their own (and all are in the authorization matrix).
  const OTHER_MODULES =
    /\/tickets\/:ticketId\/(comments|follow|timetracking|deliveries|send|jira|presence|publications|publishing|approval|versions|evergreen|content-series)/;
  const ticketRoutes = () =>
    checkedRoutes(t.ctx.app.routeDeclarations)
      .filter(
        ({ url, options }) =>
          url.includes('/tickets') &&
          !OTHER_MODULES.test(url) &&
          // A template's tickets are made by the templates module (its own access tests).
          !url.includes('/templates/') &&
          options.config?.access !== 'public',
      )
      .map(({ method, url }) => ({ method: method as Method, url }));

  const fill = (url: string, place: { workspaceId: string; projectId: string; ticketId: string }) =>
    url
      .replace(':ticketId', place.ticketId)
      .replace(':imageId', NO_ID)
      .replace(':assetId', NO_ID)
      .replace(':videoId', NO_ID)
      .replace(':workspaceId', place.workspaceId)
      .replace(':projectId', place.projectId);

  const callAll = async (persona: Persona, place: Parameters<typeof fill>[1]) => {
    const answers: string[] = [];
    for (const { method, url } of ticketRoutes()) {
      const res = await t.call(
        persona,
        method,
        fill(url, place),
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      // The CSV export answers a file, not JSON.
      const code = String(res.headers['content-type']).includes('json') ? (res.json().code ?? '') : '';
      answers.push(`${method} ${url} → ${res.statusCode} ${code}`);
    }
    return answers;
  };

  beforeAll(async () => {
    // Every route, as several callers: more than one client may send in a minute.
    t = await createTicketsTestContext({ env: { RATE_LIMIT_MAX: '100000' } });
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticketUid = (await t.createTicket('member', world.a.projectId, { summary: 'in the shared brand' })).uid;
    hiddenTicketUid = (await t.createTicket('admin', world.hiddenProjectId, { summary: 'hidden' })).uid;
  });
  afterAll(() => t.ctx.close());

  it('checks every route of the contract (api-client/src/tickets.ts)', () => {
    expect(
      ticketRoutes()
        .map(({ method, url }) => `${method} ${url}`)
        .sort(),
    ).toEqual(
      [
        'GET /api/workspaces/:workspaceId/tickets',
        'GET /api/workspaces/:workspaceId/tickets/counts',
        'GET /api/workspaces/:workspaceId/tickets/export',
        'GET /api/workspaces/:workspaceId/tickets/assignees',
        'GET /api/workspaces/:workspaceId/tickets/tags',
        'GET /api/workspaces/:workspaceId/tickets/milestones',
        'POST /api/workspaces/:workspaceId/tickets/bulk',
        'GET /api/projects/:projectId/tickets',
        'GET /api/projects/:projectId/tickets/counts',
        'GET /api/projects/:projectId/tickets/export',
        'POST /api/projects/:projectId/tickets',
        'GET /api/tickets/:ticketId',
        'PATCH /api/tickets/:ticketId',
        'DELETE /api/tickets/:ticketId',
        'GET /api/tickets/:ticketId/activity',
        'GET /api/tickets/:ticketId/calendar-event',
        'DELETE /api/tickets/:ticketId/calendar-event',
        'GET /api/tickets/:ticketId/brand-check',
        'POST /api/tickets/:ticketId/brand-check/ai',
        'GET /api/tickets/:ticketId/videos',
        'POST /api/tickets/:ticketId/videos/:videoId/scenes',
        'POST /api/tickets/:ticketId/videos/:videoId/script',
        'GET /api/tickets/:ticketId/images/:imageId/file',
        'POST /api/tickets/:ticketId/share',
        'DELETE /api/tickets/:ticketId/share',
        'POST /api/tickets/:ticketId/reference-images',
        'DELETE /api/tickets/:ticketId/reference-images/:imageId',
        // The ticket's assets from its brand's library (the assets module's routes, the ticket's access).
        'GET /api/tickets/:ticketId/assets',
        'POST /api/tickets/:ticketId/assets',
        'PATCH /api/tickets/:ticketId/assets/:assetId',
        'DELETE /api/tickets/:ticketId/assets/:assetId',
        // Its checklist (docs/product.md#checklists-and-subtasks).
        'GET /api/tickets/:ticketId/checklist',
        'POST /api/tickets/:ticketId/checklist',
        'PATCH /api/tickets/:ticketId/checklist/:itemId',
        'DELETE /api/tickets/:ticketId/checklist/:itemId',
        'PUT /api/tickets/:ticketId/checklist/order',
        'GET /api/tickets/tags/:projectId',
        'POST /api/tickets/tags/:projectId',
        'GET /api/tickets/milestones/:projectId',
        'POST /api/tickets/milestones/:projectId',
      ].sort(),
    );
  });

  it('refuses external users on every route (403), though they were given the brand', async () => {
    const answers = await callAll('external', {
      workspaceId: world.a.id,
      projectId: world.a.projectId,
      ticketId: ticketUid,
    });
    expect(answers.filter((line) => !line.endsWith('→ 403 forbidden'))).toEqual([]);
  });

  it('refuses a member of another workspace on every route (403)', async () => {
    const answers = await callAll('outsider', {
      workspaceId: world.a.id,
      projectId: world.a.projectId,
      ticketId: ticketUid,
    });
    expect(answers.filter((line) => !line.endsWith('→ 403 forbidden'))).toEqual([]);
  });

  it('refuses a member on every route of a brand they were not given (403)', async () => {
    const answers = await callAll('member', {
      workspaceId: world.a.id,
      projectId: world.hiddenProjectId,
      ticketId: hiddenTicketUid,
    });
    const brandRoutes = answers.filter((line) => !line.includes('/workspaces/'));
    expect(brandRoutes.length).toBeGreaterThan(10);
    expect(brandRoutes.filter((line) => !line.endsWith('→ 403 forbidden'))).toEqual([]);
  });

  it('lets a workspace admin into every brand, granted or not', async () => {
    const res = await t.call('admin', 'GET', `/api/tickets/${hiddenTicketUid}`);
    expect(res.statusCode).toBe(200);
    const list = await t.call('admin', 'GET', `/api/projects/${world.hiddenProjectId}/tickets`);
    expect(list.json().items).toHaveLength(1);
  });

  it('asks anonymous callers to sign in (401)', async () => {
    for (const { method, url } of ticketRoutes()) {
      const res = await t.call(
        'anonymous',
        method,
        fill(url, { workspaceId: world.a.id, projectId: world.a.projectId, ticketId: ticketUid }),
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows every tickets route in the API reference', async () => {
    const doc = (await t.ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const documented = Object.keys(doc.paths);
    for (const url of [
      '/api/tickets/{ticketId}',
      '/api/tickets/{ticketId}/shared/{token}',
      '/api/workspaces/{workspaceId}/tickets',
      '/api/projects/{projectId}/tickets',
      '/api/tickets/tags/{projectId}',
      '/api/tickets/{ticketId}/reference-images',
    ]) {
      expect(documented).toContain(url);
    }
    const list = doc.paths['/api/workspaces/{workspaceId}/tickets'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['status', 'tags', 'teamFilter', 'cursor', 'sort']),
    );
    expect(list.responses['200'].content['application/json'].schema.properties.items.type).toBe('array');
  });
});
