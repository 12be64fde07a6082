import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTicketsTestContext, type TicketWorld } from '../../modules/tickets/tickets.fixtures.js';

/**
 * Idempotency-Key (docs/product.md#idempotent-retries): a retried POST makes its change once.
 * The crash cases run through two test routes that make a real ticket (through the API, so
 * its transaction is the tickets module's own) and then stop before answering, or fail.
 */
describe('Idempotency-Key on POST', () => {
  let clock = new Date('2026-11-30T10:00:00.000Z');
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  /** Lets the request that "stops" answer (with a 500) once the test is done with it. */
  let release: () => void = () => {};
  let failuresBeforeSaving = 0;

  beforeAll(async () => {
    t = await createTicketsTestContext({
      now: () => clock,
      // Timeouts long enough for the test, short enough for the lock to pass by the clock.
      env: { RATE_LIMIT_MAX: '100000', REQUEST_TIMEOUT_MS: '60000' },
      beforeReady: (app) => {
        const ok = { 200: z.object({ ok: z.boolean() }) };
        const body = z.object({ project: z.string(), authorization: z.string() });
        // Saves a ticket, then "the server stops": no reply until released, then a 500.
        app.post(
          '/api/test/save-then-stop',
          {
            config: { access: 'signedIn', scope: 'session', plan: 'exempt' },
            schema: { body, response: ok },
          },
          async (request) => {
            const { project, authorization } = request.body as z.infer<typeof body>;
            const made = await app.inject({
              method: 'POST',
              url: `/api/projects/${project}/tickets`,
              headers: { authorization },
              payload: { summary: 'Saved before the crash' },
            });
            if (made.statusCode !== 201) throw new Error(made.body);
            await new Promise<void>((resolve) => {
              release = resolve;
            });
            throw new Error('stopped');
          },
        );
        // Fails before saving anything, the first time only.
        app.post(
          '/api/test/fail-first',
          { config: { access: 'signedIn', scope: 'session', plan: 'exempt' }, schema: { response: ok } },
          async () => {
            failuresBeforeSaving += 1;
            if (failuresBeforeSaving === 1) throw new Error('not yet');
            return { ok: true };
          },
        );
      },
    });
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  const create = (key: string | undefined, summary: string, persona: 'member' | 'owner' = 'member') =>
    t.ctx.app.inject({
      method: 'POST',
      url: `/api/projects/${world.a.projectId}/tickets`,
      headers: { ...t.people[persona].headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { summary },
    });
  const count = async (summary: string) =>
    (
      await t.ctx.database.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('summary', '=', summary)
        .executeTakeFirstOrThrow()
    ).n;

  it('a retry gets the first reply again, byte for byte, and makes nothing new', async () => {
    const first = await create('retry-1', 'Once only');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create('retry-1', 'Once only');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    // The draft's structured-field form names the same key.
    expect((await create('"retry-1"', 'Once only')).body).toBe(first.body);
    expect(Number(await count('Once only'))).toBe(1);
    // Without a key, each POST is its own.
    await create(undefined, 'Once only');
    expect(Number(await count('Once only'))).toBe(2);
  });

  it('fifty identical requests at once make one ticket', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => create('burst', 'Fifty at once')));
    expect(Number(await count('Fifty at once'))).toBe(1);
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const made = replies.filter((r) => r.statusCode === 201);
    expect(new Set(made.map((r) => r.json().uid)).size).toBe(1);
    for (const r of replies.filter((reply) => reply.statusCode === 409))
      expect(r.json().code).toBe('idempotency_key_in_flight');
  });

  it('refuses a key used for another request, and a malformed key', async () => {
    expect((await create('reused', 'First body')).statusCode).toBe(201);
    const other = await create('reused', 'Another body');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(Number(await count('Another body'))).toBe(0);
    for (const bad of ['', 'x'.repeat(256), 'has space', '"unclosed', 'é'])
      expect((await create(bad, 'Bad key')).json().code, JSON.stringify(bad)).toBe('idempotency_key_invalid');
    expect(Number(await count('Bad key'))).toBe(0);
  });

  it("keys are each caller's own: the same key from two people makes two tickets", async () => {
    expect((await create('shared-name', 'Two callers', 'member')).statusCode).toBe(201);
    expect((await create('shared-name', 'Two callers', 'owner')).statusCode).toBe(201);
    expect(Number(await count('Two callers'))).toBe(2);
  });

  it('a request that saved its change and never answered is never run twice', async () => {
    const call = () =>
      t.ctx.app.inject({
        method: 'POST',
        url: '/api/test/save-then-stop',
        headers: { ...t.people.member.headers, 'idempotency-key': 'crash' },
        payload: { project: world.a.projectId, authorization: t.people.member.headers.authorization },
      });
    const stopped = call();
    await expect.poll(() => count('Saved before the crash').then(Number), { timeout: 10_000 }).toBe(1);
    // While the first is taken to be alive, a retry waits.
    const meanwhile = await call();
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().code).toBe('idempotency_key_in_flight');
    // Long after it should have answered (the server died with it), a retry still does not
    // make the ticket again: the key was marked saved in the ticket's own transaction.
    clock = new Date(clock.getTime() + 3 * 60_000);
    const later = await call();
    expect(later.statusCode).toBe(409);
    expect(later.json().code).toBe('idempotency_key_reply_lost');
    release();
    expect((await stopped).statusCode).toBe(500);
    expect((await call()).json().code).toBe('idempotency_key_reply_lost');
    expect(Number(await count('Saved before the crash'))).toBe(1);
  });

  it('a first request that failed before saving anything may be retried, and runs again', async () => {
    const call = () =>
      t.ctx.app.inject({
        method: 'POST',
        url: '/api/test/fail-first',
        headers: { ...t.people.member.headers, 'idempotency-key': 'failed-early' },
      });
    expect((await call()).statusCode).toBe(500);
    const retried = await call();
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(failuresBeforeSaving).toBe(2);
    // The success is kept.
    expect((await call()).headers['idempotent-replayed']).toBe('true');
    expect(failuresBeforeSaving).toBe(2);
  });

  it('a kept reply lasts 24 hours', async () => {
    const first = await create('day-old', 'Kept a day');
    clock = new Date(clock.getTime() + 23 * 3_600_000);
    expect((await create('day-old', 'Kept a day')).body).toBe(first.body);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    const after = await create('day-old', 'Kept a day');
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(Number(await count('Kept a day'))).toBe(2);
  });
});
