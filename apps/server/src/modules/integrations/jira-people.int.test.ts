import { ERROR_CATALOGUE } from '@expertos/domain/errors';
import {
  jiraOptionsSchema,
  jiraPeopleSchema,
  projectIntegrationSchema,
} from '@expertos/domain/integration.schema';
import { personRefSchema, ticketActivityPageSchema, ticketSchema } from '@expertos/domain/ticket.schema';
import { teamListSchema } from '@expertos/domain/workspace.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { type FakeJira, startFakeJira } from '../../test/jira-server.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

/**
 * Jira users and workspace people (docs/product.md#integrations, #seats), against a local Jira
 * Cloud reached by the real jira.js client: associating Jira's assignable users with members,
 * adding Jira-only people (assignable, marked, never a seat, never mailed), handing a Jira-only
 * person's tickets to the member they turn out to be, and issues filed to the associated user.
 */
describe(`Jira people on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let jira: FakeJira;
  const EMAIL = 'ops@acme.test';
  const TOKEN = 'ATATT3xFfGF0-people-token-0123456789';
  const RIVKA = { accountId: '5b10ac8d82e05b22cc7d4ef5', displayName: 'Rivka Jira' };
  const MEMBER = { accountId: '557058:f58131cb-b67d-43c7-b30d-6b58d40bd077', displayName: 'Mo Member' };

  const call = (
    persona: Persona,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: people[persona].headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;
  const team = async () =>
    teamListSchema.parse((await call('admin', 'GET', `/api/workspaces/${world.a.id}/users/all`)).json());
  const assignees = async () =>
    z
      .array(personRefSchema)
      .parse((await call('member', 'GET', `/api/workspaces/${world.a.id}/tickets/assignees`)).json());

  /** Connected to OPS with an epic, so a ticket can be sent. */
  async function connect() {
    const epic = jira.addEpic('OPS', 'People');
    const first = await call('admin', 'POST', base(), {
      type: 'jira',
      connection: { auth: 'api_token', site_url: jira.origin, email: EMAIL, api_token: TOKEN },
    });
    expect(first.statusCode, first.body).toBe(201);
    const uid = projectIntegrationSchema.parse(first.json().integration).uid;
    const options = jiraOptionsSchema.parse(
      (await call('admin', 'GET', `${base()}/${uid}/jira-options?project_key=OPS`)).json(),
    );
    const picked = await call('admin', 'PUT', `${base()}/${uid}`, {
      type: 'jira',
      project_key: 'OPS',
      issue_type_id: options.issue_types[0]!.id,
      epic_key: epic,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    return uid;
  }
  const peopleOf = async (uid: string) =>
    jiraPeopleSchema.parse((await call('admin', 'GET', `${base()}/${uid}/jira-people`)).json());
  const associate = (uid: string, accountId: string, body: object, persona: Persona = 'admin') =>
    call(persona, 'PUT', `${base()}/${uid}/jira-people/${encodeURIComponent(accountId)}`, body);

  async function sentIssueAssignee(summary: string, assignee: string) {
    const created = await call('member', 'POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary,
      assignee,
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = ticketSchema.parse(created.json());
    return ticket;
  }

  beforeAll(async () => {
    jira = await startFakeJira();
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
  });
  beforeEach(async () => {
    world = await buildWorld(ctx.database.db, people);
    jira.reset();
    jira.addApiToken(EMAIL, TOKEN);
    jira.addProject('OPS', { name: 'Operations' });
    jira.addUser(RIVKA, ['OPS']);
    jira.addUser({ ...MEMBER, emailAddress: 'mo@acme.test' }, ['OPS']);
  });
  afterAll(async () => {
    await ctx.close();
    await jira.close();
  });

  it("lists Jira's assignable users, and adds a Jira-only person who is assignable, marked and never a seat", async () => {
    const uid = await connect();
    const listed = await peopleOf(uid);
    expect(listed.project_key).toBe('OPS');
    expect(listed.people).toEqual(
      expect.arrayContaining([
        {
          account_id: RIVKA.accountId,
          display_name: 'Rivka Jira',
          email: null,
          member_uid: null,
          mirrored: false,
        },
        {
          account_id: MEMBER.accountId,
          display_name: 'Mo Member',
          email: 'mo@acme.test',
          member_uid: null,
          mirrored: false,
        },
      ]),
    );
    const seatsBefore = (await team()).seats;

    expect((await associate(uid, RIVKA.accountId, { mirror: true }, 'member')).statusCode).toBe(403);
    const mirrored = await associate(uid, RIVKA.accountId, { mirror: true });
    expect(mirrored.statusCode, mirrored.body).toBe(200);
    const rivka = mirrored.json().member_uid as string;
    expect(mirrored.json()).toMatchObject({ account_id: RIVKA.accountId, mirrored: true });
    const member = await associate(uid, MEMBER.accountId, { member_uid: world.a.memberIds.member });
    expect(member.json()).toMatchObject({ member_uid: world.a.memberIds.member, mirrored: false });

    // Marked in the team and the pickers; the seats are what they were.
    const after = await team();
    expect(after.seats).toEqual(seatsBefore);
    expect(after.members.find((m) => m.uid === rivka)).toMatchObject({ name: 'Rivka Jira', from_jira: true });
    expect(after.members.find((m) => m.uid === world.a.memberIds.member)?.from_jira).toBeUndefined();
    const picker = await assignees();
    expect(picker.find((p) => p.uid === rivka)).toMatchObject({ name: 'Rivka Jira', from_jira: true });

    // A ticket for each goes to Jira assigned to their Jira account.
    const forRivka = await sentIssueAssignee('Cut the teaser', rivka);
    const forMo = await sentIssueAssignee('Colour grade', world.a.memberIds.member!);
    const forAda = await sentIssueAssignee('Write the caption', world.a.memberIds.admin!);
    for (const ticket of [forRivka, forMo, forAda]) {
      const sent = await call('member', 'POST', `/api/tickets/${ticket.uid}/send`, {
        project_integration_uid: uid,
      });
      expect(sent.json().ok, sent.body).toBe(true);
    }
    expect(jira.created().map((issue) => [issue.summary, issue.assigneeAccountId])).toEqual([
      ['Cut the teaser', RIVKA.accountId],
      ['Colour grade', MEMBER.accountId],
      ['Write the caption', null],
    ]);

    // Nobody mails a Jira-only person: being assigned made no notification for them.
    const theirs = await ctx.database.db
      .selectFrom('notifications')
      .select('notifications.id')
      .innerJoin('workspace_members as m', 'm.user_id', 'notifications.user_id')
      .where('m.id', '=', rivka)
      .execute();
    expect(theirs).toEqual([]);
  });

  it('hands a Jira-only person’s tickets to the member they turn out to be, and refuses what cannot be', async () => {
    const uid = await connect();
    const rivka = (await associate(uid, RIVKA.accountId, { mirror: true })).json().member_uid as string;
    const ticket = await sentIssueAssignee('Storyboard', rivka);

    // Members only who can work on tasks; one Jira user per person; Jira must know the user.
    const external = await associate(uid, RIVKA.accountId, { member_uid: world.a.memberIds.external });
    expect(external.statusCode).toBe(400);
    expect(external.json().message).toBe(ERROR_CATALOGUE.jira_person_not_assignable.message);
    expect((await associate(uid, RIVKA.accountId, { member_uid: 'no-such-member' })).statusCode).toBe(404);
    expect((await associate(uid, 'unknown-account', { mirror: true })).json().code).toBe(
      'jira_user_not_found',
    );
    expect((await associate(uid, 'bad id!', { mirror: true })).statusCode).toBe(400);
    expect((await associate(uid, RIVKA.accountId, { mirror: true, member_uid: 'x' })).statusCode).toBe(400);
    await associate(uid, MEMBER.accountId, { member_uid: world.a.memberIds.member });
    const taken = await associate(uid, RIVKA.accountId, { member_uid: world.a.memberIds.member });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('jira_person_taken');

    const moved = await associate(uid, RIVKA.accountId, { member_uid: world.a.memberIds.admin });
    expect(moved.json()).toMatchObject({ member_uid: world.a.memberIds.admin, mirrored: false });
    const now = ticketSchema.parse((await call('member', 'GET', `/api/tickets/${ticket.uid}`)).json());
    expect(now.assignee?.uid).toBe(world.a.memberIds.admin);
    // The handover is an edit like any other: in the ticket's history, by the admin who made it.
    const history = ticketActivityPageSchema.parse(
      (await call('member', 'GET', `/api/tickets/${ticket.uid}/activity`)).json(),
    );
    expect(history.items.find((entry) => entry.kind === 'assignee')).toMatchObject({
      actor: { uid: world.a.memberIds.admin },
      via: null,
    });
    expect((await team()).members.some((m) => m.uid === rivka)).toBe(false);

    // Added again and removed: the Jira-only person goes, their tickets lose their assignee.
    await associate(uid, MEMBER.accountId, { mirror: true }).then((res) => expect(res.statusCode).toBe(200));
    const mo = (await peopleOf(uid)).people.find((p) => p.account_id === MEMBER.accountId)!.member_uid!;
    const theirs = await sentIssueAssignee('Shoot list', mo);
    const removed = await call(
      'admin',
      'DELETE',
      `${base()}/${uid}/jira-people/${encodeURIComponent(MEMBER.accountId)}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await team()).members.some((m) => m.uid === mo)).toBe(false);
    const unassigned = ticketSchema.parse((await call('member', 'GET', `/api/tickets/${theirs.uid}`)).json());
    expect(unassigned.assignee).toBeNull();
    expect(
      (await call('admin', 'DELETE', `${base()}/${uid}/jira-people/${encodeURIComponent(MEMBER.accountId)}`))
        .statusCode,
    ).toBe(404);
  });
});
