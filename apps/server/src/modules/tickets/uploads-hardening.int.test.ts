import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { COMMENT_ATTACHMENT_MAX_BYTES } from '@expertos/domain/comment.schema';
import type { Ticket } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicketsTestContext, type TicketWorld } from './tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from './tickets-upload.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

const BOUNDARY = 'XyZzYboundary';
const CRLF = '\r\n';
const filePart = (boundary: string, field: string | null, data: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}${CRLF}Content-Disposition: form-data${field === null ? '' : `; name="${field}"`}; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`,
    ),
    data,
    Buffer.from(CRLF),
  ]);
const closing = (boundary: string) => Buffer.from(`--${boundary}--${CRLF}`);

describe('uploads: malformed multipart bodies, extra files, streaming size limit', () => {
  let t: Context;
  let world: TicketWorld;
  let ticket: Ticket;

  // This worker's uploads put their temporary files here, so the test can see them go.
  const temporaries = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-hardening-'));
  const systemTemporaries = process.env.TMPDIR;

  beforeAll(async () => {
    process.env.TMPDIR = temporaries;
    t = await createTicketsTestContext();
  }, 60_000);
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Uploads', ticket_type: 'post' });
  }, 30_000);
  afterAll(async () => {
    await t.ctx.close();
    if (systemTemporaries === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTemporaries;
    fs.rmSync(temporaries, { recursive: true, force: true });
  });

  const routes = () => [
    { url: '/api/me/avatar', field: 'file', persona: 'member' as const },
    {
      url: `/api/workspaces/${world.a.id}/projects/${world.a.projectId}/cover`,
      field: 'file',
      persona: 'owner' as const,
    },
    { url: `/api/tickets/${ticket.uid}/reference-images`, field: 'files', persona: 'member' as const },
    { url: `/api/tickets/${ticket.uid}/comments`, field: 'files', persona: 'member' as const },
  ];
  const send = (url: string, persona: 'member' | 'owner', contentType: string, payload: Buffer | Readable) =>
    t.ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...t.people[persona].headers, 'content-type': contentType },
    });

  it('answers a malformed multipart body with 400 in the app format on every upload route', async () => {
    for (const route of routes()) {
      const whole = Buffer.concat([filePart(BOUNDARY, route.field, PNG_1X1), closing(BOUNDARY)]);
      const bodies: Array<[string, string, Buffer]> = [
        ['no boundary', 'multipart/form-data', whole],
        ['another boundary', 'multipart/form-data; boundary=SomethingElse', whole],
        ['cut short', `multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, whole.length - 30)],
        [
          'a part without a name',
          `multipart/form-data; boundary=${BOUNDARY}`,
          Buffer.concat([filePart(BOUNDARY, null, PNG_1X1), closing(BOUNDARY)]),
        ],
      ];
      for (const [what, contentType, payload] of bodies) {
        const res = await send(route.url, route.persona, contentType, payload);
        expect(res.statusCode, `${route.url}: ${what}: ${res.body}`).toBe(400);
        const body = res.json();
        expect(typeof body.code, what).toBe('string');
        expect(typeof body.message, what).toBe('string');
      }
    }
  });

  it('refuses a second file on a single-file route (avatar, cover) rather than ignoring it', async () => {
    for (const route of routes().slice(0, 2)) {
      const { payload, contentType } = await multipartFiles(
        [
          { data: PNG_1X1, name: 'a.png' },
          { data: PNG_1X1, name: 'b.png' },
        ],
        'file',
      );
      const res = await send(route.url, route.persona, contentType, payload);
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('refuses an image cut short on every upload route: its first bytes are not enough', async () => {
    const cut = PNG_1X1.subarray(0, PNG_1X1.length - 12); // no IEND
    for (const route of routes()) {
      const { payload, contentType } = await multipartFiles([{ data: cut, name: 'cut.png' }], route.field);
      const res = await send(route.url, route.persona, contentType, payload);
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('stores an accepted 45 MB comment from its temporary files: memory stays flat, temporaries removed', async () => {
    const url = `/api/tickets/${ticket.uid}/comments`;
    // Nine text files at the limit: accepted, 45 MB, more than the reader may hold at once.
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    function* body(): Generator<Buffer> {
      for (let i = 0; i < 9; i += 1) {
        yield Buffer.from(
          `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="files"; filename="notes-${i}.txt"${CRLF}Content-Type: text/plain${CRLF}${CRLF}`,
        );
        for (let left = COMMENT_ATTACHMENT_MAX_BYTES; left > 0; left -= chunk.length) {
          yield left >= chunk.length ? chunk : chunk.subarray(0, left);
        }
        yield Buffer.from(CRLF);
      }
      yield closing(BOUNDARY);
    }
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.external + before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.external + now.heapUsed);
    }, 2);
    const res = await send(url, 'member', `multipart/form-data; boundary=${BOUNDARY}`, Readable.from(body()));
    clearInterval(sampler);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().attachments).toHaveLength(9);
    expect(res.json().attachments.map((a: { size: number }) => a.size)).toEqual(
      Array(9).fill(COMMENT_ATTACHMENT_MAX_BYTES),
    );
    // Held whole, the nine files alone would be 45 MB.
    expect((peak - before.external - before.heapUsed) / (1024 * 1024)).toBeLessThan(30);
    // The upload's temporary files go once the answer has been sent.
    await vi.waitFor(() =>
      expect(fs.readdirSync(temporaries).filter((name) => name.startsWith('upload-'))).toEqual([]),
    );
  }, 60_000);

  it('streams a 60 MB upload under the limit: memory stays flat, refused at the first part over 5 MB', async () => {
    const url = `/api/tickets/${ticket.uid}/comments`;
    // Nine parts at the limit, then three just over it: twelve parts, 60 MB and more.
    const sizes = [
      ...Array(9).fill(COMMENT_ATTACHMENT_MAX_BYTES),
      ...Array(3).fill(COMMENT_ATTACHMENT_MAX_BYTES + 1),
    ];
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let produced = 0;
    function* body(): Generator<Buffer> {
      for (const size of sizes) {
        yield Buffer.from(
          `--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="files"; filename="a.txt"${CRLF}Content-Type: text/plain${CRLF}${CRLF}`,
        );
        for (let left = size; left > 0; left -= chunk.length) {
          const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
          produced += piece.length;
          yield piece;
        }
        yield Buffer.from(CRLF);
      }
      yield closing(BOUNDARY);
    }
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    let peakExternal = before.external + before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.rss);
      peakExternal = Math.max(peakExternal, now.external + now.heapUsed);
    }, 2);
    const res = await send(url, 'member', `multipart/form-data; boundary=${BOUNDARY}`, Readable.from(body()));
    clearInterval(sampler);
    const after = process.memoryUsage();
    peak = Math.max(peak, after.rss);
    peakExternal = Math.max(peakExternal, after.external + after.heapUsed);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().code).toBe('attachment_too_large');
    const MB = 1024 * 1024;
    expect((peakExternal - before.external - before.heapUsed) / MB).toBeLessThan(30);
    expect((peak - before.rss) / MB).toBeLessThan(30);
    // Refused at the tenth part: the rest of the body was never needed.
    expect(produced).toBeGreaterThan(9 * COMMENT_ATTACHMENT_MAX_BYTES);
  }, 60_000);
});
