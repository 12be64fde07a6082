import type { Comment } from '@expertos/domain/comment.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkedRoutes } from '../../platform/access.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { type CommentsTestContext, createCommentsTestContext, png } from './comments.fixtures.js';

describe('who may read and write comments and their files', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  let comment: Comment;

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Shared brand' });
    comment = await t.comment('member', ticket.uid, { body: 'with a file', files: [png()] });
  });
  afterAll(() => t.ctx.close());

  it('declares every comments route as ticketMember', () => {
    const routes = checkedRoutes(t.ctx.app.routeDeclarations)
      // A ticket's comments; the client portal's own comment route is public, bound to its token.
      .filter(({ url }) => url.startsWith('/api/tickets/') && url.includes('/comments'))
      .map(({ method, url, options }) => `${method} ${url} ${options.config?.access}`)
      .sort();
    expect(routes).toEqual(
      [
        'GET /api/tickets/:ticketId/comments ticketMember',
        'POST /api/tickets/:ticketId/comments ticketMember',
        'PATCH /api/tickets/:ticketId/comments/:commentId ticketMember',
        'DELETE /api/tickets/:ticketId/comments/:commentId ticketMember',
        'GET /api/tickets/:ticketId/comments/:commentId/files/:fileId ticketMember',
        'POST /api/tickets/:ticketId/comments/:commentId/resolve ticketMember',
        'POST /api/tickets/:ticketId/comments/:commentId/reopen ticketMember',
      ].sort(),
    );
  });

  /** Every call a caller could make on the comment under test. */
  async function everyCall(
    persona: 'outsider' | 'external' | 'member' | 'anonymous',
    target: Ticket,
    on: Comment,
  ) {
    const url = t.commentsUrl(target.uid);
    const one = `${url}/${on.uid}`;
    const answers = [
      await t.call(persona, 'GET', url),
      persona === 'anonymous'
        ? await t.call(persona, 'POST', url, {})
        : await t.post(persona, target.uid, { body: 'hi', files: [png()] }),
      await t.call(persona, 'PATCH', one, { body: 'changed' }),
      await t.call(persona, 'POST', `${one}/resolve`),
      await t.call(persona, 'POST', `${one}/reopen`),
      await t.call(persona, 'DELETE', one),
      persona === 'anonymous'
        ? await t.ctx.app.inject({ method: 'GET', url: on.attachments[0]!.url })
        : await t.download(persona, on.attachments[0]!.url),
    ];
    return answers.map((res) => `${res.statusCode} ${res.json().code}`);
  }

  it('refuses a member of another workspace on list, create, edit, resolve, reopen, delete and download (403)', async () => {
    expect(await everyCall('outsider', ticket, comment)).toEqual(Array(7).fill('403 forbidden'));
  });

  it('refuses an external user, though given the brand (403)', async () => {
    expect(await everyCall('external', ticket, comment)).toEqual(Array(7).fill('403 forbidden'));
  });

  it('refuses a member on a ticket of a brand they were not given (403)', async () => {
    const hidden = await t.createTicket('admin', world.hiddenProjectId, { summary: 'admins only' });
    const hiddenComment = await t.comment('admin', hidden.uid, { body: 'secret', files: [png()] });
    expect(await everyCall('member', hidden, hiddenComment)).toEqual(Array(7).fill('403 forbidden'));
    // The owner (an admin) sees every brand.
    expect((await t.download('owner', hiddenComment.attachments[0]!.url)).statusCode).toBe(200);
  });

  it('asks anonymous callers to sign in (401)', async () => {
    expect(await everyCall('anonymous', ticket, comment)).toEqual(Array(7).fill('401 unauthorized'));
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const res = await t.call('member', 'GET', t.commentsUrl('00000000-0000-4000-8000-000000000000'));
    expect(res.statusCode).toBe(404);
  });

  it('stores nothing for refused uploads', async () => {
    const before = t.storedFiles().length;
    for (const persona of ['outsider', 'external'] as const) {
      expect((await t.post(persona, ticket.uid, { body: 'x', files: [png()] })).statusCode).toBe(403);
    }
    expect(t.storedFiles()).toHaveLength(before);
  });

  it('shows the comments routes in the API reference', async () => {
    const doc = (await t.ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/tickets/{ticketId}/comments',
        '/api/tickets/{ticketId}/comments/{commentId}',
        '/api/tickets/{ticketId}/comments/{commentId}/files/{fileId}',
        '/api/tickets/{ticketId}/comments/{commentId}/resolve',
        '/api/tickets/{ticketId}/comments/{commentId}/reopen',
      ]),
    );
    expect(doc.paths['/api/tickets/{ticketId}/comments'].post.tags).toEqual(['comments']);
  });
});
