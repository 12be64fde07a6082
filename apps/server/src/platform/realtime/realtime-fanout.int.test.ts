import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createMemberAccess } from '../../modules/workspaces/member-access.js';
import { openDatabaseTarget, openTestDatabase, testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { until } from '../../test/until.js';
import { createRealtime, type Realtime } from './realtime.js';
import type { LiveRow } from './realtime-log.js';

/**
 * Two processes on one database, as two realtime instances with their own connections: what
 * one writes reaches the other's streams, through each kind of signal, and in id order.
 */
describe('live updates across processes', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoProcesses(options: { redisUrl?: string; pollMs: number; gapMs?: number }) {
    const { database, target, dispose } = await openTestDatabase();
    const second: Database = openDatabaseTarget(target);
    cleanups.push(dispose, () => second.close());
    const { logger } = createTestLogger();
    const make = (db: Database) => {
      const realtime = createRealtime({
        database: db,
        logger,
        redisUrl: options.redisUrl ?? null,
        audience: createMemberAccess(db.db).readers,
        hub: { pollMs: options.pollMs, ...(options.gapMs ? { gapMs: options.gapMs } : {}) },
      });
      cleanups.push(() => realtime.close());
      return realtime;
    };
    const writer = make(database);
    const reader = make(second);
    await writer.start();
    await reader.start();
    return { writer, reader, database, second };
  }

  function listen(realtime: Realtime, userId: string) {
    const received: LiveRow[] = [];
    const subscription = realtime.hub.subscribe(
      { userId, send: (row) => received.push(row), heartbeat: () => {} },
      null,
      () => {},
    );
    cleanups.push(async () => subscription.unsubscribe());
    return { received, ready: subscription.ready };
  }

  const publish = (realtime: Realtime, database: Database, userId: string, n: number) =>
    database.db.transaction().execute((trx) =>
      realtime.publish(trx, {
        type: 'notification.created',
        workspaceId: 'w1',
        audience: 'user',
        userId,
        data: { workspace_uid: 'w1', notification_uid: `n${n}`, kind: 'mention' },
      }),
    );

  const kinds: { name: string; redisUrl?: string; pollMs: number }[] = [
    // Without Redis: PostgreSQL's NOTIFY, with no poll to hide a missing signal; on SQLite
    // there is no signal between two processes outside a cluster, so the poll carries it.
    testDialect === 'postgres'
      ? { name: 'PostgreSQL LISTEN/NOTIFY', pollMs: 600_000 }
      : { name: 'the SQLite poll', pollMs: 200 },
    ...(process.env.TEST_REDIS_URL
      ? [{ name: 'Redis pub/sub', redisUrl: process.env.TEST_REDIS_URL, pollMs: 600_000 }]
      : []),
  ];

  it.each(kinds)('what one process writes reaches the other’s streams, in order ($name)', async (kind) => {
    const { writer, reader, database } = await twoProcesses(kind);
    const alice = listen(reader, 'alice');
    const bob = listen(reader, 'bob');
    await Promise.all([alice.ready, bob.ready]);
    const started = Date.now();
    for (let n = 1; n <= 5; n += 1) await publish(writer, database, 'alice', n);
    await until(() => alice.received.length === 5, 5_000);
    const took = Date.now() - started;
    expect(alice.received.map((row) => JSON.parse(row.data).notification_uid)).toEqual([
      'n1',
      'n2',
      'n3',
      'n4',
      'n5',
    ]);
    const ids = alice.received.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(bob.received).toEqual([]);
    // Signals are immediate: far below a poll that never runs in this test.
    if (kind.pollMs > 60_000) expect(took).toBeLessThan(5_000);
  });

  it('sends nothing of a change that rolled back', async () => {
    const { writer, reader, database } = await twoProcesses({ pollMs: 100 });
    const alice = listen(reader, 'alice');
    const own = listen(writer, 'alice');
    await Promise.all([alice.ready, own.ready]);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await writer.publish(trx, {
          type: 'access.changed',
          workspaceId: 'w1',
          audience: 'user',
          userId: 'alice',
          data: { workspace_uid: 'w1' },
        });
        throw new Error('the change failed');
      })
      .catch(() => {});
    await publish(writer, database, 'alice', 1);
    await until(() => alice.received.length === 1 && own.received.length === 1, 5_000);
    expect(alice.received.map((row) => row.type)).toEqual(['notification.created']);
    expect(own.received.map((row) => row.type)).toEqual(['notification.created']);
  });

  it('holds back rows after a missing id until it arrives, and gives up on it after the gap time', async () => {
    const { reader, database } = await twoProcesses({ pollMs: 50, gapMs: 700 });
    const alice = listen(reader, 'alice');
    await alice.ready;
    const row = (id: number) => ({
      id,
      type: 'access.changed' as const,
      workspace_id: 'w1',
      project_id: null,
      audience: 'user' as const,
      user_id: 'alice',
      data: JSON.stringify({ workspace_uid: 'w1', n: id }),
      created_at: new Date().toISOString(),
    });
    const { last } = await database.db
      .selectFrom('realtime_events')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    const base = Number(last ?? 0);
    // Id base+2 is readable before base+1 (a PostgreSQL transaction still committing).
    await database.db
      .insertInto('realtime_events')
      .values(row(base + 2))
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(alice.received).toEqual([]);
    await database.db
      .insertInto('realtime_events')
      .values(row(base + 1))
      .execute();
    await until(() => alice.received.length === 2, 5_000);
    expect(alice.received.map((r) => r.id)).toEqual([base + 1, base + 2]);

    // base+3 never commits: base+4 goes out once the gap time has passed.
    await database.db
      .insertInto('realtime_events')
      .values(row(base + 4))
      .execute();
    await until(() => alice.received.length === 3, 5_000);
    expect(alice.received[2]!.id).toBe(base + 4);
  });
});
