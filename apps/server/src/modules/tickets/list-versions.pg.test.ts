import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTicketsTestContext, insertTicket, type TicketWorld } from './tickets.fixtures.js';

/**
 * On PostgreSQL the list version is raised at commit, by deferred triggers
 * (db/migrations/0020-list-versions.ts): nobody sees it move before the change it stands for,
 * and two transactions that change the same tickets in opposite orders wait for each other
 * on the tickets alone, never also on the version row. Runs in the PostgreSQL project only.
 */
describe('list versions on PostgreSQL', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  const db = () => t.ctx.database.db;
  const versionOf = async () =>
    Number(
      (
        await db()
          .selectFrom('list_versions')
          .select('version')
          .where('workspace_id', '=', world.a.id)
          .executeTakeFirst()
      )?.version ?? 0,
    );

  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
  });
  afterAll(() => t.ctx.close());

  it('is seen by others only once the change it stands for has committed', async () => {
    const ticket = await insertTicket(db(), { workspaceId: world.a.id, projectId: world.a.projectId });
    const before = await versionOf();
    let during = -1;
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('tickets')
          .set({ summary: 'In a transaction' })
          .where('id', '=', ticket)
          .execute();
        during = await versionOf(); // another connection of the pool
      });
    expect(during).toBe(before);
    expect(await versionOf()).toBeGreaterThan(before);
  });

  it('is raised once by a transaction that changes many rows of the workspace', async () => {
    const place = { workspaceId: world.a.id, projectId: world.a.projectId };
    const before = await versionOf();
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 200; i += 1) await insertTicket(trx, place);
        await trx
          .updateTable('tickets')
          .set({ summary: 'Bulk renamed' })
          .where('workspace_id', '=', world.a.id)
          .execute();
      });
    expect(await versionOf()).toBe(before + 1);
    // And again by the next one: the mark is the transaction's own.
    await insertTicket(db(), place);
    expect(await versionOf()).toBe(before + 2);
  });

  it('lets two transactions change the same tickets in opposite orders without a deadlock', async () => {
    const place = { workspaceId: world.a.id, projectId: world.a.projectId };
    const [x, y] = [await insertTicket(db(), place), await insertTicket(db(), place)];
    const before = await versionOf();
    let release: () => void = () => {};
    const secondHoldsY = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('tickets').set({ summary: 'first' }).where('id', '=', x).execute();
        await secondHoldsY;
        // Waits for the second transaction's lock on y, which it releases by committing.
        await trx.updateTable('tickets').set({ summary: 'first' }).where('id', '=', y).execute();
      });
    const second = db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('tickets').set({ summary: 'second' }).where('id', '=', y).execute();
        release();
        // Give the first transaction time to queue on y before this one commits.
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    await expect(Promise.all([first, second])).resolves.toBeDefined();
    // Raised once by each transaction.
    expect(await versionOf()).toBe(before + 2);
    const rows = await db()
      .selectFrom('tickets')
      .select(['id', 'summary'])
      .where('id', 'in', [x, y])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.summary]))).toEqual({
      [x]: 'first',
      [y]: 'first',
    });
  });
});
