import fs from 'node:fs';
import path from 'node:path';
import { REFERENCE_IMAGE_MAX_BYTES, type Ticket, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from './tickets-upload.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;
type File = { data: Buffer; name: string; type?: string };

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const png = (name: string): File => ({ data: PNG_1X1, name });

describe('reference images: POST /api/tickets/{ticketId}/reference-images, DELETE …/{imageId}', () => {
  let t: Context;
  let world: TicketWorld;
  let ticket: Ticket;
  const imagesUrl = () => `/api/tickets/${ticket.uid}/reference-images`;
  const referencesDir = () => path.join(t.ctx.dataDir, 'media', 'references');
  const storedFiles = () => (fs.existsSync(referencesDir()) ? fs.readdirSync(referencesDir()) : []);

  async function upload(files: File[], persona: Persona = 'member', field = 'files') {
    const { payload, contentType } = await multipartFiles(files, field);
    return t.ctx.app.inject({
      method: 'POST',
      url: imagesUrl(),
      payload,
      headers: { ...t.people[persona].headers, 'content-type': contentType },
    });
  }
  const stored = async () =>
    ticketSchema.parse((await t.call('member', 'GET', `/api/tickets/${ticket.uid}`)).json()).reference_images;

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, {
      summary: 'Mood board',
      ticket_type: 'post',
    });
    fs.rmSync(referencesDir(), { recursive: true, force: true });
  });
  afterAll(() => t.ctx.close());

  it('stores images under slugified names and answers the whole ticket; the files are served', async () => {
    const res = await upload([
      png('Mood Board & Ideas.PNG'),
      { data: GIF, name: 'Søren’s ref.gif', type: 'image/gif' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const updated = ticketSchema.parse(res.json());
    expect(updated.uid).toBe(ticket.uid);
    expect(
      updated.reference_images.map(({ name, size, content_type }) => ({ name, size, content_type })),
    ).toEqual([
      { name: 'mood-board-and-ideas.png', size: PNG_1X1.length, content_type: 'image/png' },
      { name: 'sorens-ref.gif', size: GIF.length, content_type: 'image/gif' },
    ]);
    const [first] = updated.reference_images;
    expect(first!.url).toBe(`/api/tickets/${ticket.uid}/images/${first!.uid}/file`);
    const file = await t.call('member', 'GET', first!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(storedFiles()).toHaveLength(2);
  });

  it('refuses 11 files in one upload (400 too_many_attachments) and stores none', async () => {
    const res = await upload(Array.from({ length: 11 }, (_, i) => png(`ref-${i}.png`)));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('too_many_attachments');
    expect(await stored()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('counts the images the ticket holds already: at most 10 in all', async () => {
    expect((await upload(Array.from({ length: 7 }, (_, i) => png(`a-${i}.png`)))).statusCode).toBe(200);
    const over = await upload(Array.from({ length: 4 }, (_, i) => png(`b-${i}.png`)));
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('too_many_attachments');
    expect(await stored()).toHaveLength(7);
    expect(storedFiles()).toHaveLength(7);
    expect((await upload(Array.from({ length: 3 }, (_, i) => png(`c-${i}.png`)))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(10);
  });

  it('refuses a file over 5 MB with 413, storing none of the upload', async () => {
    const big = Buffer.concat([
      PNG_1X1,
      Buffer.alloc(REFERENCE_IMAGE_MAX_BYTES + 1024 * 1024 - PNG_1X1.length),
    ]);
    const res = await upload([png('small.png'), { data: big, name: 'huge.png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('attachment_too_large');
    expect(await stored()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('judges a file by its bytes: a text file named .png is refused (400), with nothing stored', async () => {
    const fake = { data: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'innocent.png' };
    const res = await upload([png('real.png'), fake]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'attachment_not_image',
      details: [{ path: 'files', message: expect.stringContaining('innocent.png') }],
    });
    expect(await stored()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an upload without files (400), in another field (400) or not multipart (415)', async () => {
    expect((await upload([])).statusCode).toBe(400);
    expect((await upload([png('a.png')], 'member', 'file')).statusCode).toBe(400);
    const json = await t.call('member', 'POST', imagesUrl(), { files: [] });
    expect(json.statusCode).toBe(415);
    expect(storedFiles()).toEqual([]);
  });

  it('removes one image with its file; an unknown image is 404', async () => {
    const images = ticketSchema.parse((await upload([png('a.png'), png('b.png')])).json()).reference_images;
    const res = await t.call('member', 'DELETE', `${imagesUrl()}/${images[0]!.uid}`);
    expect(res.statusCode).toBe(200);
    expect(ticketSchema.parse(res.json()).reference_images.map((image) => image.name)).toEqual(['b.png']);
    expect((await t.call('member', 'GET', images[0]!.url)).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(1);
    expect((await t.call('member', 'DELETE', `${imagesUrl()}/${images[0]!.uid}`)).statusCode).toBe(404);
  });

  it('serves an image only to those who may see the ticket, with safe headers; never under /api/media', async () => {
    const [image] = ticketSchema.parse((await upload([png('a.png')])).json()).reference_images;
    const file = await t.call('member', 'GET', image!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1X1)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=0, must-revalidate',
    });
    expect((await t.call('anonymous', 'GET', image!.url)).statusCode).toBe(401);
    for (const persona of ['external', 'outsider'] as const) {
      const refused = await t.call(persona, 'GET', image!.url);
      expect(refused.statusCode).toBe(403);
      expect(refused.rawPayload.includes(PNG_1X1)).toBe(false);
    }
    // Another ticket's image id under this ticket is not found.
    const other = await t.createTicket('member', world.a.projectId, {
      summary: 'Other',
      ticket_type: 'post',
    });
    const otherUrl = `/api/tickets/${other.uid}/images/${image!.uid}/file`;
    expect((await t.call('member', 'GET', otherUrl)).statusCode).toBe(404);
    // The stored file is no longer public under its media address.
    const [key] = storedFiles();
    const media = await t.ctx.app.inject({ method: 'GET', url: `/api/media/references/${key}` });
    expect(media.statusCode).toBe(404);
  });

  it('deletes the files with the ticket', async () => {
    await upload([png('a.png'), png('b.png')]);
    expect(storedFiles()).toHaveLength(2);
    expect((await t.call('member', 'DELETE', `/api/tickets/${ticket.uid}`)).statusCode).toBe(200);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses external users and outsiders before reading the upload (403)', async () => {
    for (const persona of ['external', 'outsider'] as const) {
      expect((await upload([png('a.png')], persona)).statusCode).toBe(403);
    }
    expect(storedFiles()).toEqual([]);
  });
});
