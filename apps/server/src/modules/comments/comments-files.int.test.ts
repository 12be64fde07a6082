import path from 'node:path';
import { COMMENT_ATTACHMENT_MAX_BYTES, commentPageSchema } from '@expertos/domain/comment.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../../platform/events/event-bus.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { createLocalStorage } from '../../platform/storage/storage.js';
import { uploadedFile } from '../../test/uploaded-file.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { createMemberAccess } from '../workspaces/member-access.js';
import { createPeopleService } from '../workspaces/people.service.js';
import {
  type CommentsTestContext,
  createCommentsTestContext,
  EXE,
  HTML,
  PDF,
  PNG_1X1,
  pdf,
  png,
  SVG,
  WEBM,
} from './comments.fixtures.js';
import { createCommentsService } from './comments.service.js';

const SANDBOX = "default-src 'none'; sandbox";

describe('comment files: limits, types by content, how they are served', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;

  const listed = async () =>
    commentPageSchema
      .parse((await t.call('member', 'GET', t.commentsUrl(ticket.uid))).json())
      .items.toReversed();

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Launch video' });
    t.clearStoredFiles();
  });
  afterAll(() => t.ctx.close());

  it('refuses 11 files (400 too_many_attachments) and stores nothing', async () => {
    const files = Array.from({ length: 11 }, (_, i) => png(`ref-${i}.png`));
    const res = await t.post('member', ticket.uid, { body: 'eleven', files });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('too_many_attachments');
    expect(await listed()).toEqual([]);
    expect(t.storedFiles()).toEqual([]);
  });

  it('counts the voice note as one of the 10 files', async () => {
    const files = Array.from({ length: 10 }, (_, i) => png(`ref-${i}.png`));
    const res = await t.post('member', ticket.uid, {
      body: 'ten and a voice note',
      files,
      voiceNote: { data: WEBM, name: 'voice-note.webm', type: 'audio/webm' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('too_many_attachments');
    expect(t.storedFiles()).toEqual([]);
    // Ten in all is fine.
    const ok = await t.comment('member', ticket.uid, { body: 'ten', files });
    expect(ok.attachments).toHaveLength(10);
  });

  it('refuses a 6 MB file (413 attachment_too_large) and stores nothing', async () => {
    const big = Buffer.concat([
      PDF,
      Buffer.alloc(COMMENT_ATTACHMENT_MAX_BYTES + 1024 * 1024 - PDF.length, 0x20),
    ]);
    const res = await t.post('member', ticket.uid, {
      body: 'too big',
      files: [png('small.png'), { data: big, name: 'huge.pdf', type: 'application/pdf' }],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('attachment_too_large');
    expect(await listed()).toEqual([]);
    expect(t.storedFiles()).toEqual([]);
  });

  it('refuses a disguised executable (an MZ file called photo.png), naming the file, storing nothing', async () => {
    const res = await t.post('member', ticket.uid, {
      body: 'look',
      files: [pdf(), { data: EXE, name: 'photo.png', type: 'image/png' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'attachment_type_not_allowed',
      details: [{ path: 'files', message: expect.stringContaining('photo.png') }],
    });
    expect(await listed()).toEqual([]);
    expect(t.storedFiles()).toEqual([]);
  });

  it('refuses a voice note that is no audio (400), and keeps a real one as audio', async () => {
    const fake = await t.post('member', ticket.uid, {
      body: 'listen',
      voiceNote: { data: PNG_1X1, name: 'voice-note.webm', type: 'audio/webm' },
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      code: 'attachment_type_not_allowed',
      details: [{ path: 'voice_note' }],
    });
    expect(t.storedFiles()).toEqual([]);

    const created = await t.comment('member', ticket.uid, {
      body: '',
      voiceNote: { data: WEBM, name: 'voice-note.webm', type: 'audio/webm' },
    });
    expect(created.attachments).toEqual([
      expect.objectContaining({
        name: 'voice-note.webm',
        content_type: 'audio/webm',
        kind: 'audio',
        voice_note: true,
      }),
    ]);
    const file = await t.download('member', created.attachments[0]!.url);
    expect(file.headers['content-type']).toBe('audio/webm');
    expect(file.headers['content-disposition']).toBe('inline; filename="voice-note.webm"');
  });

  it('refuses a second voice note, and files in an unknown field (400)', async () => {
    const send = async (fill: (data: FormData) => void) => {
      const data = new FormData();
      data.append('body', 'hello');
      fill(data);
      const request = new Request('http://localhost/', { method: 'POST', body: data });
      return t.ctx.app.inject({
        method: 'POST',
        url: t.commentsUrl(ticket.uid),
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { ...t.people.member.headers, 'content-type': request.headers.get('content-type')! },
      });
    };
    const webm = () => new Blob([new Uint8Array(WEBM)], { type: 'audio/webm' });
    const twice = await send((data) => {
      data.append('voice_note', webm(), 'a.webm');
      data.append('voice_note', webm(), 'b.webm');
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'voice_note' }] });
    const elsewhere = await send((data) => data.append('file', webm(), 'a.webm'));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'validation_error', details: [{ path: 'file' }] });
    expect(await listed()).toEqual([]);
    expect(t.storedFiles()).toEqual([]);
  });

  it('serves a file to a member: the same bytes, as an attachment under a sandbox CSP', async () => {
    const created = await t.comment('member', ticket.uid, {
      body: 'files',
      files: [png('Cover Shot.png'), pdf('Brief.pdf')],
    });
    const [image, document] = created.attachments;

    const pdfFile = await t.download('admin', document!.url);
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.rawPayload.equals(PDF)).toBe(true);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.headers['content-disposition']).toBe('attachment; filename="brief.pdf"');
    expect(pdfFile.headers['content-security-policy']).toBe(SANDBOX);
    expect(pdfFile.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfFile.headers['cache-control']).toBe('private, max-age=0, must-revalidate');

    const pngFile = await t.download('member', image!.url);
    expect(pngFile.statusCode).toBe(200);
    expect(pngFile.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(pngFile.headers['content-type']).toBe('image/png');
    expect(pngFile.headers['content-disposition']).toBe('inline; filename="cover-shot.png"');
    expect(pngFile.headers['content-security-policy']).toBe(SANDBOX);
    expect(pngFile.headers['x-content-type-options']).toBe('nosniff');

    // A file id that is not on this comment.
    const wrong = `${t.commentsUrl(ticket.uid)}/${created.uid}/files/${created.uid}`;
    expect((await t.download('member', wrong)).statusCode).toBe(404);
  });

  it('serves an uploaded SVG or HTML file as a plain-text attachment that runs nothing', async () => {
    const created = await t.comment('member', ticket.uid, {
      body: 'markup',
      files: [
        { data: SVG, name: 'logo.svg', type: 'image/svg+xml' },
        { data: HTML, name: 'landing.html', type: 'text/html' },
      ],
    });
    expect(created.attachments.map((a) => [a.name, a.content_type, a.kind])).toEqual([
      ['logo.svg', 'text/plain', 'text'],
      ['landing.html', 'text/plain', 'text'],
    ]);
    for (const [attachment, bytes] of [
      [created.attachments[0]!, SVG],
      [created.attachments[1]!, HTML],
    ] as const) {
      const res = await t.download('member', attachment.url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${attachment.name}"`);
      expect(res.headers['content-security-policy']).toBe(SANDBOX);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves comment files from the public media route', async () => {
    const created = await t.comment('member', ticket.uid, { body: 'x', files: [png()] });
    const [name] = t.storedFiles();
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(created.attachments).toHaveLength(1);
    const res = await t.ctx.app.inject({ method: 'GET', url: `/api/media/attachments/${name}` });
    expect(res.statusCode).toBe(404);
  });

  it('removes the written files when the comment cannot be saved', async () => {
    // A listener that fails inside the transaction: the comment rolls back, its files go.
    const events = createEventBus({ queue: createJobQueue({ database: t.ctx.database }) });
    events.on('comment.created', async () => {
      throw new Error('notifications down');
    });
    const comments = createCommentsService({
      db: t.ctx.database.db,
      storage: createLocalStorage(path.join(t.ctx.dataDir, 'media')),
      events,
      people: createPeopleService(t.ctx.database.db),
      access: createMemberAccess(t.ctx.database.db),
      // This comment points nowhere: nothing to check.
      checkAnchor: async () => {},
    });
    const caller = {
      workspaceId: world.a.id,
      memberId: world.a.memberIds.member!,
      role: 'member' as const,
      isOwner: false,
    };
    const ref = { ticketId: ticket.uid, workspaceId: world.a.id, projectId: world.a.projectId };
    const uploads = path.join(t.ctx.dataDir, 'uploads-in-test');
    await expect(
      comments.create(caller, ref, {
        body: 'lost',
        anchor: null,
        visibility: null,
        files: [await uploadedFile(uploads, 'a.pdf', PDF)],
        voiceNote: await uploadedFile(uploads, 'voice-note.webm', WEBM),
      }),
    ).rejects.toThrow('notifications down');
    expect(t.storedFiles()).toEqual([]);
    expect(await listed()).toEqual([]);
  });
});
