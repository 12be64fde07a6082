import { randomUUID } from 'node:crypto';
import { type Ticket, ticketSchema } from '@expertos/domain/ticket.schema';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, type TestOptions } from '../../test/context.js';
import { insertProject, insertProjectMember } from '../../test/workspace-fixtures.js';
import { buildWorld, type Persona, signUpPeople, type World } from '../../test/world.js';
import { derivedColumns } from './tickets.fields.js';
import type { TicketValues } from './tickets.repository.js';

/**
 * A ticket made directly in the database, for tests that need one to exist (the
 * authorization matrix) rather than to test how tickets are made. Numbers come from a
 * counter of its own, far above what the API hands out in a test.
 */
let fixtureNumber = 1_000_000;

export async function insertTicket(
  db: Db,
  place: { workspaceId: string; projectId: string },
  values: Partial<TicketValues> = {},
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  const base = {
    summary: 'A ticket made by a fixture',
    status: 'todo' as const,
    due_date: null,
    ticket_type: 'task' as const,
    film_date: null,
    posted_date: null,
    ...values,
  };
  fixtureNumber += 1;
  await db
    .insertInto('tickets')
    .values({
      id,
      workspace_id: place.workspaceId,
      project_id: place.projectId,
      number: fixtureNumber,
      description: '',
      priority: '1',
      assignee_id: null,
      reporter_id: null,
      milestone_id: null,
      caption: null,
      details: '{"integrations":[],"post_details":null}',
      total_spent: 0,
      created_at: now,
      updated_at: now,
      ...base,
      ...derivedColumns(base),
    })
    .execute();
  return id;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** World A with a second brand that only admins see (`hiddenProjectId`: nobody else was granted it). */
export type TicketWorld = World & { hiddenProjectId: string; hiddenProjectSlug: string };

/**
 * Test support for the tickets tests: five real accounts (test/world.ts) and, per test, two
 * fresh workspaces with their brands, plus helpers that call the API as one of them.
 */
export async function createTicketsTestContext(
  options: Pick<TestOptions, 'env' | 'beforeReady'> & { now?: () => Date } = {},
) {
  const mail = mailCollector();
  const ctx: TestContext = await createTestContext({
    env: options.env,
    deps: { sendAccountMail: mail.send, ...(options.now ? { now: options.now } : {}) },
    ...(options.beforeReady ? { beforeReady: options.beforeReady } : {}),
  });
  const people = await signUpPeople(ctx.app, mail);

  const call = (persona: Persona | 'anonymous', method: Method, url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: persona === 'anonymous' ? {} : people[persona].headers,
      ...(payload ? { payload } : {}),
    });

  async function buildTicketWorld(): Promise<TicketWorld> {
    const db = ctx.database.db;
    const world = await buildWorld(db, people);
    const hiddenProjectId = await insertProject(db, world.a.id, people.owner.id);
    await insertProjectMember(db, hiddenProjectId, world.a.memberIds.owner!, 'admin');
    const { slug } = await db
      .selectFrom('projects')
      .select('slug')
      .where('id', '=', hiddenProjectId)
      .executeTakeFirstOrThrow();
    return { ...world, hiddenProjectId, hiddenProjectSlug: slug };
  }

  /** Creates a ticket through the API and answers it (fails the test on any other status). */
  async function createTicket(persona: Persona, projectId: string, body: object): Promise<Ticket> {
    const res = await call(persona, 'POST', `/api/projects/${projectId}/tickets`, body);
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return ticketSchema.parse(res.json());
  }

  return { ctx, people, call, buildTicketWorld, createTicket };
}
