import { TICKET_EXPORT_COLUMNS } from '@expertos/domain/ticket-export';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import { createTicketsTestContext, insertTicket, type TicketWorld } from './tickets.fixtures.js';

/**
 * A CSV record parser for the test, independent of the exporter's writer: quoted cells with
 * doubled quotes, commas and line breaks inside, CRLF between records.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || record.length) records.push([...record, cell]);
  return records;
}

const HEADERS: string[] = TICKET_EXPORT_COLUMNS.map(([, header]) => header);
const column = (name: string) => HEADERS.indexOf(name);

describe(`CSV export of a task list on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('writes the filtered list with every field, as spreadsheets read it', async () => {
    const reel = await t.createTicket('member', world.a.projectId, {
      summary: 'Reel, "autumn" cut',
      ticket_type: 'post',
      status: 'in_progress',
      priority: '2',
      assignee: world.a.memberIds.member,
      tags: ['video', 'autumn'],
      due_date: '2026-12-01',
      caption: '=HYPERLINK("http://evil.test")\nsecond line',
      post_platform: 'instagram',
    });
    await t.createTicket('member', world.a.projectId, { summary: 'Done already', status: 'done' });
    const hidden = await t.createTicket('admin', world.hiddenProjectId, {
      summary: 'Secret brand',
      status: 'in_progress',
    });

    const res = await t.call(
      'member',
      'GET',
      `/api/workspaces/${world.a.id}/tickets/export?status=in_progress`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tickets-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(HEADERS);
    // The status filter, and only the brands the member was given.
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row[column('Number')]).toBe(String(reel.id));
    expect(row[column('Summary')]).toBe('Reel, "autumn" cut');
    expect(row[column('Type')]).toBe('Post');
    expect(row[column('Status')]).toBe('In Progress');
    expect(row[column('Priority')]).toBe('High');
    expect(row[column('Tags')]?.split(', ').sort()).toEqual(['autumn', 'video']);
    expect(row[column('Due date')]).toBe('2026-12-01');
    expect(row[column('Platform')]).toBe('Instagram');
    expect(row[column('Assignee')]).not.toBe('');
    expect(row[column('Reporter')]).toBe(row[column('Assignee')]);
    // Typed text never becomes a formula; its line break stays inside the cell.
    expect(row[column('Caption')]).toBe('\'=HYPERLINK("http://evil.test")\nsecond line');
    expect(row[column('Link')]).toBe(
      `${t.ctx.config.publicUrl}/brand/${world.a.projectSlug}/tasks/${reel.uid}`,
    );
    expect(res.body).not.toContain(hidden.uid);

    // One brand's export, named after it.
    const brand = await t.call(
      'member',
      'GET',
      `/api/projects/${world.a.projectId}/tickets/export?sort=summary&order=asc`,
    );
    expect(brand.headers['content-disposition']).toContain(`tickets-${world.a.projectSlug}-`);
    const summaries = parseCsv(brand.body.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((r) => r[column('Summary')]);
    expect(summaries).toEqual(['Done already', 'Reel, "autumn" cut']);
  });

  it('writes every matching ticket across pages, once each', async () => {
    const place = { workspaceId: world.a.id, projectId: world.a.projectId };
    for (let i = 0; i < 450; i++) await insertTicket(t.ctx.database.db, place, { summary: `Bulk ${i}` });
    const res = await t.call(
      'member',
      'GET',
      `/api/projects/${world.a.projectId}/tickets/export?filter=bulk`,
    );
    const rows = parseCsv(res.body.replace(/^\uFEFF/, '')).slice(1);
    expect(rows).toHaveLength(450);
    expect(new Set(rows.map((r) => r[column('Summary')])).size).toBe(450);
  });

  it('refuses those who may not read the list, and answers bad filters with 400', async () => {
    const url = `/api/projects/${world.a.projectId}/tickets/export`;
    expect((await t.call('external', 'GET', url)).statusCode).toBe(403);
    expect((await t.call('outsider', 'GET', url)).statusCode).toBe(403);
    expect(
      (await t.call('member', 'GET', `/api/projects/${world.hiddenProjectId}/tickets/export`)).statusCode,
    ).toBe(403);
    expect((await t.call('external', 'GET', `/api/workspaces/${world.a.id}/tickets/export`)).statusCode).toBe(
      403,
    );
    expect((await t.call('member', 'GET', `${url}?status=nonsense`)).statusCode).toBe(400);
    expect((await t.call('member', 'GET', `${url}?due_from=2026-02-31`)).statusCode).toBe(400);
  });
});
