import fs from 'node:fs';
import path from 'node:path';
import { type Ticket, ticketSchema } from '@expertos/domain/ticket.schema';
import { workspaceSchema } from '@expertos/domain/workspace.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTicketsTestContext, type TicketWorld } from '../../modules/tickets/tickets.fixtures.js';
import { multipartFiles, PNG_1X1 } from '../../modules/tickets/tickets-upload.fixtures.js';

type Context = Awaited<ReturnType<typeof createTicketsTestContext>>;

// 0.0003 MB = 314 bytes: four 70-byte PNGs fit, a fifth does not.
const QUOTA_BYTES = Math.floor(0.0003 * 1024 * 1024);
const png = (name: string) => ({ data: PNG_1X1, name });

describe('storage quota per workspace (STORAGE_QUOTA_MB)', () => {
  let t: Context;
  let world: TicketWorld;
  let ticket: Ticket;

  const mediaDir = () => path.join(t.ctx.dataDir, 'media');
  const countFiles = (folder: string) => {
    const dir = path.join(mediaDir(), folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  async function post(url: string, persona: 'member' | 'owner', form: FormData) {
    const request = new Request('http://localhost/upload', { method: 'POST', body: form });
    return t.ctx.app.inject({
      method: 'POST',
      url,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...t.people[persona].headers, 'content-type': request.headers.get('content-type')! },
    });
  }
  const references = async (count: number) => {
    const { payload, contentType } = await multipartFiles(
      Array.from({ length: count }, (_, i) => png(`ref-${i}.png`)),
    );
    return t.ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.uid}/reference-images`,
      payload,
      headers: { ...t.people.member.headers, 'content-type': contentType },
    });
  };
  const comment = (count: number) => {
    const form = new FormData();
    form.append('body', 'See attached');
    for (let i = 0; i < count; i++) {
      form.append('files', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), `file-${i}.png`);
    }
    return post(`/api/tickets/${ticket.uid}/comments`, 'member', form);
  };
  const cover = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'cover.png');
    return post(`/api/workspaces/${world.a.id}/projects/${world.a.projectId}/cover`, 'owner', form);
  };
  const refused = (res: { statusCode: number; json: () => { code: string } }) => {
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('storage_quota_exceeded');
  };

  beforeAll(async () => {
    t = await createTicketsTestContext({ env: { STORAGE_QUOTA_MB: '0.0003' } });
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
    ticket = await t.createTicket('member', world.a.projectId, { summary: 'Quota', ticket_type: 'post' });
  });
  afterAll(() => t.ctx.close());

  it('refuses a comment attachment, reference image or brand cover that would pass the quota (413)', async () => {
    expect((await references(2)).statusCode).toBe(200); // 140 bytes
    const files = countFiles('attachments') + countFiles('references');
    refused(await comment(3)); // 140 + 210 > 314
    expect(countFiles('attachments') + countFiles('references')).toBe(files);
    expect((await comment(1)).statusCode).toBe(201); // 210
    refused(await references(2)); // 210 + 140 > 314
    expect((await cover()).statusCode).toBe(200); // 280
    // Replacing the cover frees the old one: still 280.
    expect((await cover()).statusCode).toBe(200);
    refused(await references(1)); // 350
    refused(await comment(1));
    // A comment without files stores nothing and is not refused.
    const text = new FormData();
    text.append('body', 'Just words');
    expect((await post(`/api/tickets/${ticket.uid}/comments`, 'member', text)).statusCode).toBe(201);
    // Deleting an image makes room again.
    const images = ticketSchema.parse(
      (await t.call('member', 'GET', `/api/tickets/${ticket.uid}`)).json(),
    ).reference_images;
    expect(
      (await t.call('member', 'DELETE', `/api/tickets/${ticket.uid}/reference-images/${images[0]!.uid}`))
        .statusCode,
    ).toBe(200);
    expect((await references(1)).statusCode).toBe(200);
  });

  it("shows the workspace's use and quota to admins only", async () => {
    await references(2);
    await comment(1);
    const admin = workspaceSchema.parse(
      (await t.call('admin', 'GET', `/api/workspaces/${world.a.id}`)).json(),
    );
    expect(admin).toMatchObject({ storage_used_bytes: 3 * PNG_1X1.length, storage_quota_bytes: QUOTA_BYTES });
    const member = (await t.call('member', 'GET', `/api/workspaces/${world.a.id}`)).json();
    expect(member).not.toHaveProperty('storage_used_bytes');
    expect(member).not.toHaveProperty('storage_quota_bytes');
    // Another workspace's files do not count.
    const other = workspaceSchema.parse(
      (await t.call('outsider', 'GET', `/api/workspaces/${world.b.id}`)).json(),
    );
    expect(other.storage_used_bytes).toBe(0);
  });
});
