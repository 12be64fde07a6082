import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { multipartFiles, PNG_1X1 } from '../tickets/tickets-upload.fixtures.js';

/**
 * Lock on approve (docs/product.md#approvals): an approved post's content is locked; an edit of
 * it is refused naming the fields unless it reopens the review, which saves it and asks for
 * approval again. Assignee and tags stay free; dates only where the brand locks them.
 */
describe('an approved post’s lock', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  const call = (persona: Persona, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(async () => ctx?.close());

  async function approvedPost(lockDates = false) {
    const wf = await call('admin', 'PUT', `/api/projects/${world.a.projectId}/approval-workflow`, {
      mode: 'required',
      steps: [{ kind: 'internal', approvers: [world.a.memberIds.admin] }],
      lock_dates: lockDates,
    });
    expect(wf.statusCode, wf.body).toBe(200);
    const created = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Spring launch',
      ticket_type: 'post',
      caption: 'Our spring menu is here',
      due_date: '2030-03-01',
    });
    const ticket = created.json().uid as string;
    expect((await call('member', 'POST', `/api/tickets/${ticket}/approval`)).statusCode).toBe(201);
    const { version } = (await call('admin', 'GET', `/api/tickets/${ticket}/approval`)).json().round;
    expect(
      (
        await call('admin', 'POST', `/api/tickets/${ticket}/approval/decisions`, {
          decision: 'approved',
          version,
        })
      ).statusCode,
    ).toBe(200);
    return ticket;
  }
  const ticketOf = async (ticket: string) => (await call('member', 'GET', `/api/tickets/${ticket}`)).json();

  it('refuses an edit of the approved content, naming the fields, and keeps it as it was', async () => {
    const ticket = await approvedPost();
    const res = await call('member', 'PATCH', `/api/tickets/${ticket}`, {
      caption: 'Sneaky change',
      hook: 'New hook',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('post_locked_approved');
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['caption', 'hook']);
    expect((await ticketOf(ticket)).caption).toBe('Our spring menu is here');
    // Who does it, when, and its tags are not the content.
    const free = await call('member', 'PATCH', `/api/tickets/${ticket}`, {
      assignee: world.a.memberIds.owner,
      due_date: '2030-03-02',
    });
    expect(free.statusCode, free.body).toBe(200);
    expect((await ticketOf(ticket)).status).toBe('approved');
  });

  it('saves an edit that reopens the review, and asks for approval again from the first step', async () => {
    const ticket = await approvedPost();
    const res = await call('member', 'PATCH', `/api/tickets/${ticket}`, {
      caption: 'Our spring menu, now with tea',
      reopen_review: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await ticketOf(ticket);
    expect(after.caption).toBe('Our spring menu, now with tea');
    expect(after.status).toBe('needs_approval');
    const round = (await call('admin', 'GET', `/api/tickets/${ticket}/approval`)).json().round;
    expect(round).toMatchObject({ status: 'open', step: 0, waiting_on_me: true, content_changed: false });
    // Approved again, it is locked again.
    await call('admin', 'POST', `/api/tickets/${ticket}/approval/decisions`, {
      decision: 'approved',
      version: round.version,
    });
    expect((await call('member', 'PATCH', `/api/tickets/${ticket}`, { caption: 'x' })).statusCode).toBe(409);
  });

  it('keeps an approved post’s files: adding or removing one reopens the review, or is refused', async () => {
    const ticket = await approvedPost();
    const upload = async (query = '') => {
      const { payload, contentType } = await multipartFiles([{ data: PNG_1X1, name: 'Menu.png' }]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/tickets/${ticket}/reference-images${query}`,
        payload,
        headers: { ...people.member.headers, 'content-type': contentType },
      });
    };
    const refused = await upload();
    expect([refused.statusCode, refused.json().code, refused.json().details[0].path]).toEqual([
      409,
      'post_locked_approved',
      'reference_images',
    ]);
    expect((await ticketOf(ticket)).reference_images).toEqual([]);

    const added = await upload('?reopen_review=true');
    expect(added.statusCode, added.body).toBe(200);
    const after = await ticketOf(ticket);
    expect(after.reference_images).toHaveLength(1);
    expect(after.status).toBe('needs_approval');
    const round = (await call('admin', 'GET', `/api/tickets/${ticket}/approval`)).json().round;
    expect(round).toMatchObject({ status: 'open', step: 0, content_changed: false });

    // Approved with the photo, the photo stays unless review reopens again.
    await call('admin', 'POST', `/api/tickets/${ticket}/approval/decisions`, {
      decision: 'approved',
      version: round.version,
    });
    const image = after.reference_images[0].uid as string;
    const remove = (query = '') =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/tickets/${ticket}/reference-images/${image}${query}`,
        headers: people.member.headers,
      });
    expect((await remove()).statusCode).toBe(409);
    expect((await ticketOf(ticket)).reference_images).toHaveLength(1);
    expect((await remove('?reopen_review=true')).statusCode).toBe(200);
    expect(await ticketOf(ticket)).toMatchObject({ reference_images: [], status: 'needs_approval' });
  });

  it('locks the dates too where the brand says so', async () => {
    const ticket = await approvedPost(true);
    const res = await call('member', 'PATCH', `/api/tickets/${ticket}`, { due_date: '2030-03-09' });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([expect.objectContaining({ path: 'due_date' })]);
  });

  it('leaves a post that was never approved free to edit', async () => {
    const created = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Draft',
      ticket_type: 'post',
    });
    const res = await call('member', 'PATCH', `/api/tickets/${created.json().uid}`, { caption: 'Anything' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
