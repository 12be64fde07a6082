import fs from 'node:fs';
import path from 'node:path';
import { type Ticket, ticketSchema } from '@expertos/domain/ticket.schema';
import { workspaceSchema } from '@expertos/domain/workspace.schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migration0089ProjectStorage } from '../../db/migrations/0089-project-storage.js';
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
  /** The workspace's use as the admins see it: the database's kept count (migration 0089). */
  const shownUse = async () =>
    workspaceSchema.parse((await t.call('admin', 'GET', `/api/workspaces/${world.a.id}`)).json())
      .storage_used_bytes;
  /** The same counted again from every file row, as the quota summed it before the kept count. */
  const recount = async () => {
    const ws = world.a.id;
    const { rows } = await sql<{ bytes: number | string | null }>`
      select sum(bytes) as bytes from (
        select coalesce(cover_size, 0) as bytes from projects where workspace_id = ${ws}
        union all select i.size from ticket_reference_images i join tickets t on t.id = i.ticket_id where t.workspace_id = ${ws}
        union all select a.size from comment_attachments a join tickets t on t.id = a.ticket_id where t.workspace_id = ${ws}
        union all select size from videos where workspace_id = ${ws}
        union all select v.size from asset_versions v join assets a on a.id = v.asset_id where a.workspace_id = ${ws}
        union all select size from asset_uploads where workspace_id = ${ws} and status <> 'stored'
      ) files`.execute(t.ctx.database.db);
    return Number(rows[0]?.bytes ?? 0);
  };

  it("keeps each brand's use as files are added and deleted, alone or with their comment, ticket or brand", async () => {
    const expectUse = async (bytes: number) => {
      expect(await recount()).toBe(bytes);
      expect(await shownUse()).toBe(bytes);
    };
    const size = PNG_1X1.length;
    await expectUse(0);
    expect((await references(1)).statusCode).toBe(200);
    const posted = await comment(1);
    expect(posted.statusCode).toBe(201);
    expect((await cover()).statusCode).toBe(200);
    // A ticket on the hidden brand, with a file: the workspace counts every brand's.
    const other = await t.createTicket('admin', world.hiddenProjectId, { summary: 'Other brand' });
    const form = new FormData();
    form.append('body', 'On the other brand');
    form.append('files', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'other.png');
    expect((await post(`/api/tickets/${other.uid}/comments`, 'owner', form)).statusCode).toBe(201);
    await expectUse(4 * size);
    // Deleting a comment takes its file.
    const commentUid = posted.json().uid as string;
    const deleted = await t.call('member', 'DELETE', `/api/tickets/${ticket.uid}/comments/${commentUid}`);
    expect(deleted.statusCode).toBe(200);
    await expectUse(3 * size);
    // The ticket goes with its image; the hidden brand with its ticket and that ticket's file.
    expect((await t.call('admin', 'DELETE', `/api/tickets/${ticket.uid}`)).statusCode).toBe(200);
    await expectUse(2 * size);
    const brand = `/api/workspaces/${world.a.id}/projects/${world.hiddenProjectId}`;
    expect((await t.call('owner', 'DELETE', brand)).statusCode).toBe(200);
    await expectUse(size);
  });

  it('counts the files already stored when the kept count is first made (the migration)', async () => {
    expect((await references(2)).statusCode).toBe(200);
    expect((await comment(1)).statusCode).toBe(201);
    expect((await cover()).statusCode).toBe(200);
    const db = t.ctx.database.db;
    await migration0089ProjectStorage.down!(db as never);
    await migration0089ProjectStorage.up(db as never);
    expect(await recount()).toBe(4 * PNG_1X1.length);
    expect(await shownUse()).toBe(4 * PNG_1X1.length);
    // And it goes on counting from there.
    refused(await references(1)); // 280 + 70 > 314
  });
});
