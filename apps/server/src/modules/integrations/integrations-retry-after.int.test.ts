import {
  DELIVERY_JITTER_RATIO,
  DELIVERY_SCHEDULE_MS,
  type IntegrationDelivery,
  integrationDeliverySchema,
  projectIntegrationSchema,
} from '@expertos/domain/integration.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWorkerProcess } from '../../background.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext, testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import {
  type ReceiverAnswer,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../test/webhook-receiver.js';
import { buildWorld, type Person, type Persona, signUpPeople, type World } from '../../test/world.js';
import { DELIVER_JOB } from './integrations.service.js';

const createdSchema = z.object({
  integration: projectIntegrationSchema,
  signing_secret: z.string().nullable(),
});
/** The schedule's wait after a first failed attempt (5 s), at its earliest and latest with jitter. */
const FIRST_WAIT_MS = DELIVERY_SCHEDULE_MS[1]!;
const earliest = (ms: number) => ms * (1 - DELIVERY_JITTER_RATIO);
const latest = (ms: number) => ms * (1 + DELIVERY_JITTER_RATIO);

/**
 * A receiver that answers 429 or 503 says when to come back (Retry-After, in seconds or as an
 * HTTP date): the delivery job's next run is put no earlier than that, through the real worker.
 */
describe(`webhook deliveries and Retry-After on ${testDialect}`, () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let people: Record<Persona, Person>;
  let world: World;
  let background: ReturnType<typeof createWorkerProcess>;
  let receiver: WebhookReceiver;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: people.admin.headers, ...(payload ? { payload } : {}) });
  const base = () => `/api/projects/${world.a.projectId}/integrations`;

  async function drain() {
    while (await background.worker.runOnce()) {
      // every due job, one at a time
    }
  }

  /** Connects a webhook, makes a ticket, and lets the first attempt meet `answer`. */
  async function firstAttemptAnswered(answer: ReceiverAnswer) {
    const res = await call('POST', base(), { type: 'webhook', url: receiver.url });
    expect(res.statusCode, res.body).toBe(201);
    const { integration, signing_secret } = createdSchema.parse(res.json());
    receiver.trust(signing_secret!);
    receiver.answer(answer);
    const ticket = await call('POST', `/api/projects/${world.a.projectId}/tickets`, {
      summary: 'Later, please',
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    await drain();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified).toBe(true);
    const [delivery] = await deliveriesOf(integration.uid);
    return { integration, delivery: delivery!, answeredAt: receiver.received[0]!.at };
  }

  async function deliveriesOf(uid: string): Promise<IntegrationDelivery[]> {
    const res = await call('GET', `${base()}/${uid}/deliveries`);
    expect(res.statusCode).toBe(200);
    return z.array(integrationDeliverySchema).parse(res.json());
  }

  /** When the worker will run the delivery's job next (what really decides the retry). */
  async function jobRunAt(): Promise<number> {
    const job = await ctx.database.db
      .selectFrom('jobs')
      .select(['run_at', 'status'])
      .where('type', '=', DELIVER_JOB)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    return Date.parse(job.run_at);
  }

  beforeAll(async () => {
    ctx = await createTestContext({
      deps: { sendAccountMail: mail.send },
      env: { ALLOW_PRIVATE_TARGETS: 'true' },
    });
    people = await signUpPeople(ctx.app, mail);
    background = createWorkerProcess(ctx.config, ctx.database, createTestLogger().logger);
    receiver = await startWebhookReceiver();
  });
  beforeEach(async () => {
    await ctx.database.db.deleteFrom('jobs').execute();
    world = await buildWorld(ctx.database.db, people);
    receiver.reset();
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });

  it('waits the seconds a 429 asks for, then sends the same message again', async () => {
    const { integration, delivery, answeredAt } = await firstAttemptAnswered({
      status: 429,
      headers: { 'retry-after': '120' },
    });
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1, response_status: 429 });
    expect(Date.parse(delivery.next_attempt_at!)).toBeGreaterThanOrEqual(answeredAt + 120_000);
    expect(await jobRunAt()).toBeGreaterThanOrEqual(answeredAt + 120_000);
    // Not due before then: the worker has nothing to run.
    expect(await background.worker.runOnce()).toBe(false);

    // As if the two minutes had passed.
    await ctx.database.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await drain();
    expect(receiver.received.map((m) => m.id)).toEqual([delivery.message_id, delivery.message_id]);
    const [after] = await deliveriesOf(integration.uid);
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2, next_attempt_at: null });
  });

  it('waits until the HTTP date a 503 names', async () => {
    // HTTP dates have whole seconds: three hours on, rounded down.
    const until = new Date(Math.floor((Date.now() + 3 * 3600_000) / 1000) * 1000);
    const { delivery } = await firstAttemptAnswered({
      status: 503,
      headers: { 'retry-after': until.toUTCString() },
    });
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1, response_status: 503 });
    expect(Date.parse(delivery.next_attempt_at!)).toBeGreaterThanOrEqual(until.getTime());
    // Three hours, not the schedule's five seconds.
    expect(await jobRunAt()).toBeGreaterThanOrEqual(until.getTime());
    expect(await background.worker.runOnce()).toBe(false);
  });

  it('keeps the schedule when Retry-After asks for less, or is missing', async () => {
    // "Come back in a second" does not bring the retry before the schedule's 5 s.
    const short = await firstAttemptAnswered({ status: 429, headers: { 'retry-after': '1' } });
    expect(await jobRunAt()).toBeGreaterThanOrEqual(short.answeredAt + earliest(FIRST_WAIT_MS));

    await ctx.database.db.deleteFrom('jobs').execute();
    world = await buildWorld(ctx.database.db, people);
    receiver.reset();
    const plain = await firstAttemptAnswered({ status: 503 });
    expect(plain.delivery).toMatchObject({ status: 'retrying', response_status: 503 });
    const runAt = await jobRunAt();
    expect(runAt).toBeGreaterThanOrEqual(plain.answeredAt + earliest(FIRST_WAIT_MS));
    expect(runAt).toBeLessThanOrEqual(Date.now() + latest(FIRST_WAIT_MS));
  });
});
