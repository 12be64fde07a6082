import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector, post, signUpAndConfirm } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { openSse, type SseMessage } from '../../test/sse-client.js';
import { until } from '../../test/until.js';
import { signUpPerson, type TestPerson } from '../../test/workspace-fixtures.js';

/** `GET /api/events` asks, before each batch, whether the stream's session still lives. */
describe('a live stream ends with its session', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let base: string;
  let bystander: TestPerson;
  const streams: { close(): void }[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ deps: { sendAccountMail: mail.send } });
    bystander = await signUpPerson(ctx.app, mail, 'stream-bystander@example.com');
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await ctx.close();
  });

  /** An event for one person only, as a module's change would append it to the live log. */
  const eventFor = (userId: string, marker: string) =>
    ctx.database.db
      .insertInto('realtime_events')
      .values({
        type: 'access.changed',
        workspace_id: 'w1',
        project_id: null,
        audience: 'user',
        user_id: userId,
        data: JSON.stringify({ workspace_uid: 'w1', marker }),
        created_at: new Date().toISOString(),
      })
      .execute();
  const marked = (marker: string) => (m: SseMessage) => (m.data as { marker?: string }).marker === marker;

  async function connect(token: string) {
    const stream = await openSse(`${base}/api/events`, { authorization: `Bearer ${token}` });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((m) => m.event === 'ready');
    return stream;
  }

  /** A signed-in person with a stream that has heard one event: it works until the session goes. */
  async function streaming(email: string) {
    const { cookie, token } = await signUpAndConfirm(ctx.app, mail, email);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const person = { id: payload.sub as string, sid: payload.sid as string, cookie, token };
    const stream = await connect(token);
    await eventFor(person.id, 'before');
    await stream.next(marked('before'));
    return { person, stream };
  }

  /** The next batch: an event for the person and one for a bystander whose stream proves it was read. */
  async function nextBatch(userId: string, watcher: Awaited<ReturnType<typeof connect>>, marker: string) {
    await eventFor(userId, marker);
    await eventFor(bystander.id, marker);
    await watcher.next(marked(marker));
  }

  it('signed out: the stream ends, and the next event is never sent', async () => {
    const { person, stream } = await streaming('stream-signed-out@example.com');
    const watcher = await connect(bystander.token);

    expect((await post(ctx.app, '/api/auth/sign-out', {}, person.cookie)).statusCode).toBe(200);
    await nextBatch(person.id, watcher, 'after sign-out');

    await until(() => stream.ended());
    await sleep(100);
    expect(stream.messages.some(marked('after sign-out'))).toBe(false);
    // The bystander's stream goes on.
    expect(watcher.ended()).toBe(false);
    // And a new stream with the same token is refused, as any request.
    const again = await openSse(`${base}/api/events`, { authorization: `Bearer ${person.token}` });
    expect(again.status).toBe(401);
  });

  it('a session revoked behind its back (deleted, as a password change does): the same', async () => {
    const { person, stream } = await streaming('stream-revoked@example.com');
    const watcher = await connect(bystander.token);

    await ctx.database.db.deleteFrom('session').where('id', '=', person.sid).execute();
    await nextBatch(person.id, watcher, 'after revocation');

    await until(() => stream.ended());
    expect(stream.messages.some(marked('after revocation'))).toBe(false);
  });

  it('streams checked together in one batch: only the one whose session went ends', async () => {
    const people = await Promise.all(
      ['stream-many-a@example.com', 'stream-many-b@example.com', 'stream-many-c@example.com'].map(streaming),
    );
    const [gone, ...alive] = people;
    expect((await post(ctx.app, '/api/auth/sign-out', {}, gone!.person.cookie)).statusCode).toBe(200);
    // One insert of three rows: one batch, every stream due at once.
    await ctx.database.db
      .insertInto('realtime_events')
      .values(
        people.map(({ person }) => ({
          type: 'access.changed',
          workspace_id: 'w1',
          project_id: null,
          audience: 'user' as const,
          user_id: person.id,
          data: JSON.stringify({ workspace_uid: 'w1', marker: 'together' }),
          created_at: new Date().toISOString(),
        })),
      )
      .execute();

    for (const { stream } of alive) await stream.next(marked('together'));
    await until(() => gone!.stream.ended());
    expect(gone!.stream.messages.some(marked('together'))).toBe(false);
    expect(alive.every(({ stream }) => !stream.ended())).toBe(true);
  });

  it('a live session keeps its stream through many batches', async () => {
    const { person, stream } = await streaming('stream-alive@example.com');
    for (const marker of ['one', 'two', 'three']) {
      await eventFor(person.id, marker);
      await stream.next(marked(marker));
    }
    expect(stream.ended()).toBe(false);
  });
});
