import { checklistSchema } from '@expertos/domain/checklist';
import { templateNoticeIn } from '@expertos/domain/template-notices';
import { type Template, templateListSchema, templateSchema } from '@expertos/domain/templates';
import { ticketPageSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/context.js';
import type { Persona } from '../../test/world.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { TEMPLATE_NOTICES } from './templates.service.js';

/**
 * Ticket templates (docs/product.md#templates) through the API: kept by brand and workspace
 * admins, used by whoever makes the brand's tickets, making a ticket with its checklist and
 * subtasks in one transaction, placeholders and dates filled, people resolved as they are now.
 */
describe(`ticket templates on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  const brand = () => `/api/projects/${world.a.projectId}/templates`;

  async function keep(persona: Persona, body: object, url = brand()): Promise<Template> {
    const res = await t.call(persona, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return templateSchema.parse(res.json());
  }
  async function use(templateId: string, body: object = {}, persona: Persona = 'member') {
    const res = await t.call(persona, 'POST', `${brand()}/${templateId}/tickets`, body);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as { ticket: unknown; notices: string[] };
    return { ticket: ticketSchema.parse(made.ticket), notices: made.notices };
  }
  const ticketCount = async () =>
    ticketPageSchema.parse(
      (await t.call('member', 'GET', `/api/projects/${world.a.projectId}/tickets?limit=100`)).json(),
    ).items.length;

  const NEWSLETTER = {
    name: 'Weekly newsletter',
    body: {
      summary: 'Newsletter {date}, week {week} (#{n}) for {brand}',
      fields: { ticket_type: 'task', priority: '2', tags: ['newsletter'], description: 'Send on Thursday.' },
      assignee: { rule: 'creator' },
      due: { days: 3 },
      remind: { days: 1, time: '09:30' },
      checklist: ['Pick the lead story', 'Write the intro', 'Schedule the send'],
      subtasks: [
        { summary: 'Photos for {date}', checklist: ['Shoot', 'Edit'], due: { days: 2 } },
        { summary: 'Proofread', assignee: { rule: 'brand_admin' } },
      ],
    },
  };

  beforeAll(async () => {
    t = await createTicketsTestContext();
  });
  beforeEach(async () => {
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('makes a ticket with its checklist and subtasks, placeholders and dates filled, counting each use', async () => {
    const template = await keep('admin', NEWSLETTER);
    const { ticket, notices } = await use(template.uid, { anchor: '2030-05-06' });
    expect(notices).toEqual([]);
    const brandName = (await t.call('member', 'GET', `/api/tickets/${ticket.uid}`)).json().project.name;
    expect(ticket).toMatchObject({
      summary: `Newsletter May 6, 2030, week 19 (#1) for ${brandName}`,
      priority: '2',
      tags: ['newsletter'],
      description: 'Send on Thursday.',
      assignee: { uid: world.a.memberIds.member },
      due_date: '2030-05-09',
      // The brand's zone is UTC until its admins set one.
      remind_at: '2030-05-07T09:30:00.000Z',
      checklist: { done: 0, total: 3 },
      subtasks: { done: 0, total: 2 },
    });
    const checklist = checklistSchema.parse(
      (await t.call('member', 'GET', `/api/tickets/${ticket.uid}/checklist`)).json(),
    );
    expect(checklist.items.map((item) => item.text)).toEqual(NEWSLETTER.body.checklist);

    const children = ticketPageSchema.parse(
      (
        await t.call(
          'member',
          'GET',
          `/api/projects/${world.a.projectId}/tickets?parent=${ticket.uid}&sort=id&order=asc`,
        )
      ).json(),
    ).items;
    expect(children.map((child) => [child.summary, child.due_date, child.checklist])).toEqual([
      ['Photos for May 6, 2030', '2030-05-08', { done: 0, total: 2 }],
      ['Proofread', null, { done: 0, total: 0 }],
    ]);
    // The brand's admins now: the workspace's owner and admin; the first who can take tickets.
    expect(children[1]?.assignee?.uid).toEqual(expect.any(String));

    const again = await use(template.uid, { anchor: '2030-05-13' });
    expect(again.ticket.summary).toBe(`Newsletter May 13, 2030, week 20 (#2) for ${brandName}`);
    const listed = templateListSchema.parse((await t.call('member', 'GET', brand())).json());
    expect(listed.items.find((item) => item.uid === template.uid)?.uses).toBe(2);

    // Each made ticket remembers its template; changing the template changes none of them.
    const remembered = await t.ctx.database.db
      .selectFrom('tickets')
      .select('template_id')
      .where('id', '=', ticket.uid)
      .executeTakeFirstOrThrow();
    expect(remembered.template_id).toBe(template.uid);
    const patched = await t.call('admin', 'PATCH', `${brand()}/${template.uid}`, {
      body: { ...NEWSLETTER.body, summary: 'Changed' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const after = ticketSchema.parse((await t.call('member', 'GET', `/api/tickets/${ticket.uid}`)).json());
    expect(after.summary).toBe(ticket.summary);
  });

  it('makes nothing when one part is refused, and does not count the use', async () => {
    const template = await keep('admin', {
      name: 'Broken',
      body: {
        summary: 'Campaign',
        subtasks: [{ summary: 'Reel', fields: { ticket_type: 'post', pillar: 'No such pillar' } }],
      },
    });
    const before = await ticketCount();
    const res = await t.call('member', 'POST', `${brand()}/${template.uid}/tickets`, {});
    expect(res.statusCode, res.body).toBe(400);
    expect(await ticketCount()).toBe(before);
    const listed = templateListSchema.parse((await t.call('member', 'GET', brand())).json());
    expect(listed.items.find((item) => item.uid === template.uid)?.uses).toBe(0);
  });

  it('leaves a ticket unassigned, with a notice, when the named member can no longer take it', async () => {
    const template = await keep('admin', {
      name: 'For the external',
      body: { summary: 'Review', assignee: { rule: 'member', member: world.a.memberIds.external } },
    });
    const { ticket, notices } = await use(template.uid);
    expect(ticket.assignee).toBeNull();
    expect(notices).toEqual([TEMPLATE_NOTICES.assigneeGone]);
    // Said in the language the app asks in, as errors are.
    const inGerman = await t.ctx.app.inject({
      method: 'POST',
      url: `${brand()}/${template.uid}/tickets`,
      headers: { ...t.people.member.headers, 'accept-language': 'de' },
      payload: {},
    });
    expect(inGerman.json().notices).toEqual([templateNoticeIn(TEMPLATE_NOTICES.assigneeGone, 'de')]);
    expect(inGerman.json().notices[0]).toMatch(/ohne Zuweisung/);
  });

  it('saves a ticket as a template, with its checklist and subtasks, and refuses a name used twice', async () => {
    const source = await t.createTicket('member', world.a.projectId, {
      summary: 'Client onboarding',
      ticket_type: 'task',
      priority: '3',
    });
    await t.call('member', 'POST', `/api/tickets/${source.uid}/checklist`, { text: 'Send the welcome pack' });
    await t.createTicket('member', world.a.projectId, { summary: 'Kick-off call', parent: source.uid });

    const saved = await keep('admin', { name: 'Onboarding', ticket: source.uid }, `${brand()}/from-ticket`);
    expect(saved.body).toMatchObject({
      summary: 'Client onboarding',
      fields: { ticket_type: 'task', priority: '3' },
      checklist: ['Send the welcome pack'],
      subtasks: [{ summary: 'Kick-off call', checklist: [] }],
    });
    const twice = await t.call('admin', 'POST', brand(), { name: 'ONBOARDING', body: { summary: 'x' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('template_name_taken');
  });

  it('lets brand admins keep brand templates, workspace admins workspace ones, and members use both', async () => {
    const body = { name: 'Tip Tuesday', body: { summary: 'Tip {n}' } };
    const member = await t.call('member', 'POST', brand(), body);
    expect(member.statusCode).toBe(403);
    const forWorkspace = await keep(
      'admin',
      { name: 'Monthly report', body: { summary: 'Report {date}' } },
      `/api/workspaces/${world.a.id}/templates`,
    );
    const memberWorkspace = await t.call('member', 'POST', `/api/workspaces/${world.a.id}/templates`, body);
    expect(memberWorkspace.statusCode).toBe(403);

    const listed = templateListSchema.parse((await t.call('member', 'GET', brand())).json());
    expect(listed.items.map((item) => [item.name, item.scope])).toContainEqual([
      'Monthly report',
      'workspace',
    ]);
    const made = await use(forWorkspace.uid, { anchor: '2030-01-31' });
    expect(made.ticket.summary).toBe('Report January 31, 2030');

    expect((await t.call('external', 'GET', brand())).statusCode).toBe(403);
    expect((await t.call('outsider', 'POST', `${brand()}/${forWorkspace.uid}/tickets`, {})).statusCode).toBe(
      403,
    );
    // Another workspace's template is not found from here, and a workspace template not as a brand's.
    const theirs = await keep(
      'outsider',
      { name: 'Theirs', body: { summary: 'x' } },
      `/api/workspaces/${world.b.id}/templates`,
    );
    expect((await t.call('member', 'POST', `${brand()}/${theirs.uid}/tickets`, {})).statusCode).toBe(404);
    expect((await t.call('admin', 'DELETE', `${brand()}/${forWorkspace.uid}`)).statusCode).toBe(404);
    expect(
      (await t.call('admin', 'DELETE', `/api/workspaces/${world.a.id}/templates/${forWorkspace.uid}`))
        .statusCode,
    ).toBe(204);
  });

  it('refuses a template that is not one: a bad placeholder day, a member rule without a member, too many items', async () => {
    const bad = [
      { name: '', body: { summary: 'x' } },
      { name: 'No summary', body: { summary: '' } },
      { name: 'Member rule', body: { summary: 'x', assignee: { rule: 'member' } } },
      { name: 'Bad time', body: { summary: 'x', remind: { days: 1, time: '25:00' } } },
      { name: 'Far', body: { summary: 'x', due: { days: 4000 } } },
      {
        name: 'Long list',
        body: { summary: 'x', checklist: Array.from({ length: 101 }, (_, i) => `Item ${i}`) },
      },
    ];
    for (const body of bad) {
      const res = await t.call('admin', 'POST', brand(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
