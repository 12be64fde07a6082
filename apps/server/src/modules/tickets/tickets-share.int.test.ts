import { sharedTicketSchema, type Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from './tickets-upload.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

describe('sharing a ticket by link: POST|DELETE /api/tickets/{ticketId}/share, GET …/shared/{token}', () => {
  let t: Context;
  let world: TicketWorld;
  let ticket: Ticket;
  const shareUrl = () => `/api/tickets/${ticket.uid}/share`;
  const sharedUrl = (token: string, uid = ticket.uid) => `/api/tickets/${uid}/shared/${token}`;

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, {
      summary: 'Shared brief',
      ticket_type: 'post',
    });
  });
  afterAll(() => t.ctx.close());

  it('makes a random 32-byte token, keeps it while shared, and shows it to members', async () => {
    const first = await t.call('member', 'POST', shareUrl());
    expect(first.statusCode).toBe(200);
    const token = first.json().share_token as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect((await t.call('admin', 'POST', shareUrl())).json()).toEqual({ share_token: token });
    expect((await t.call('admin', 'GET', `/api/tickets/${ticket.uid}`)).json().share_token).toBe(token);
  });

  it('lets anyone with the link read the ticket, read-only and without the token', async () => {
    const token = (await t.call('member', 'POST', shareUrl())).json().share_token as string;
    const res = await t.ctx.app.inject({ method: 'GET', url: sharedUrl(token) });
    expect(res.statusCode).toBe(200);
    const shared = sharedTicketSchema.parse(res.json());
    expect(shared).toMatchObject({
      uid: ticket.uid,
      summary: 'Shared brief',
      can_edit: false,
      share_token: null,
    });
    expect(shared.projects.slug).toBe(world.a.projectSlug);
    expect(shared.project.slug).toBe(world.a.projectSlug);
  });

  it('shows a reduced view: no e-mail, amount, reminder time, integration details or internal ids', async () => {
    const amounts = await t.call('member', 'PATCH', `/api/tickets/${ticket.uid}`, {
      assignee: world.a.memberIds.member,
      estimate_hours: 3,
      estimate_amount: 45_000,
    });
    expect(amounts.statusCode, amounts.body).toBe(200);
    const token = (await t.call('member', 'POST', shareUrl())).json().share_token as string;
    const res = await t.ctx.app.inject({ method: 'GET', url: sharedUrl(token) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('@');
    const body = res.json();
    expect(body.assignee).toEqual({ name: expect.anything(), image: null });
    for (const field of [
      'workspace_uid',
      'project_uid',
      'estimate_amount',
      'estimate_hours',
      'remind_at',
      'reminded_at',
      'details',
    ]) {
      expect(body, field).not.toHaveProperty(field);
    }
    expect(body.project).not.toHaveProperty('uid');
    for (const person of [body.assignee, body.reporter]) {
      expect(person).not.toHaveProperty('uid');
      expect(person).not.toHaveProperty('email');
    }
    expect(JSON.stringify(body)).not.toMatch(/integration/);
  });

  it('answers 404 for a wrong token, a token of another ticket, and a ticket not shared', async () => {
    const token = (await t.call('member', 'POST', shareUrl())).json().share_token as string;
    const other = await t.createTicket('member', world.a.projectId, { summary: 'Not shared' });
    for (const url of [sharedUrl(`${token.slice(0, -1)}x`), sharedUrl(token, other.uid), sharedUrl('x')]) {
      const res = await t.ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('revokes the link: the old one answers 404, sharing again makes a new token', async () => {
    const token = (await t.call('member', 'POST', shareUrl())).json().share_token as string;
    const revoked = await t.call('member', 'DELETE', shareUrl());
    expect(revoked.json()).toEqual({ share_token: null });
    expect((await t.ctx.app.inject({ method: 'GET', url: sharedUrl(token) })).statusCode).toBe(404);
    const again = (await t.call('member', 'POST', shareUrl())).json().share_token as string;
    expect(again).not.toBe(token);
  });

  it("serves the shared ticket's reference images to a signed-out reader", async () => {
    const { payload, contentType } = await multipartFiles([{ data: PNG_1X1, name: 'Mood board.png' }]);
    const upload = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/reference-images`,
      payload,
      headers: { ...t.people.member.headers, 'content-type': contentType },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const token = (await t.call('member', 'POST', shareUrl())).json().share_token as string;
    const shared = sharedTicketSchema.parse(
      (await t.ctx.app.inject({ method: 'GET', url: sharedUrl(token) })).json(),
    );
    const [image] = shared.reference_images;
    const file = await t.ctx.app.inject({ method: 'GET', url: image!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(image!.url).not.toMatch(/^\/api\/media\//);
    // A wrong token, or a revoked link, serves nothing.
    const wrong = image!.url.replace(`/shared/${token}/`, '/shared/not-the-token/');
    expect((await t.ctx.app.inject({ method: 'GET', url: wrong })).statusCode).toBe(404);
    await t.call('member', 'DELETE', shareUrl());
    expect((await t.ctx.app.inject({ method: 'GET', url: image!.url })).statusCode).toBe(404);
  });

  it('refuses sharing to external users and outsiders (403)', async () => {
    for (const persona of ['external', 'outsider'] as const) {
      expect((await t.call(persona, 'POST', shareUrl())).statusCode).toBe(403);
      expect((await t.call(persona, 'DELETE', shareUrl())).statusCode).toBe(403);
    }
  });
});
