import { commentPageSchema, commentSchema } from '@expertos/domain/comment.schema';
import { COMMENT_ANCHOR_MESSAGES, pastEndMessage } from '@expertos/domain/comment-anchor';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { type CommentsTestContext, createCommentsTestContext, png } from './comments.fixtures.js';

describe('comments that point: POST /api/tickets/:ticketId/comments with an anchor', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  let videoUid: string;
  let imageUid: string;

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Launch video' });
    videoUid = await t.recording(ticket, { workspaceId: world.a.id }, { durationMs: 60_000 });
    imageUid = await t.referenceImage('member', ticket.uid);
    t.clearStoredFiles();
  });
  afterAll(() => t.ctx.close());

  const listed = async (query = '') =>
    commentPageSchema.parse((await t.call('member', 'GET', `${t.commentsUrl(ticket.uid)}${query}`)).json())
      .items;

  it('keeps a moment, a range, a point and a box, and answers them as sent', async () => {
    const moment = await t.comment('member', ticket.uid, {
      body: 'Logo too small here',
      anchor: { kind: 'time', video_uid: videoUid, start_ms: 42_000 },
    });
    expect(moment).toMatchObject({
      anchor: { kind: 'time', video_uid: videoUid, start_ms: 42_000 },
      visibility: 'internal',
      resolved_at: null,
      resolved_by: null,
      client_author: null,
    });
    const range = await t.comment('member', ticket.uid, {
      body: 'Cut this part',
      anchor: { kind: 'time', video_uid: videoUid, start_ms: 10_000, end_ms: 60_000 },
      visibility: 'shared',
    });
    expect(range.anchor).toEqual({ kind: 'time', video_uid: videoUid, start_ms: 10_000, end_ms: 60_000 });
    expect(range.visibility).toBe('shared');
    const point = await t.comment('member', ticket.uid, {
      body: 'This face',
      anchor: { kind: 'pin', image_uid: imageUid, x: 0, y: 1 },
    });
    expect(point.anchor).toEqual({ kind: 'pin', image_uid: imageUid, x: 0, y: 1 });
    const box = await t.comment('owner', ticket.uid, {
      body: 'This corner',
      anchor: { kind: 'pin', image_uid: imageUid, x: 0.7, y: 0.5, w: 0.3, h: 0.5 },
    });
    expect(box.anchor).toEqual({ kind: 'pin', image_uid: imageUid, x: 0.7, y: 0.5, w: 0.3, h: 0.5 });

    // A recording's timeline and an image's pins are read on their own; the ticket has them all.
    expect((await listed(`?video_uid=${videoUid}`)).map((c) => c.uid)).toEqual([range.uid, moment.uid]);
    expect((await listed(`?image_uid=${imageUid}`)).map((c) => c.uid)).toEqual([box.uid, point.uid]);
    expect(await listed()).toHaveLength(4);
  });

  it('lets a pin point at an image attached to a comment of the ticket', async () => {
    const withImage = await t.comment('member', ticket.uid, { body: 'Draft', files: [png()] });
    const fileUid = withImage.attachments[0]!.uid;
    const pinned = await t.comment('owner', ticket.uid, {
      body: 'Here',
      anchor: { kind: 'pin', image_uid: fileUid, x: 0.5, y: 0.5 },
    });
    expect(pinned.anchor).toMatchObject({ image_uid: fileUid });
  });

  it('takes any moment of a recording whose length is not known yet', async () => {
    const unread = await t.recording(ticket, { workspaceId: world.a.id }, { durationMs: null });
    const late = await t.comment('member', ticket.uid, {
      body: 'Late',
      anchor: { kind: 'time', video_uid: unread, start_ms: 3_600_000 },
    });
    expect(late.anchor).toMatchObject({ start_ms: 3_600_000 });
  });

  describe('refuses a bad anchor with 400 at its field, and keeps nothing', () => {
    const cases: Array<[string, () => object | string, string, () => string]> = [
      [
        'a pin outside the image',
        () => ({ kind: 'pin', image_uid: imageUid, x: 1.2, y: 0.5 }),
        'anchor.x',
        () => COMMENT_ANCHOR_MESSAGES.pinOutside,
      ],
      [
        'a pin above the image',
        () => ({ kind: 'pin', image_uid: imageUid, x: 0.2, y: -0.01 }),
        'anchor.y',
        () => COMMENT_ANCHOR_MESSAGES.pinOutside,
      ],
      [
        'a box that runs off the image',
        () => ({ kind: 'pin', image_uid: imageUid, x: 0.5, y: 0.5, w: 0.2, h: 0.6 }),
        'anchor.h',
        () => COMMENT_ANCHOR_MESSAGES.boxOutside,
      ],
      [
        'a moment past the end of the recording',
        () => ({ kind: 'time', video_uid: videoUid, start_ms: 60_001 }),
        'anchor.start_ms',
        () => pastEndMessage(60_000),
      ],
      [
        'a range that ends past the end',
        () => ({ kind: 'time', video_uid: videoUid, start_ms: 50_000, end_ms: 61_000 }),
        'anchor.end_ms',
        () => pastEndMessage(60_000),
      ],
      [
        'a range that ends before it starts',
        () => ({ kind: 'time', video_uid: videoUid, start_ms: 30_000, end_ms: 20_000 }),
        'anchor.end_ms',
        () => COMMENT_ANCHOR_MESSAGES.endBeforeStart,
      ],
      [
        'a recording that does not exist',
        () => ({ kind: 'time', video_uid: '00000000-0000-4000-8000-000000000000', start_ms: 0 }),
        'anchor.video_uid',
        () => COMMENT_ANCHOR_MESSAGES.recordingNotOnTicket,
      ],
      [
        'an image that does not exist',
        () => ({ kind: 'pin', image_uid: '00000000-0000-4000-8000-000000000000', x: 0, y: 0 }),
        'anchor.image_uid',
        () => COMMENT_ANCHOR_MESSAGES.imageNotOnTicket,
      ],
      ['an anchor that is not JSON', () => '{kind: pin', 'anchor', () => COMMENT_ANCHOR_MESSAGES.invalid],
    ];
    for (const [what, anchor, path, message] of cases) {
      it(what, async () => {
        const res = await t.post('member', ticket.uid, { body: 'x', anchor: anchor(), files: [png()] });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'validation_error',
          details: [{ path, message: message() }],
        });
        expect(await listed()).toEqual([]);
        expect(t.storedFiles()).toEqual([]);
      });
    }

    it('a visibility other than internal or shared', async () => {
      const res = await t.post('member', ticket.uid, { body: 'x', visibility: 'public' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'visibility', message: COMMENT_ANCHOR_MESSAGES.visibility },
      ]);
    });

    it("another ticket's recording or image, even of the same brand", async () => {
      const other = await t.createTicket('member', world.a.projectId, { summary: 'Other' });
      const otherVideo = await t.recording(other, { workspaceId: world.a.id });
      const otherImage = await t.referenceImage('member', other.uid);
      const detached = await t.recording(ticket, { workspaceId: world.a.id }, { attached: false });
      for (const [anchor, path] of [
        [{ kind: 'time', video_uid: otherVideo, start_ms: 0 }, 'anchor.video_uid'],
        [{ kind: 'time', video_uid: detached, start_ms: 0 }, 'anchor.video_uid'],
        [{ kind: 'pin', image_uid: otherImage, x: 0.1, y: 0.1 }, 'anchor.image_uid'],
      ] as const) {
        const res = await t.post('member', ticket.uid, { body: 'x', anchor });
        expect(res.statusCode).toBe(400);
        expect(res.json().details[0].path).toBe(path);
      }
      expect(await listed()).toEqual([]);
    });
  });

  describe('PATCH /api/tickets/:ticketId/comments/:commentId', () => {
    const url = (uid: string) => `${t.commentsUrl(ticket.uid)}/${uid}`;

    it('lets the author move, unpin and share a comment; the text stays unedited', async () => {
      const created = await t.comment('member', ticket.uid, { body: 'Look' });
      const moved = await t.call('member', 'PATCH', url(created.uid), {
        anchor: { kind: 'pin', image_uid: imageUid, x: 0.25, y: 0.75 },
        visibility: 'shared',
      });
      expect(moved.statusCode).toBe(200);
      expect(commentSchema.parse(moved.json())).toMatchObject({
        body: 'Look',
        edited: false,
        visibility: 'shared',
        anchor: { kind: 'pin', image_uid: imageUid, x: 0.25, y: 0.75 },
      });
      expect((await listed(`?image_uid=${imageUid}`)).map((c) => c.uid)).toEqual([created.uid]);

      const unpinned = commentSchema.parse(
        (await t.call('member', 'PATCH', url(created.uid), { anchor: null })).json(),
      );
      expect(unpinned).toMatchObject({ anchor: null, visibility: 'shared' });
      expect(await listed(`?image_uid=${imageUid}`)).toEqual([]);
      // A client that only ever sent the text still changes it.
      const edited = commentSchema.parse(
        (await t.call('member', 'PATCH', url(created.uid), { body: 'Look again' })).json(),
      );
      expect(edited).toMatchObject({ body: 'Look again', edited: true, visibility: 'shared' });
    });

    it('refuses a bad anchor (400 at its field), an empty change, and anyone but the author', async () => {
      const created = await t.comment('member', ticket.uid, { body: 'Look' });
      const bad = await t.call('member', 'PATCH', url(created.uid), {
        anchor: { kind: 'time', video_uid: videoUid, start_ms: 90_000 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([{ path: 'anchor.start_ms', message: pastEndMessage(60_000) }]);
      const outside = await t.call('member', 'PATCH', url(created.uid), {
        anchor: { kind: 'pin', image_uid: imageUid, x: 0.5, y: 2 },
      });
      expect(outside.json().details).toEqual([
        { path: 'anchor.y', message: COMMENT_ANCHOR_MESSAGES.pinOutside },
      ]);
      expect((await t.call('member', 'PATCH', url(created.uid), {})).statusCode).toBe(400);
      const notAuthor = await t.call('owner', 'PATCH', url(created.uid), { visibility: 'shared' });
      expect(notAuthor.statusCode).toBe(403);
      expect((await listed())[0]).toMatchObject({ anchor: null, visibility: 'internal' });
    });
  });
});
