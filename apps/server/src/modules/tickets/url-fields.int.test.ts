import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<b>x</b>',
  'ftp://x.test/a',
];
const TICKET_LINKS = ['live_link', 'canva_url', 'drive_raw_link', 'drive_final_link'] as const;

/** Every link field accepts only http(s) URLs (httpUrlSchema): a javascript: link is a 400. */
describe('link fields accept only http(s) URLs', () => {
  let t: Context;
  let world: TicketWorld;

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());
  const putBrand = (payload: object) =>
    t.ctx.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
      headers: t.people.owner.headers,
      payload,
    });

  it('ticket links: refused on create and update, http(s) accepted', async () => {
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Links' });
    for (const field of TICKET_LINKS) {
      for (const link of UNSAFE) {
        const created = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
          summary: 'Bad link',
          [field]: link,
        });
        expect(created.statusCode, `${field} ${link}`).toBe(400);
        expect(created.json().code).toBe('validation_error');
        const updated = await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, { [field]: link });
        expect(updated.statusCode, `${field} ${link}`).toBe(400);
        expect(updated.json().code).toBe('validation_error');
      }
      const ok = await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, {
        [field]: 'http://example.com/a',
      });
      expect(ok.statusCode, field).toBe(200);
    }
  });

  it('the brand Shopify site: refused on create and update', async () => {
    for (const link of UNSAFE) {
      const created = await t.call('member', 'POST', `/api/workspaces/${world.a.id}/projects`, {
        name: 'Unsafe brand',
        shopify_site: link,
      });
      expect(created.statusCode, link).toBe(400);
      expect(created.json().code).toBe('validation_error');
      const updated = await putBrand({ shopify_site: link });
      expect(updated.statusCode, link).toBe(400);
      expect(updated.json().code).toBe('validation_error');
    }
    const ok = await putBrand({ shopify_site: 'https://shop.example.com' });
    expect(ok.statusCode).toBe(200);
  });
});
