import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type CommentsTestContext, createCommentsTestContext, PDF, pdf, WEBM } from './comments.fixtures.js';

describe('comment files survive a server restart', () => {
  let t: CommentsTestContext;
  let restarted: FastifyInstance | undefined;

  beforeAll(async () => {
    t = await createCommentsTestContext();
  });
  afterAll(async () => {
    await restarted?.close();
    await t.ctx.close();
  });

  it('serves the files and voice notes stored before, from a new app on the same data directory and database', async () => {
    const world = await t.buildTicketWorld();
    const ticket = await t.createTicket('member', world.a.projectId, { summary: 'Before the restart' });
    const created = await t.comment('member', ticket.uid, {
      body: 'keep these',
      files: [pdf()],
      voiceNote: { data: WEBM, name: 'voice-note.webm', type: 'audio/webm' },
    });

    await t.ctx.app.close();
    restarted = await t.ctx.serializeDdl(() => buildApp(t.ctx.config, { database: t.ctx.database }));
    await restarted.ready();
    t.ctx.app = restarted;

    const list = await t.call('member', 'GET', t.commentsUrl(ticket.uid));
    expect(list.statusCode).toBe(200);
    expect(list.json().items[0].attachments).toHaveLength(2);
    const [document, voice] = created.attachments;
    const file = await t.download('member', document!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const audio = await t.download('member', voice!.url);
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(WEBM)).toBe(true);
    expect(audio.headers['content-type']).toBe('audio/webm');
  });
});
