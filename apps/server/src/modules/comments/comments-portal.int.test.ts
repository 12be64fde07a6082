import { commentPageSchema, mentionToken } from '@expertos/domain/comment.schema';
import { COMMENT_ANCHOR_MESSAGES } from '@expertos/domain/comment-anchor';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingFacts } from '../media/recording-facts.js';
import { createTicketReviewFacts } from '../tickets/ticket-review-facts.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { createPeopleService } from '../workspaces/people.service.js';
import { createAnchorCheck } from './comment-anchors.js';
import { type CommentPortal, createCommentPortal } from './comment-portal.js';
import { type CommentsTestContext, createCommentsTestContext } from './comments.fixtures.js';
import { createCommentsRepository } from './comments.repository.js';

describe('the comments the client portal reads and writes (addFromPortal, sharedOf)', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  let portal: CommentPortal;
  let contact: { uid: string; name: string; email: string };
  let imageUid: string;

  beforeAll(async () => {
    t = await createCommentsTestContext();
    // As the comments module builds it (comments.module.ts), on the test's database.
    const db = t.ctx.database.db;
    const tickets = createTicketReviewFacts(db);
    portal = createCommentPortal({
      db,
      people: createPeopleService(db),
      tickets,
      checkAnchor: createAnchorCheck({
        recordings: createRecordingFacts(db),
        images: tickets,
        comments: createCommentsRepository(db),
      }),
    });
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Spring post' });
    imageUid = await t.referenceImage('member', ticket.uid);
    const added = await t.call('owner', 'POST', `/api/projects/${world.a.projectId}/approval-contacts`, {
      name: 'Clara Client',
      email: 'clara@client.example',
    });
    expect(added.statusCode).toBe(201);
    contact = added.json();
  });
  afterAll(() => t.ctx.close());

  const fromClara = (body: string, anchor?: unknown) =>
    portal.addFromPortal({
      ticketId: ticket.uid,
      contactId: contact.uid,
      contactName: contact.name,
      body,
      anchor,
    });

  it("keeps a client's pinned comment, shared, which the team sees under the client's name", async () => {
    const added = await fromClara('  Make the logo bigger  ', {
      kind: 'pin',
      image_uid: imageUid,
      x: 0.5,
      y: 0.2,
    });
    expect(added).toMatchObject({
      ticketId: ticket.uid,
      authorName: 'Clara Client',
      byClient: true,
      body: 'Make the logo bigger',
      anchor: { kind: 'pin', image_uid: imageUid, x: 0.5, y: 0.2 },
      resolved: false,
    });
    const listed = commentPageSchema.parse((await t.call('member', 'GET', t.commentsUrl(ticket.uid))).json());
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).toMatchObject({
      uid: added.id,
      author: null,
      client_author: { name: 'Clara Client' },
      visibility: 'shared',
      can_edit: false,
      // A member may not delete a client's comment; a workspace admin may.
      can_delete: false,
    });
    // A member resolves the client's thread like any other.
    const resolved = await t.call('member', 'POST', `${t.commentsUrl(ticket.uid)}/${added.id}/resolve`);
    expect(resolved.json()).toMatchObject({ client_author: { name: 'Clara Client' } });
    expect((await portal.sharedOf([ticket.uid]))[0]).toMatchObject({ id: added.id, resolved: true });
  });

  it('keeps the comment, under the name given, once the contact is removed', async () => {
    const added = await fromClara('Looks good');
    const removed = await t.call(
      'owner',
      'DELETE',
      `/api/projects/${world.a.projectId}/approval-contacts/${contact.uid}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await portal.sharedOf([ticket.uid])).toEqual([
      expect.objectContaining({ id: added.id, authorName: 'Clara Client', byClient: true }),
    ]);
  });

  it('refuses a bad anchor or an empty comment at its field, and keeps nothing', async () => {
    await expect(fromClara('Here', { kind: 'pin', image_uid: imageUid, x: 1.5, y: 0 })).rejects.toMatchObject(
      {
        code: 'validation_error',
        details: [{ path: 'anchor.x', message: COMMENT_ANCHOR_MESSAGES.pinOutside }],
      },
    );
    const elsewhere = await t.createTicket('member', world.a.projectId, { summary: 'Other' });
    const otherImage = await t.referenceImage('member', elsewhere.uid);
    await expect(fromClara('Here', { kind: 'pin', image_uid: otherImage, x: 0, y: 0 })).rejects.toMatchObject(
      {
        details: [{ path: 'anchor.image_uid' }],
      },
    );
    await expect(fromClara('   ')).rejects.toMatchObject({ details: [{ path: 'body' }] });
    await expect(
      portal.addFromPortal({
        ticketId: '00000000-0000-4000-8000-000000000000',
        contactId: contact.uid,
        contactName: contact.name,
        body: 'Lost',
      }),
    ).rejects.toMatchObject({ code: 'not_found' });
    expect(await portal.sharedOf([ticket.uid, elsewhere.uid])).toEqual([]);
  });

  it('keeps a client from mentioning members: a mention token stays plain text', async () => {
    const token = mentionToken({ uid: world.a.memberIds.member!, name: 'Mia', email: 'mia@example.com' });
    const added = await fromClara(`Ask ${token} please`);
    expect(added.body).toBe('Ask @Mia please');
  });

  it('reads the shared comments of the tickets asked for, oldest first, by display name only', async () => {
    const other = await t.createTicket('member', world.a.projectId, { summary: 'Other post' });
    const mention = mentionToken({
      uid: world.a.memberIds.owner!,
      name: 'Olive',
      email: t.people.owner.email,
    });
    await t.comment('member', ticket.uid, { body: 'Internal: the client is late again' });
    const shared = await t.comment('member', ticket.uid, {
      body: `Here is the draft, ${mention} approved the copy`,
      anchor: { kind: 'pin', image_uid: imageUid, x: 0.1, y: 0.1, w: 0.5, h: 0.5 },
      visibility: 'shared',
    });
    const client = await fromClara('Thanks!');
    const elsewhere = await t.comment('owner', other.uid, { body: 'Other item', visibility: 'shared' });

    const read = await portal.sharedOf([ticket.uid]);
    expect(read.map((c) => c.id)).toEqual([shared.uid, client.id]);
    expect(read[0]).toEqual({
      id: shared.uid,
      ticketId: ticket.uid,
      authorName: expect.any(String),
      byClient: false,
      body: 'Here is the draft, @Olive approved the copy',
      anchor: { kind: 'pin', image_uid: imageUid, x: 0.1, y: 0.1, w: 0.5, h: 0.5 },
      resolved: false,
      createdAt: shared.created,
    });
    expect((await portal.sharedOf([ticket.uid, other.uid])).map((c) => c.id)).toEqual([
      shared.uid,
      client.id,
      elsewhere.uid,
    ]);

    // Nothing in it names a person by address or by id: no e-mail, no member, account or contact id.
    const text = JSON.stringify(await portal.sharedOf([ticket.uid, other.uid]));
    for (const persona of ['owner', 'admin', 'member'] as const) {
      expect(text).not.toContain(t.people[persona].email);
      expect(text).not.toContain(t.people[persona].id);
      expect(text).not.toContain(world.a.memberIds[persona]!);
    }
    expect(text).not.toContain(contact.email);
    expect(text).not.toContain(contact.uid);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
    expect(await portal.sharedOf([])).toEqual([]);
  });
});
