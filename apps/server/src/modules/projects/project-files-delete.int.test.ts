import fs from 'node:fs';
import path from 'node:path';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { createTestLogger } from '../../test/logger.js';
import {
  type CommentsTestContext,
  createCommentsTestContext,
  pdf,
  png,
} from '../comments/comments.fixtures.js';
import type { TicketWorld } from '../tickets/tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from '../tickets/tickets-upload.fixtures.js';

/** Every file under the storage's media folder, as `folder/name`. */
function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('deleting a brand or a workspace deletes its stored files', () => {
  let t: CommentsTestContext;
  let world: TicketWorld;
  let ticket: Ticket;
  const media = () => path.join(t.ctx.dataDir, 'media');

  beforeAll(async () => {
    t = await createCommentsTestContext();
  }, 60_000);
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Files', ticket_type: 'post' });
  }, 30_000);
  afterAll(() => t.ctx.close());

  /** A cover, a reference image and a comment attachment on brand A: the keys they are stored under. */
  async function storeFiles(): Promise<string[]> {
    const before = new Set(storedFiles(media()));
    const cover = await multipartFiles([{ data: PNG_1X1, name: 'cover.png' }], 'file');
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/cover`,
      payload: cover.payload,
      headers: { ...t.people.owner.headers, 'content-type': cover.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    const images = await multipartFiles([{ data: PNG_1X1, name: 'ref.png' }]);
    const uploaded = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/reference-images`,
      payload: images.payload,
      headers: { ...t.people.member.headers, 'content-type': images.contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await t.comment('member', ticket.uid, { body: 'see attached', files: [png('a.png'), pdf('b.pdf')] });
    const asset = await multipartFiles([{ data: PNG_1X1, name: 'logo.png' }], 'file');
    const library = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/assets`,
      payload: asset.payload,
      headers: { ...t.people.member.headers, 'content-type': asset.contentType },
    });
    expect(library.statusCode, library.body).toBe(201);
    const added = storedFiles(media()).filter((file) => !before.has(file));
    expect(added.map((file) => file.split(path.sep)[0]).sort()).toEqual([
      'assets',
      'attachments',
      'attachments',
      'covers',
      'references',
    ]);
    return added;
  }

  it('a brand delete removes its cover, reference images, comment attachments and library files', async () => {
    const files = await storeFiles();
    const res = await t.call(
      'owner',
      'DELETE',
      `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
    );
    expect(res.statusCode, res.body).toBeLessThan(300);
    const left = new Set(storedFiles(media()));
    expect(files.filter((file) => left.has(file))).toEqual([]);
  });

  it('a brand delete leaves no half-uploaded library file behind once its upload would have expired', async () => {
    const started = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/asset-uploads`,
      headers: {
        ...t.people.member.headers,
        'tus-resumable': '1.0.0',
        'upload-length': String(10 * 1024 * 1024),
        'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const uploadId = String(started.headers.location).split('/').pop() ?? '';
    const sent = await t.ctx.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/asset-uploads/${uploadId}`,
      headers: {
        ...t.people.member.headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(64 * 1024, 1),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ received: 64 * 1024, result: null });
    const part = path.join(t.ctx.dataDir, 'uploads', 'assets', `${uploadId}.part`);
    expect(fs.existsSync(part)).toBe(true);

    const res = await t.call(
      'owner',
      'DELETE',
      `/api/workspaces/${world.a.id}/projects/${world.a.projectId}`,
    );
    expect(res.statusCode, res.body).toBeLessThan(300);
    // The upload's expiry job, due now: it finds no upload and removes the bytes it left.
    await t.ctx.database.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('type', '=', 'assets.expire-upload')
      .where('status', '=', 'pending')
      .execute();
    const background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
    while (await background.worker.runOnce()) {
      // every due job
    }
    expect(fs.existsSync(part)).toBe(false);
  });

  it('a workspace delete removes the files of every brand in it', async () => {
    const files = await storeFiles();
    // The owner keeps another workspace, so this one may go.
    await t.buildTicketWorld();
    const res = await t.call('owner', 'DELETE', `/api/workspaces/${world.a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = new Set(storedFiles(media()));
    expect(files.filter((file) => left.has(file))).toEqual([]);
  });
});
