import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { recurringSeriesSchema } from '@expertos/domain/recurring.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerProcess } from '../../background.js';
import { testDialect } from '../../test/context.js';
import { createTestLogger } from '../../test/logger.js';
import { bundleServerChild } from '../../test/server-process.js';
import { createTicketsTestContext, type TicketWorld } from '../tickets/tickets.fixtures.js';
import { RECURRING_MAKE_JOB } from './recurring.module.js';

/**
 * Each series' run is one transaction of ten tickets: twelve leave the child a second or so of
 * work after its first commit, so the kill lands mid-run even when this process is slow to look.
 */
const SERIES = 12;
const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The daily run killed with SIGKILL midway (docs/product.md#recurring-tickets): a real process
 * makes twelve series' next ten tickets each and is killed once some are made; a second run then
 * makes the rest. Each occurrence has one row and one ticket, none twice, none lost.
 */
describe(`recurring tickets made through kill -9 on ${testDialect}`, () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  let child: Awaited<ReturnType<typeof bundleServerChild>>;

  beforeAll(async () => {
    // Bundled, the child starts in a second or two (through tsx it takes several).
    [t, child] = await Promise.all([
      createTicketsTestContext(),
      bundleServerChild('src/test/recurring-maker-child.ts'),
    ]);
    world = await t.buildTicketWorld();
  });
  afterAll(async () => {
    child.remove();
    await t.ctx.close();
  });

  it('makes each occurrence once when a run is killed midway and runs again', async () => {
    const ids: string[] = [];
    for (let i = 0; i < SERIES; i++) {
      // Made far ahead (nothing due yet), then moved to start tomorrow: the child has it all to make.
      const res = await t.call('member', 'POST', `/api/projects/${world.a.projectId}/recurring`, {
        rule: 'FREQ=DAILY',
        start: { day: dayFromToday(200), time: '09:00' },
        body: { summary: `Crash series ${i} #{n}`, checklist: ['One', 'Two', 'Three'] },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(recurringSeriesSchema.parse(res.json()).uid);
    }
    const db = t.ctx.database.db;
    await db
      .updateTable('recurring_series')
      .set({ start_day: dayFromToday(1) })
      .where('id', 'in', ids)
      .execute();
    const rows = () =>
      db.selectFrom('recurring_instances').selectAll().where('series_id', 'in', ids).execute();

    const maker = spawn(process.execPath, [child.entry], {
      env: {
        ...process.env,
        RECURRING_DB_TARGET: JSON.stringify(t.ctx.target),
        RECURRING_DATA_DIR: t.ctx.dataDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = once(maker, 'exit');
    let output = '';
    maker.stdout!.on('data', (chunk) => {
      output += String(chunk);
    });
    // Killed once its first series' ten are committed: mid-run, likely mid-transaction.
    while ((await rows()).length === 0 && !output.includes('DONE')) await sleep(2);
    maker.kill('SIGKILL');
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
    const before = await rows();
    // Whole series only: a run's transaction was committed entirely, or not at all.
    expect(before.length % 10).toBe(0);
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(before.length).toBeLessThan(SERIES * 10);

    const background = createWorkerProcess(t.ctx.config, t.ctx.database, createTestLogger().logger);
    await background.platform.deps.queue.enqueue(RECURRING_MAKE_JOB, {}, {});
    while (await background.worker.runOnce()) {
      // every due job
    }

    const after = await rows();
    expect(after).toHaveLength(SERIES * 10);
    const tickets = await db
      .selectFrom('tickets')
      .select(['id', 'series_id', 'series_position', 'summary', 'checklist_total'])
      .where('series_id', 'in', ids)
      .execute();
    // One ticket per occurrence, each the one its row names, each with its whole checklist.
    expect(tickets).toHaveLength(SERIES * 10);
    expect(new Set(after.map((row) => row.ticket_id))).toEqual(new Set(tickets.map((ticket) => ticket.id)));
    expect(tickets.every((ticket) => Number(ticket.checklist_total) === 3)).toBe(true);
    for (const id of ids)
      expect(
        tickets
          .filter((ticket) => ticket.series_id === id)
          .map((ticket) => Number(ticket.series_position))
          .sort((a, b) => a - b),
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
