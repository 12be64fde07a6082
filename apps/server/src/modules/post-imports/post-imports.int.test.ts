import { postImportListSchema, postImportSchema } from '@expertos/domain/post-import';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { type LinkPages, startLinkPages } from '../../test/link-pages-server.js';
import { createTestLogger } from '../../test/logger.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

describe(`bulk posts from a CSV of links on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let pages: LinkPages;
  let background: ReturnType<typeof createWorkerProcess>;

  const base = () => `/api/projects/${world.a.projectId}/post-imports`;
  const upload = (persona: Persona, csv: string | Buffer, contentType = 'text/csv') =>
    ctx.app.inject({
      method: 'POST',
      url: base(),
      headers: { ...people[persona].headers, 'content-type': contentType },
      payload: csv,
    });
  const call = (persona: Persona, method: 'GET' | 'POST', url: string) =>
    ctx.app.inject({ method, url, headers: people[persona].headers });

  async function drain(worker = background.worker) {
    while (await worker.runOnce()) {
      // every due job, one at a time
    }
  }
  async function read(uid: string) {
    const res = await call('member', 'GET', `${base()}/${uid}`);
    expect(res.statusCode, res.body).toBe(200);
    return postImportSchema.parse(res.json());
  }
  async function started(csv: string) {
    const res = await upload('member', csv);
    expect(res.statusCode, res.body).toBe(201);
    return postImportSchema.parse(res.json());
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      // The stand-in pages listen on 127.0.0.1.
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
    pages = await startLinkPages();
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => {
    await pages.close();
    await ctx.close();
  });

  it('previews every link of the file, then makes one draft post per link', async () => {
    const csv = [
      '\uFEFFURL,Notes',
      `${pages.url('/og/1')},"first, with a comma"`,
      `"${pages.url('/twitter')}",x`,
      `${pages.url('/plain')}`,
      `${pages.url('/missing')}`,
      `${pages.url('/image.png')}`,
      `${pages.url('/moved')}`,
      'not a link,y',
      `${pages.url('/og/1')}?utm_source=plan`,
      '',
    ].join('\r\n');
    const begun = await started(csv);
    expect(begun.status).toBe('previewing');
    expect(begun.job_id).not.toBeNull();
    expect(begun.rows.map((r) => [r.line, r.state])).toEqual([
      [2, 'pending'],
      [3, 'pending'],
      [4, 'pending'],
      [5, 'pending'],
      [6, 'pending'],
      [7, 'pending'],
    ]);
    expect(begun.skipped).toEqual([
      { line: 8, value: 'not a link', reason: expect.stringContaining('Not a web address'), kind: 'invalid' },
      {
        line: 9,
        value: `${pages.url('/og/1')}?utm_source=plan`,
        reason: 'The same link as line 2.',
        kind: 'duplicate',
      },
    ]);
    expect(begun.progress).toMatchObject({ done: 0, total: 6 });

    // Too early: the previews are not in.
    expect((await call('member', 'POST', `${base()}/${begun.uid}/create`)).statusCode).toBe(409);

    await drain();
    const ready = await read(begun.uid);
    expect(ready.status).toBe('ready');
    expect(ready.progress).toMatchObject({ done: 6, total: 6 });
    const byLine = new Map(ready.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({
      state: 'previewed',
      title: 'Post 1 & friends',
      description: 'Caption of post 1',
      image_url: pages.url('/images/1.jpg'),
      note: null,
      platform: 'blog',
    });
    expect(byLine.get(3)).toMatchObject({
      title: 'Card title',
      image_url: 'https://cdn.example.com/card.png',
    });
    expect(byLine.get(4)).toMatchObject({ title: 'Just a title', description: 'Plain description' });
    expect(byLine.get(5)).toMatchObject({ state: 'previewed', title: null, note: 'The page answered 404.' });
    expect(byLine.get(6)?.note).toContain('not a web page');
    // The redirect was followed (and checked) to the page it points at.
    expect(byLine.get(7)).toMatchObject({ title: 'Post 7 & friends' });

    const go = await call('member', 'POST', `${base()}/${begun.uid}/create`);
    expect(go.statusCode, go.body).toBe(202);
    expect(postImportSchema.parse(go.json()).status).toBe('creating');
    // A second click starts nothing.
    expect((await call('member', 'POST', `${base()}/${begun.uid}/create`)).statusCode).toBe(409);
    await drain();

    const done = await read(begun.uid);
    expect(done.status).toBe('done');
    expect(done.progress).toMatchObject({ done: 6, total: 6 });
    expect(done.rows.every((r) => r.state === 'created' && r.ticket)).toBe(true);
    const first = done.rows.find((r) => r.line === 2)!;
    const ticket = ticketSchema.parse(
      (await call('member', 'GET', `/api/tickets/${first.ticket!.uid}`)).json(),
    );
    expect(ticket).toMatchObject({
      summary: 'Post 1 & friends',
      ticket_type: 'post',
      status: 'draft',
      post_platform: 'blog',
      caption: 'Caption of post 1',
      id: first.ticket!.id,
    });
    expect(ticket.reference_content).toContain(`Imported from ${pages.url('/og/1')}`);
    expect(ticket.reporter?.uid).toBe(world.a.memberIds.member);
    const untitled = done.rows.find((r) => r.line === 5)!;
    const bare = ticketSchema.parse(
      (await call('member', 'GET', `/api/tickets/${untitled.ticket!.uid}`)).json(),
    );
    expect(bare.summary).toBe(pages.url('/missing').replace('http://', ''));

    // The list finds it, with its row count.
    const list = postImportListSchema.parse((await call('member', 'GET', base())).json());
    expect(list.items[0]).toMatchObject({ uid: begun.uid, status: 'done', row_count: 6 });
  });

  it('skips links imported into the brand before, and says as what', async () => {
    const first = await started(`${pages.url('/og/2')}\n${pages.url('/og/3')}`);
    await drain();
    await call('member', 'POST', `${base()}/${first.uid}/create`);
    await drain();
    const made = (await read(first.uid)).rows.find((r) => r.line === 1)!.ticket!;

    const again = await started(`${pages.url('/og/2/')}\n${pages.url('/og/4')}`);
    expect(again.rows.map((r) => r.url)).toEqual([pages.url('/og/4')]);
    expect(again.skipped).toEqual([
      {
        line: 1,
        value: `${pages.url('/og/2/')}`,
        reason: `Already imported as #${made.id}.`,
        kind: 'duplicate',
      },
    ]);

    // Nothing new at all: the import is over at once, and no job runs.
    const nothing = await started(pages.url('/og/3'));
    expect(nothing).toMatchObject({ status: 'done', job_id: null, rows: [] });
    expect(nothing.skipped).toHaveLength(1);
  });

  it('refuses links to private and local addresses when the guard is on, and makes no post of them', async () => {
    const guarded = createWorkerProcess(
      { ...ctx.config, egress: { ...ctx.config.egress, allowPrivateTargets: false } },
      ctx.database,
      createTestLogger().logger,
    );
    const begun = await started(['https://10.1.2.3/admin', pages.url('/og/5'), 'http://[::1]/x'].join('\n'));
    await drain(guarded.worker);
    const ready = await read(begun.uid);
    expect(ready.rows.map((r) => [r.line, r.state])).toEqual([
      [1, 'refused'],
      [2, 'refused'],
      [3, 'refused'],
    ]);
    expect(ready.rows[0]?.note).toMatch(/cannot be fetched \(private/);
    expect(pages.hits('/og/5')).toBe(0);
    await call('member', 'POST', `${base()}/${begun.uid}/create`);
    await drain(guarded.worker);
    const done = await read(begun.uid);
    expect(done.status).toBe('done');
    expect(done.rows.every((r) => r.ticket === null)).toBe(true);
  });

  it('answers a bad file with the reason, before anything is kept', async () => {
    const expectError = async (res: Awaited<ReturnType<typeof upload>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await expectError(await upload('member', ''), 400, 'csv_no_valid_urls');
    const none = await upload('member', 'url\nhello\nworld');
    await expectError(none, 400, 'csv_no_valid_urls');
    expect(none.json().message).toBe('No valid URLs found in the CSV file');
    expect(none.json().details).toEqual([
      { path: 'line 2', message: expect.stringContaining('Not a web address') },
      { path: 'line 3', message: expect.stringContaining('Not a web address') },
    ]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    await expectError(await upload('member', png), 400, 'csv_unreadable');
    await expectError(await upload('member', '"https://a.example.com/1\nmore'), 400, 'csv_unreadable');
    const rows = Array.from({ length: 1001 }, (_, i) => `https://a.example.com/${i}`).join('\n');
    await expectError(await upload('member', rows), 400, 'csv_too_many_rows');
    expect((await upload('member', '{"url":1}', 'application/json')).statusCode).toBe(415);
    const res = await upload('member', 'https://a.example.com/1', 'application/x-unknown');
    expect(res.statusCode).toBe(415);
    const huge = await upload('member', `https://a.example.com/${'a'.repeat(3 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    const kept = postImportListSchema.parse((await call('member', 'GET', base())).json());
    expect(kept.items).toEqual([]);
  });

  it('is for people who work on the brand’s tasks, and finds only this brand’s imports', async () => {
    expect((await upload('external', pages.url('/og/1'))).statusCode).toBe(403);
    expect((await upload('outsider', pages.url('/og/1'))).statusCode).toBe(403);
    const mine = await started(pages.url('/og/1'));
    expect((await call('external', 'GET', `${base()}/${mine.uid}`)).statusCode).toBe(403);
    const elsewhere = await call(
      'admin',
      'GET',
      `/api/projects/${world.b.projectId}/post-imports/${mine.uid}`,
    );
    expect([403, 404]).toContain(elsewhere.statusCode);
    expect((await call('member', 'GET', `${base()}/not-an-import`)).statusCode).toBe(404);
  });
});
