import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { REALTIME } from '@expertos/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCollector } from '../../test/auth-helpers.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { until } from '../../test/until.js';
import { signUpPerson, type TestPerson } from '../../test/workspace-fixtures.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** The stream's budget: memory per open stream (this process holds both ends), and slow readers. */
const STREAMS = 500;
/** Heap this process may grow by for 500 open streams, both ends counted: about 40 KB a stream. */
const HEAP_BUDGET_BYTES = 20 * 1024 * 1024;

/** A bare HTTP/1.1 stream reader on a socket: the least a client can cost. */
function openRaw(port: number, token: string, options: { read?: boolean } = {}) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  let closed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => {});
  socket.write(
    `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
  );
  if (options.read === false) socket.once('data', () => socket.pause());
  return {
    socket,
    text: () => text,
    closed: () => closed,
  };
}

describe('many streams on one process', () => {
  const mail = mailCollector();
  let ctx: TestContext;
  let port: number;
  const people: TestPerson[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { RATE_LIMIT_MAX: '100000' },
      deps: { sendAccountMail: mail.send },
    });
    // 20 streams per person per process: 25 people for 500 streams.
    for (let i = 0; i < STREAMS / REALTIME.maxStreamsPerUser; i += 1)
      people.push(await signUpPerson(ctx.app, mail, `streamer-${i}-${Date.now()}@example.com`));
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  }, 120_000);
  afterAll(() => ctx.close());

  const insertFor = async (userId: string, data: object, count = 1) => {
    const rows = Array.from({ length: count }, () => ({
      type: 'access.changed' as const,
      workspace_id: 'w1',
      project_id: null,
      audience: 'user' as const,
      user_id: userId,
      data: JSON.stringify(data),
      created_at: new Date().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await ctx.database.db
        .insertInto('realtime_events')
        .values(rows.slice(i, i + 200))
        .execute();
  };

  it(`holds ${STREAMS} open streams within ${HEAP_BUDGET_BYTES / 1024 / 1024} MB of heap and reaches all of them`, async () => {
    gc();
    const before = process.memoryUsage();
    const streams = people.flatMap((person) =>
      Array.from({ length: REALTIME.maxStreamsPerUser }, () => openRaw(port, person.token)),
    );
    await until(() => streams.every((s) => s.text().includes('event: ready')), 60_000);
    gc();
    const after = process.memoryUsage();
    const heapGrowth = after.heapUsed - before.heapUsed;

    // One event for each person reaches each of their 20 tabs.
    const started = Date.now();
    for (const person of people) await insertFor(person.id, { workspace_uid: 'w1', marker: 'fan-out' });
    await until(() => streams.every((s) => s.text().includes('fan-out')), 30_000);
    const fanOutMs = Date.now() - started;

    console.log(
      `${STREAMS} streams: heap +${(heapGrowth / 1024 / 1024).toFixed(1)} MB (${Math.round(heapGrowth / STREAMS / 1024)} KB a stream, both ends), rss +${((after.rss - before.rss) / 1024 / 1024).toFixed(1)} MB; one event to each reached all in ${fanOutMs} ms (1 s poll included)`,
    );
    expect(heapGrowth).toBeLessThan(HEAP_BUDGET_BYTES);
    for (const stream of streams) stream.socket.destroy();
    await until(() => streams.every((s) => s.closed()));
  }, 120_000);

  it('drops a client that stops reading instead of keeping its events, and keeps serving the rest', async () => {
    const [slow, steady] = people;
    const stalled = openRaw(port, slow!.token, { read: false });
    const reader = openRaw(port, steady!.token);
    await until(() => reader.text().includes('event: ready'));
    // About 8 MB for the stalled reader: more than the socket buffers and 1 MB of backlog.
    await insertFor(slow!.id, { workspace_uid: 'w1', filler: 'x'.repeat(4_000) }, 2_000);
    await until(() => stalled.closed(), 30_000);
    await insertFor(steady!.id, { workspace_uid: 'w1', marker: 'still-here' });
    await until(() => reader.text().includes('still-here'), 10_000);
    expect(reader.closed()).toBe(false);
    reader.socket.destroy();
  }, 60_000);
});
