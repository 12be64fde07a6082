import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openMigratedTestDatabase, testDialect } from '../../test/context.js';
import { createTestWorker } from '../../test/job-worker.js';
import { createJobQueue } from '../jobs/job-queue.js';
import type { DomainEvents } from './domain-events.js';
import { createEventBus } from './event-bus.js';

const joined: DomainEvents['member.joined'] = {
  workspaceId: 'ws-1',
  memberId: 'member-1',
  userId: 'user-1',
  role: 'member',
};

describe(`event bus on ${testDialect}`, () => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openMigratedTestDatabase());
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });

  const setup = () => {
    const queue = createJobQueue({ database });
    const bus = createEventBus({ queue });
    const worker = () => createTestWorker(database, { maxAttempts: 2, handlers: bus.jobTypes() });
    return { queue, bus, worker };
  };
  const jobs = () => database.db.selectFrom('jobs').selectAll().execute();

  it('runs the listeners of an event in the order they were added, inside the raising transaction', async () => {
    const { bus } = setup();
    const seen: string[] = [];
    bus.on('member.joined', async (event) => void seen.push(`first ${event.memberId}`));
    bus.on('member.joined', async (event, trx) => {
      expect(trx).toBeDefined();
      seen.push(`second ${event.memberId}`);
    });
    bus.on('member.removed', async () => void seen.push('not this one'));

    await database.db.transaction().execute((trx) => bus.emit(trx, 'member.joined', joined));
    expect(seen).toEqual(['first member-1', 'second member-1']);
  });

  it('gives a batch listener every event of emitAll at once, a one-event listener each in turn, and one event of emit', async () => {
    const { bus } = setup();
    const seen: string[] = [];
    bus.on('member.joined', async (event) => void seen.push(`one ${event.memberId}`));
    bus.onBatch('member.joined', async (events) => void seen.push(`batch ${events.map((e) => e.memberId)}`));
    bus.later('member.joined', 'batch-outbox', async () => {});
    const second = { ...joined, memberId: 'member-2' };

    await database.db.transaction().execute((trx) => bus.emitAll(trx, 'member.joined', [joined, second]));
    expect(seen).toEqual(['one member-1', 'one member-2', 'batch member-1,member-2']);
    // The outbox still makes a job per event.
    expect((await jobs()).map((job) => job.type)).toEqual(['event:batch-outbox', 'event:batch-outbox']);

    seen.length = 0;
    await database.db.transaction().execute(async (trx) => {
      await bus.emitAll(trx, 'member.joined', []);
      await bus.emit(trx, 'member.joined', second);
    });
    expect(seen).toEqual(['one member-2', 'batch member-2']);
  });

  it('rolls the change back when a listener fails', async () => {
    const { bus, queue } = setup();
    bus.on('member.joined', async (_event, trx) => {
      await queue.enqueue('test.effect', {}, { trx });
      throw new Error('listener failed');
    });
    const raising = database.db.transaction().execute((trx) => bus.emit(trx, 'member.joined', joined));
    await expect(raising).rejects.toThrow('listener failed');
    expect(await jobs()).toEqual([]);
  });

  it('stores an event for each later subscriber in the transaction: none when it rolls back', async () => {
    const { bus } = setup();
    bus.later('member.joined', 'welcome-mail', async () => {});
    await expect(
      database.db.transaction().execute(async (trx) => {
        await bus.emit(trx, 'member.joined', joined);
        throw new Error('the change failed after the event');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs()).toEqual([]);
  });

  it('delivers a committed event to its later subscriber through the worker, even after a restart, tied to its workspace', async () => {
    const { bus, worker } = setup();
    const delivered: DomainEvents['member.joined'][] = [];
    bus.later('member.joined', 'welcome-mail', async (event) => void delivered.push(event));
    await database.db.transaction().execute((trx) => bus.emit(trx, 'member.joined', joined));
    // The process that committed it is gone: the event waits in the jobs table.
    const [stored] = await jobs();
    expect(stored).toMatchObject({ type: 'event:welcome-mail', status: 'pending', workspace_id: 'ws-1' });

    expect(await worker().runOnce()).toBe(true);
    expect(delivered).toEqual([joined]);
    expect((await jobs())[0]).toMatchObject({ status: 'done' });
  });

  it('refuses two subscribers of one name', () => {
    const { bus } = setup();
    bus.later('member.joined', 'audit', async () => {});
    expect(() => bus.later('member.removed', 'audit', async () => {})).toThrow(/already exists/);
  });
});
