import path from 'node:path';
import {
  COMMENT_BODY_MAX,
  commentPageSchema,
  commentSchema,
  mentionToken,
} from '@expertos/domain/comment.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/storage.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { type CommentsTestContext, createCommentsTestContext, pdf, png } from './comments.fixtures.js';

const person = (uid: string, name: string) => ({ uid, name, email: `${name}@example.com` });
/** The comments of a first page as the app shows them: oldest first (the API answers newest first). */
const oldestFirst = (json: unknown) => commentPageSchema.parse(json).items.toReversed();

describe('comments: write, list, edit, delete', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  const ids = () => world.a.memberIds as Record<'owner' | 'admin' | 'member' | 'external', string>;

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Spring campaign' });
    t.clearStoredFiles();
  });
  afterAll(() => t.ctx.close());

  it('writes a comment with a PNG and a PDF, then lists it (oldest first)', async () => {
    const first = await t.comment('member', ticket.uid, {
      body: '  Here are the references  ',
      files: [png('Mood Board.PNG'), pdf('Brief & Notes.pdf')],
    });
    expect(first).toMatchObject({
      ticket_uid: ticket.uid,
      author: { uid: ids().member, email: t.people.member.email },
      body: 'Here are the references',
      mentions: [],
      edited: false,
      can_edit: true,
      can_delete: true,
    });
    expect(
      first.attachments.map(({ name, content_type, kind, voice_note }) => ({
        name,
        content_type,
        kind,
        voice_note,
      })),
    ).toEqual([
      { name: 'mood-board.png', content_type: 'image/png', kind: 'image', voice_note: false },
      { name: 'brief-and-notes.pdf', content_type: 'application/pdf', kind: 'document', voice_note: false },
    ]);
    expect(first.attachments[0]!.url).toBe(
      `/api/tickets/${ticket.uid}/comments/${first.uid}/files/${first.attachments[0]!.uid}`,
    );
    expect(t.storedFiles()).toHaveLength(2);

    const second = await t.comment('owner', ticket.uid, { body: 'Thanks!' });
    const list = await t.call('member', 'GET', t.commentsUrl(ticket.uid));
    expect(list.statusCode).toBe(200);
    const comments = oldestFirst(list.json());
    expect(comments.map((c) => c.uid)).toEqual([first.uid, second.uid]);
    // As the member sees them: their own is theirs to change, the owner's is not.
    expect(comments.map((c) => [c.can_edit, c.can_delete])).toEqual([
      [true, true],
      [false, false],
    ]);
    // A workspace admin may delete anyone's comment, edit only their own.
    const asAdmin = oldestFirst((await t.call('admin', 'GET', t.commentsUrl(ticket.uid))).json());
    expect(asAdmin.map((c) => [c.can_edit, c.can_delete])).toEqual([
      [false, true],
      [false, true],
    ]);
  });

  it('stores the mentions of members who see the ticket and drops the others', async () => {
    const body = [
      mentionToken(person(ids().admin, 'Ada')),
      mentionToken(person(ids().owner, 'Olga')),
      // External collaborators cannot open tasks; nobody outside the workspace; unknown uids.
      mentionToken(person(ids().external, 'Ext')),
      mentionToken(person(world.b.projectId, 'Nobody')),
      mentionToken(person('not-a-member', 'Ghost')),
      'please have a look',
    ].join(' ');
    const created = await t.comment('member', ticket.uid, { body });
    expect(created.body).toBe(body);
    expect(created.mentions.map((m) => m.uid)).toEqual([ids().admin, ids().owner]);
    expect(created.mentions[0]).toMatchObject({ email: t.people.admin.email });
    const rows = await t.ctx.database.db
      .selectFrom('comment_mentions')
      .select('member_id')
      .where('comment_id', '=', created.uid)
      .execute();
    expect(rows.map((r) => r.member_id).sort()).toEqual([ids().admin, ids().owner].sort());
  });

  it('drops the mention of a member who has no access to the brand of the ticket', async () => {
    const hidden = await t.createTicket('admin', world.hiddenProjectId, { summary: 'admins only' });
    const body = `${mentionToken(person(ids().member, 'Mia'))} ${mentionToken(person(ids().owner, 'Olga'))}`;
    const created = await t.comment('admin', hidden.uid, { body });
    expect(created.mentions.map((m) => m.uid)).toEqual([ids().owner]);
  });

  it('refuses an empty comment without files, and one over the length limit (400)', async () => {
    for (const body of ['', '   \n ']) {
      const res = await t.post('member', ticket.uid, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'body' }] });
    }
    expect((await t.post('member', ticket.uid, {})).statusCode).toBe(400);
    const long = await t.post('member', ticket.uid, { body: 'x'.repeat(COMMENT_BODY_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'body' }] });
    // Longer than the parser keeps of a field: refused the same way, not cut short.
    const huge = await t.post('member', ticket.uid, { body: 'x'.repeat(COMMENT_BODY_MAX * 4 + 10) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'body' }] });
    // Not multipart at all: 415.
    expect((await t.call('member', 'POST', t.commentsUrl(ticket.uid), { body: 'hi' })).statusCode).toBe(415);
    expect(oldestFirst((await t.call('member', 'GET', t.commentsUrl(ticket.uid))).json())).toEqual([]);
  });

  it('accepts a comment with files and no text', async () => {
    const created = await t.comment('member', ticket.uid, { body: '', files: [png()] });
    expect(created.body).toBe('');
    expect(created.attachments).toHaveLength(1);
  });

  it('lets the author edit their comment (marked edited), nobody else (403)', async () => {
    const created = await t.comment('member', ticket.uid, { body: 'first draft' });
    const url = `${t.commentsUrl(ticket.uid)}/${created.uid}`;
    const res = await t.call('member', 'PATCH', url, {
      body: `  final ${mentionToken(person(ids().admin, 'Ada'))} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = commentSchema.parse(res.json());
    expect(edited).toMatchObject({ uid: created.uid, edited: true, body: `final @[Ada](${ids().admin})` });
    expect(edited.mentions.map((m) => m.uid)).toEqual([ids().admin]);
    expect(edited.updated >= created.updated).toBe(true);

    for (const persona of ['admin', 'owner'] as const) {
      const other = await t.call(persona, 'PATCH', url, { body: 'not mine' });
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('forbidden');
    }
    expect((await t.call('member', 'PATCH', url, { body: '   ' })).statusCode).toBe(400);
    expect(
      (await t.call('member', 'PATCH', `${t.commentsUrl(ticket.uid)}/nope`, { body: 'x' })).statusCode,
    ).toBe(404);
  });

  it('deletes the own comment and its files (gone from storage)', async () => {
    const created = await t.comment('member', ticket.uid, { body: 'with files', files: [png(), pdf()] });
    const keys = (
      await t.ctx.database.db
        .selectFrom('comment_attachments')
        .select('storage_key')
        .where('comment_id', '=', created.uid)
        .execute()
    ).map((row) => row.storage_key);
    expect(keys).toHaveLength(2);
    const storage = createLocalStorage(path.join(t.ctx.dataDir, 'media'));
    expect(await storage.get(keys[0]!)).not.toBeNull();

    const res = await t.call('member', 'DELETE', `${t.commentsUrl(ticket.uid)}/${created.uid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    expect(t.storedFiles()).toEqual([]);
    expect((await t.download('member', created.attachments[0]!.url)).statusCode).toBe(404);
    expect(oldestFirst((await t.call('member', 'GET', t.commentsUrl(ticket.uid))).json())).toEqual([]);
    expect((await t.call('member', 'DELETE', `${t.commentsUrl(ticket.uid)}/${created.uid}`)).statusCode).toBe(
      404,
    );
  });

  it("lets a workspace admin delete another's comment, not a member (403)", async () => {
    const byOwner = await t.comment('owner', ticket.uid, { body: 'from the owner', files: [png()] });
    const denied = await t.call('member', 'DELETE', `${t.commentsUrl(ticket.uid)}/${byOwner.uid}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('forbidden');
    expect(t.storedFiles()).toHaveLength(1);

    const byMember = await t.comment('member', ticket.uid, { body: 'from the member' });
    expect((await t.call('admin', 'DELETE', `${t.commentsUrl(ticket.uid)}/${byMember.uid}`)).statusCode).toBe(
      200,
    );
    expect((await t.call('admin', 'DELETE', `${t.commentsUrl(ticket.uid)}/${byOwner.uid}`)).statusCode).toBe(
      200,
    );
    expect(t.storedFiles()).toEqual([]);
  });

  it('answers 404 for a comment of another ticket', async () => {
    const other = await t.createTicket('member', world.a.projectId, { summary: 'Other' });
    const created = await t.comment('member', other.uid, { body: 'elsewhere', files: [png()] });
    const url = `${t.commentsUrl(ticket.uid)}/${created.uid}`;
    expect((await t.call('member', 'PATCH', url, { body: 'x' })).statusCode).toBe(404);
    expect((await t.call('member', 'DELETE', url)).statusCode).toBe(404);
    const file = `${url}/files/${created.attachments[0]!.uid}`;
    expect((await t.download('member', file)).statusCode).toBe(404);
  });

  it('shows a comment whose author left the workspace without an author', async () => {
    const created = await t.comment('admin', ticket.uid, { body: 'bye' });
    await t.ctx.database.db.deleteFrom('workspace_members').where('id', '=', ids().admin).execute();
    const [listed] = oldestFirst((await t.call('member', 'GET', t.commentsUrl(ticket.uid))).json());
    expect(listed).toMatchObject({ uid: created.uid, author: null, can_edit: false, can_delete: false });
  });

  it('removes comments and their files with the ticket', async () => {
    await t.comment('member', ticket.uid, { body: 'files', files: [png(), pdf()] });
    expect(t.storedFiles()).toHaveLength(2);
    expect((await t.call('member', 'DELETE', `/api/tickets/${ticket.uid}`)).statusCode).toBe(200);
    expect(t.storedFiles()).toEqual([]);
  });
});
