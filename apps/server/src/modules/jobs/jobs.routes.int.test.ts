import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { createJobWorker } from '../../platform/jobs/job-worker.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';

describe('a workspace’s background jobs through the API', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    people = await signUpPeople(ctx.app, mail);
    world = await buildWorld(ctx.database.db, people);
  });
  afterAll(() => ctx.close());

  const call = (person: Persona, method: 'GET' | 'POST', url: string) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: people[person].headers });

  /** An import of workspace `a` that reported progress, then failed for good. */
  async function deadImport(workspaceId: string) {
    const queue = createJobQueue({ database: ctx.database });
    const { id } = await queue.enqueue('test.import', { secret: 'api-key-123' }, { workspaceId });
    const worker = createJobWorker({
      database: ctx.database,
      logger: createTestLogger().logger,
      pollMs: 10,
      leaseMs: 5_000,
      maxAttempts: 1,
      handlers: {
        'test.import': async (_payload, { progress }) => {
          await progress({ done: 12, total: 40, message: 'Row 12 of 40' });
          throw new Error('Row 13: the date "31/02" is not a date');
        },
      },
    });
    await worker.runOnce();
    return id;
  }

  it('shows a member the progress of a job of their workspace, without its payload', async () => {
    const id = await deadImport(world.a.id);
    const reply = await call('member', 'GET', `/workspaces/${world.a.id}/jobs/${id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id,
      type: 'test.import',
      status: 'dead',
      progress: { done: 12, total: 40, message: 'Row 12 of 40' },
      last_error: 'Row 13: the date "31/02" is not a date',
    });
    expect(reply.body).not.toContain('api-key-123');
  });

  it("answers 404 for another workspace's job, or one that does not exist", async () => {
    const theirs = await deadImport(world.b.id);
    expect((await call('admin', 'GET', `/workspaces/${world.a.id}/jobs/${theirs}`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/workspaces/${world.a.id}/jobs/${theirs}/retry`)).statusCode).toBe(
      404,
    );
    expect((await call('admin', 'GET', `/workspaces/${world.a.id}/jobs/nope`)).json()).toMatchObject({
      code: 'not_found',
    });
  });

  it('lists the dead jobs to an admin, who sends one again; a member may do neither', async () => {
    const id = await deadImport(world.a.id);
    expect((await call('member', 'GET', `/workspaces/${world.a.id}/jobs?status=dead`)).statusCode).toBe(403);
    expect((await call('member', 'POST', `/workspaces/${world.a.id}/jobs/${id}/retry`)).statusCode).toBe(403);

    const listed = await call('admin', 'GET', `/workspaces/${world.a.id}/jobs?status=dead&limit=100`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((j: { id: string }) => j.id)).toContain(id);

    const retried = await call('admin', 'POST', `/workspaces/${world.a.id}/jobs/${id}/retry`);
    expect(retried.json()).toMatchObject({ id, status: 'pending', attempts: 0, progress: null });
    // Already back in the queue: a second retry finds no dead job.
    expect((await call('admin', 'POST', `/workspaces/${world.a.id}/jobs/${id}/retry`)).statusCode).toBe(404);
  });

  it('refuses a status that is not one, and a limit out of range', async () => {
    for (const query of ['status=gone', 'limit=0', 'limit=101', 'limit=ten']) {
      const reply = await call('admin', 'GET', `/workspaces/${world.a.id}/jobs?${query}`);
      expect(reply.statusCode, query).toBe(400);
    }
  });
});
