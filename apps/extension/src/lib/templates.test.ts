import { createApiClient } from '@expertos/api-client/client';
import { type LocalServer, startLocalServer } from '@expertos/api-client/testing/local-server';
import { type Template, templateBodySchema } from '@expertos/domain/templates';
import { aTicket } from '@expertos/domain/testing/tickets';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translate';
import {
  createdTitle,
  filterTemplates,
  listTemplates,
  PAGE_URL_MAX,
  templatePage,
  templateRow,
  ticketFromTemplate,
} from './templates';

/** A template as the API answers it; the body filled by the domain's own defaults. */
function aTemplate(uid: string, name: string, summary: string, scope: Template['scope'] = 'brand'): Template {
  return {
    uid,
    scope,
    workspace_uid: 'w1',
    project_uid: scope === 'brand' ? 'p1' : null,
    name,
    body: templateBodySchema.parse({ summary }),
    uses: 0,
    created_by: null,
    created: '2030-01-01T00:00:00.000Z',
    updated: '2030-01-01T00:00:00.000Z',
  };
}

const REVIEW = aTemplate('tpl1', 'Page review', 'Review: {title}');
const WEEKLY = aTemplate('tpl2', 'Weekly reel', 'Reel for week {week}', 'workspace');
const ASSIGNEE_GONE =
  "The template's assignee can no longer work on this brand's tickets, so it was left unassigned.";
const TAB = { title: 'Matcha news', url: 'https://shop.example/matcha?ref=popup' };
const t = translator('en');

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer({
    'GET /api/projects/p1/templates': () => ({ json: { items: [REVIEW, WEEKLY] } }),
    'GET /api/projects/p2/templates': () => ({ json: { items: [] } }),
    'POST /api/projects/p1/templates/tpl1/tickets': (request) => {
      const { page } = JSON.parse(request.body) as { page: { title: string } };
      return {
        status: 201,
        json: { ticket: aTicket({ id: 12, uid: 't12', summary: `Review: ${page.title}` }), notices: [] },
      };
    },
    'POST /api/projects/p1/templates/tpl2/tickets': () => ({
      status: 201,
      json: { ticket: aTicket({ id: 13, uid: 't13' }), notices: [ASSIGNEE_GONE] },
    }),
    'POST /api/projects/p1/templates/gone/tickets': () => ({
      status: 404,
      json: { code: 'not_found', message: 'This template is no longer there.' },
    }),
    'POST /api/projects/p1/templates/paid/tickets': () => ({
      status: 400,
      json: { code: 'validation_error', message: 'La marca ya no tiene el pilar «Recetas».' },
    }),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: `${server.origin}/api`, tokens: { getToken: async () => 'tok' } });

describe('the popup’s template picker', () => {
  it("lists the brand's templates and its workspace's, a workspace one saying so", async () => {
    const items = await listTemplates(client(), 'p1');
    expect(items.map((item) => item.name)).toEqual(['Page review', 'Weekly reel']);
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/api/projects/p1/templates' });
    expect(server.seen[0]!.headers.authorization).toBe('Bearer tok');
    expect(items.map((item) => templateRow(item, t))).toEqual([
      { uid: 'tpl1', name: 'Page review', description: 'Review: {title}' },
      { uid: 'tpl2', name: 'Weekly reel', description: 'Workspace template · Reel for week {week}' },
    ]);
  });

  it('lists nothing for a brand without templates: the popup shows its empty state', async () => {
    expect(await listTemplates(client(), 'p2')).toEqual([]);
    expect(t('templates.empty')).toContain('Ask a brand admin to save one from a ticket');
  });

  it('searches by name and summary, every word, any case', () => {
    expect(filterTemplates([REVIEW, WEEKLY], '').map((item) => item.uid)).toEqual(['tpl1', 'tpl2']);
    expect(filterTemplates([REVIEW, WEEKLY], 'REEL week').map((item) => item.uid)).toEqual(['tpl2']);
    expect(filterTemplates([REVIEW, WEEKLY], 'review').map((item) => item.uid)).toEqual(['tpl1']);
    expect(filterTemplates([REVIEW, WEEKLY], 'nothing')).toEqual([]);
  });

  it("posts the tab's title and address, which fill {title} and {url}, and shows the ticket's number", async () => {
    const outcome = await ticketFromTemplate(client(), 'p1', 'tpl1', TAB, 'en');
    const [post] = server.hits('/api/projects/p1/templates/tpl1/tickets');
    expect(post!.method).toBe('POST');
    expect(JSON.parse(post!.body)).toEqual({ page: TAB });
    expect(outcome).toMatchObject({ ok: true, path: '/brand/acme/tasks/t12', notices: [] });
    if (!outcome.ok) throw new Error('not made');
    expect(outcome.ticket.summary).toBe('Review: Matcha news');
    expect(createdTitle(t, outcome.ticket)).toBe('Ticket #12 created');
    expect(createdTitle(translator('de'), outcome.ticket)).toBe('Ticket #12 erstellt');
  });

  it('shows what could not be done as the template asked', async () => {
    const outcome = await ticketFromTemplate(client(), 'p1', 'tpl2', TAB, 'en');
    expect(outcome).toMatchObject({ ok: true, notices: [ASSIGNEE_GONE] });
  });

  it("shows a refusal in the server's own words", async () => {
    expect(await ticketFromTemplate(client(), 'p1', 'gone', TAB, 'en')).toEqual({
      ok: false,
      error: 'This template is no longer there.',
    });
    // The server writes in the extension's language (Accept-Language): said as it came.
    expect(await ticketFromTemplate(client(), 'p1', 'paid', TAB, 'es')).toEqual({
      ok: false,
      error: 'La marca ya no tiene el pilar «Recetas».',
    });
    expect(translator('es')('templates.failed', { reason: 'x' })).toBe('No se creó el ticket: x');
  });

  it('sends an empty page without a tab, and cuts an address to what the server takes', () => {
    expect(templatePage(null)).toEqual({ title: '', url: '' });
    const long = templatePage({ title: 'Long', url: `https://shop.example/${'a'.repeat(3000)}` });
    expect(long.url).toHaveLength(PAGE_URL_MAX);
  });
});
