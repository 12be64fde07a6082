import { approvalRoundSchema } from '@expertos/domain/approvals/round.schema';
import {
  postVersionPageSchema,
  VERSION_AUTHOR_GONE,
  versionDiffSchema,
  versionRestoreSchema,
} from '@expertos/domain/approvals/versions';
import { publishingChannelSchema } from '@expertos/domain/publishing/channel.schema';
import { ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { until } from '../../test/until.js';
import { insertProject } from '../../test/workspace-fixtures.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { movableClock } from '../reminders/reminders.fixtures.js';
import { multipartFiles, PNG_1X1 } from '../tickets/tickets-upload.fixtures.js';

/**
 * A post's versions (docs/product.md#approvals): each change of its content or files makes one,
 * one person's changes within ten minutes are one, marked versions never change; any two
 * compare word by word, and one can be restored as a new version.
 */
describe('a post’s versions', () => {
  const mail = mailCollector();
  const clock = movableClock();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send, now: clock.now },
      // The worker hands a post off to a person (the published mark's test).
      env: { RUN_WORKER: 'true', JOBS_POLL_MS: '20', RATE_LIMIT_MAX: '100000' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    clock.set(new Date());
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => ctx?.close());

  const later = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));
  const id = (persona: Persona) => world.a.memberIds[persona]!;

  async function post(caption = 'Our spring menu is here') {
    const res = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Spring launch',
      ticket_type: 'post',
      caption,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().uid as string;
  }
  async function edit(persona: Persona, ticket: string, body: object) {
    const res = await call(persona, 'PATCH', `/api/tickets/${ticket}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  async function history(ticket: string, query = '') {
    const res = await call('member', 'GET', `/api/tickets/${ticket}/versions${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return postVersionPageSchema.parse(res.json());
  }
  const numbers = async (ticket: string) => (await history(ticket)).items.map((v) => v.number);
  async function upload(persona: Persona, ticket: string, name: string) {
    const { payload, contentType } = await multipartFiles([{ data: PNG_1X1, name }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket}/reference-images`,
      headers: { ...people[persona].headers, 'content-type': contentType },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return ticketSchema.parse(res.json()).reference_images.find((image) => image.name === name)!.uid;
  }
  const diff = (ticket: string, query: string) =>
    call('member', 'GET', `/api/tickets/${ticket}/versions/diff?${query}`);

  it('folds one person’s changes within ten minutes into one version; another person, or later, starts the next', async () => {
    const ticket = await post();
    const [first] = (await history(ticket)).items;
    expect(first).toMatchObject({ number: 1, author_uid: id('member'), marks: [], media_count: 0 });

    later(3);
    await edit('member', ticket, { caption: 'Our spring menu is finally here' });
    const [folded] = (await history(ticket)).items;
    expect(folded).toMatchObject({ number: 1, created_at: first!.created_at });
    expect(folded!.updated_at > first!.updated_at).toBe(true);

    later(1);
    await edit('admin', ticket, { caption: 'Our spring menu is here at last' });
    expect(await numbers(ticket)).toEqual([2, 1]);
    expect((await history(ticket)).items[0]?.author_uid).toBe(id('admin'));
    // The member again: the newest version is the admin's.
    later(1);
    await edit('member', ticket, { hook: 'Hungry?' });
    expect(await numbers(ticket)).toEqual([3, 2, 1]);
    // Ten minutes on, still theirs: within ten minutes of its last change, it folds in.
    later(10);
    await edit('member', ticket, { hook: 'Still hungry?' });
    expect(await numbers(ticket)).toEqual([3, 2, 1]);
    later(11);
    await edit('member', ticket, { hook: 'Starving?' });
    expect(await numbers(ticket)).toEqual([4, 3, 2, 1]);
  });

  it('makes no version for a change that leaves the content as it was', async () => {
    const ticket = await post();
    later(20);
    await edit('admin', ticket, { description: 'Notes for the shoot', due_date: '2026-06-01' });
    await edit('admin', ticket, { caption: 'Our spring menu is here' });
    // A post made a task and a post again by someone else: the content is the newest version's.
    await edit('admin', ticket, { ticket_type: 'task' });
    await edit('admin', ticket, { ticket_type: 'post' });
    expect(await numbers(ticket)).toEqual([1]);
  });

  it('keeps each file added or removed; a deleted file stays named in the versions that had it', async () => {
    const ticket = await post();
    const image = await upload('member', ticket, 'menu.png');
    expect((await history(ticket)).items).toMatchObject([{ number: 1, media_count: 1 }]);
    later(1);
    const remove = await call('admin', 'DELETE', `/api/tickets/${ticket}/reference-images/${image}`);
    expect(remove.statusCode, remove.body).toBe(200);
    expect((await history(ticket)).items).toMatchObject([
      { number: 2, media_count: 0, author_uid: id('admin') },
      { number: 1, media_count: 1 },
    ]);
    const compared = versionDiffSchema.parse((await diff(ticket, 'from=1&to=2')).json());
    expect(compared.media.removed).toEqual([{ id: image, name: 'menu.png', url: null }]);
  });

  it('never changes a version asked for or approved, and marks them (dates locked with the content too)', async () => {
    const workflow = await call('admin', 'PUT', `/api/projects/${world.a.projectId}/approval-workflow`, {
      mode: 'optional',
      lock_dates: true,
    });
    expect(workflow.statusCode, workflow.body).toBe(200);
    const ticket = await post();
    expect((await call('member', 'POST', `/api/tickets/${ticket}/approval`)).statusCode).toBe(201);
    const { version } = approvalRoundSchema.parse(
      await call('admin', 'GET', `/api/tickets/${ticket}/approval`).then((r) => r.json()),
    ).round!;
    const approved = await call('admin', 'POST', `/api/tickets/${ticket}/approval/decisions`, {
      decision: 'approved',
      version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await history(ticket)).items).toMatchObject([{ number: 1, marks: ['requested', 'approved'] }]);

    // Its author, a minute later, edits the approved post reopening review: a version of its
    // own, asked for again at once.
    later(1);
    await edit('member', ticket, { caption: 'Our spring menu, now with tea', reopen_review: true });
    expect((await history(ticket)).items).toMatchObject([
      { number: 2, marks: ['requested'] },
      { number: 1, marks: ['requested', 'approved'] },
    ]);
    // The next change starts another.
    later(1);
    await edit('member', ticket, { caption: 'Our spring menu, now with green tea' });
    expect((await history(ticket)).items.map((v) => [v.number, v.marks])).toEqual([
      [3, []],
      [2, ['requested']],
      [1, ['requested', 'approved']],
    ]);
  });

  it('marks the version current when the post was published', async () => {
    const brandUrl = `/api/projects/${world.a.projectId}/publishing`;
    const channel = await call('owner', 'POST', `${brandUrl}/channels/handoff`, {
      network: 'instagram',
      handle: '@brand',
    });
    expect(channel.statusCode, channel.body).toBe(201);
    const ticket = await post();
    await edit('admin', ticket, { caption: 'Out now' });
    const publish = await call('member', 'POST', `/api/tickets/${ticket}/publications`, {
      due_at: null,
      posts: [
        {
          channel_uid: publishingChannelSchema.parse(channel.json()).uid,
          variant: { text: 'Out now', media: [] },
        },
      ],
    });
    expect(publish.statusCode, publish.body).toBe(201);
    const handedOff = async () => {
      const res = await call('member', 'GET', `/api/tickets/${ticket}/publications`);
      return (res.json() as { uid: string; state: string; version: number }[]).find(
        (p) => p.state === 'handed_off',
      );
    };
    await until(async () => (await handedOff()) !== undefined, 15_000);
    const waiting = (await handedOff())!;
    const posted = await call('member', 'POST', `/api/tickets/${ticket}/publications/${waiting.uid}/posted`, {
      version: waiting.version,
      url: 'https://www.instagram.com/p/abc123/',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect((await history(ticket)).items.map((v) => [v.number, v.marks])).toEqual([
      [2, ['published']],
      [1, []],
    ]);
    // Published: never folded into, even by its own author at once.
    await edit('admin', ticket, { caption: 'Out now!' });
    expect(await numbers(ticket)).toEqual([3, 2, 1]);
  });

  it('compares two versions word by word, with their files; refuses a version the post does not have', async () => {
    const ticket = await post();
    const kept = await upload('member', ticket, 'kept.png');
    const gone = await upload('member', ticket, 'gone.png');
    later(11);
    await edit('admin', ticket, { caption: 'Our summer menu is here' });
    const added = await upload('admin', ticket, 'added.png');
    expect(
      (await call('admin', 'DELETE', `/api/tickets/${ticket}/reference-images/${gone}`)).statusCode,
    ).toBe(200);

    const res = await diff(ticket, 'from=1&to=2');
    expect(res.statusCode, res.body).toBe(200);
    const compared = versionDiffSchema.parse(res.json());
    expect(compared.fields.find((f) => f.field === 'caption')).toEqual({
      field: 'caption',
      channel: null,
      network: null,
      changed: true,
      segments: [
        { kind: 'same', text: 'Our ' },
        { kind: 'removed', text: 'spring' },
        { kind: 'added', text: 'summer' },
        { kind: 'same', text: ' menu is here' },
      ],
    });
    expect(compared.fields.find((f) => f.field === 'summary')?.changed).toBe(false);
    // The deleted file is named, with no image left to show; the other in its place replaced it.
    expect(compared.media).toEqual({
      added: [],
      removed: [],
      moved: [],
      replaced: [
        {
          from: { id: gone, name: 'gone.png', url: null },
          to: { id: added, name: 'added.png', url: `/api/tickets/${ticket}/images/${added}/file` },
        },
      ],
    });
    expect(compared.media.replaced.some((r) => r.from.id === kept)).toBe(false);
    // Either way round.
    const back = versionDiffSchema.parse((await diff(ticket, 'from=2&to=1')).json());
    expect(back.fields.find((f) => f.field === 'caption')?.segments[1]).toEqual({
      kind: 'removed',
      text: 'summer',
    });

    for (const query of ['from=abc&to=1', 'from=1', 'from=0&to=1', 'from=1.5&to=2']) {
      const bad = await diff(ticket, query);
      expect([bad.statusCode, bad.json().code], query).toEqual([400, 'validation_error']);
    }
    const unknown = await diff(ticket, 'from=1&to=9');
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'approval_version_unknown']);
    // Another post's numbers are its own.
    const other = await post();
    expect((await call('member', 'GET', `/api/tickets/${other}/versions/diff?from=1&to=2`)).statusCode).toBe(
      400,
    );
  });

  it('restores a version’s texts as a new version, naming the files it could not bring back', async () => {
    const ticket = await post('The first words');
    const gone = await upload('member', ticket, 'gone.png');
    later(11);
    await edit('admin', ticket, { caption: 'Other words', hook: 'New hook' });
    const added = await upload('admin', ticket, 'added.png');
    expect(
      (await call('admin', 'DELETE', `/api/tickets/${ticket}/reference-images/${gone}`)).statusCode,
    ).toBe(200);

    later(1);
    const res = await call('member', 'POST', `/api/tickets/${ticket}/versions/1/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(versionRestoreSchema.parse(res.json())).toEqual({
      version: 3,
      skipped: [
        { id: gone, name: 'gone.png', reason: 'deleted' },
        { id: added, name: 'added.png', reason: 'added_since' },
      ],
    });
    const now = ticketSchema.parse((await call('member', 'GET', `/api/tickets/${ticket}`)).json());
    expect([now.caption, now.hook]).toEqual(['The first words', null]);
    expect((await history(ticket)).items[0]).toMatchObject({
      number: 3,
      restored_from: 1,
      author_uid: id('member'),
    });

    // A restore right after the restorer's own change is still a version of its own.
    const again = await call('member', 'POST', `/api/tickets/${ticket}/versions/2/restore`);
    expect(versionRestoreSchema.parse(again.json()).version).toBe(4);
    expect((await history(ticket)).items[0]).toMatchObject({ number: 4, restored_from: 2 });

    expect((await call('member', 'POST', `/api/tickets/${ticket}/versions/9/restore`)).statusCode).toBe(404);
    const bad = await call('member', 'POST', `/api/tickets/${ticket}/versions/x/restore`);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_error']);
  });

  it('pages the history newest first, and names an author who left as a former member', async () => {
    const ticket = await post('Version 1');
    for (let n = 2; n <= 5; n += 1) {
      later(11);
      await edit('member', ticket, { caption: `Version ${n}` });
    }
    const first = await history(ticket, '?limit=2');
    expect(first.items.map((v) => v.number)).toEqual([5, 4]);
    const second = await history(ticket, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((v) => v.number)).toEqual([3, 2]);
    const last = await history(ticket, `?limit=2&cursor=${second.next_cursor}`);
    expect([last.items.map((v) => v.number), last.next_cursor]).toEqual([[1], null]);
    const bad = await call('member', 'GET', `/api/tickets/${ticket}/versions?cursor=abc`);
    expect(bad.statusCode).toBe(400);

    const removed = await call('owner', 'DELETE', `/api/workspaces/${world.a.id}/users/${id('member')}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const res = await call('admin', 'GET', `/api/tickets/${ticket}/versions`);
    expect(postVersionPageSchema.parse(res.json()).items[0]?.author).toBe(VERSION_AUTHOR_GONE);
  });

  it('is for the members who work on the post’s brand', async () => {
    const ticket = await post();
    const hidden = await insertProject(ctx.database.db, world.a.id, people.owner.id);
    const secret = await call('owner', 'POST', `/api/projects/${hidden}/tickets`, {
      summary: 'Secret launch',
      ticket_type: 'post',
    });
    expect(secret.statusCode, secret.body).toBe(201);
    const other = secret.json().uid as string;
    for (const url of [`/api/tickets/${other}/versions`, `/api/tickets/${other}/versions/diff?from=1&to=1`]) {
      const res = await call('member', 'GET', url);
      expect([403, 404], url).toContain(res.statusCode);
    }
    const restore = await call('member', 'POST', `/api/tickets/${other}/versions/1/restore`);
    expect([403, 404]).toContain(restore.statusCode);
    for (const persona of ['external', 'outsider'] as const)
      expect((await call(persona, 'GET', `/api/tickets/${ticket}/versions`)).statusCode).toBe(403);
  });
});
