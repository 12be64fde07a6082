import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database, Db } from '../../db/database.js';
import { nowIso } from '../../db/portable.js';
import type { JobWorker } from '../../platform/jobs/job-worker.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { openDatabaseTarget, openTestDatabase } from '../../test/context.js';
import { createTestWorker } from '../../test/job-worker.js';
import type { Notifier, NotifyInput } from '../notifications/notifier.js';
import { claimReminder } from '../tickets/ticket-reminders.js';
import { REMINDER_JOB, reminderJobHandler } from './reminders.js';

/**
 * A notifier for the reminder tests that keeps what it is asked and writes the in-app
 * notification rows as the real one does (one per dedupe key), so a test can count them.
 * The real notifier (notifications.service.ts) keeps the same contract.
 */
export function recordingNotifier(): Notifier & { calls: NotifyInput[] } {
  const calls: NotifyInput[] = [];
  return {
    calls,
    async notify(trx, inputs) {
      for (const input of inputs) {
        calls.push(input);
        const member = await trx
          .selectFrom('workspace_members')
          .select('user_id')
          .where('id', '=', input.recipientMemberId)
          .executeTakeFirst();
        if (!member?.user_id) continue;
        await trx
          .insertInto('notifications')
          .values({
            id: randomUUID(),
            user_id: member.user_id,
            workspace_id: input.workspaceId,
            ticket_id: input.ticketId,
            kind: input.kind,
            actor_id: input.actorMemberId,
            status: input.status ?? null,
            excerpt: input.excerpt ?? null,
            dedupe_key: input.dedupeKey ?? null,
            read_at: null,
            created_at: nowIso(),
          })
          .onConflict((oc) => oc.column('dedupe_key').doNothing())
          .execute();
      }
    },
    async follow() {},
    async followAll() {},
    followers: async () => [],
    brandAdmins: async () => [],
  };
}

/** The reminder notifications of a ticket, as stored. */
export function reminderNotifications(db: Db, ticketId: string) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('kind', '=', 'reminder')
    .where('ticket_id', '=', ticketId)
    .execute();
}

/** A clock the test moves; the worker and the handler read it. */
export function movableClock(start = Date.now()) {
  let time = start;
  return {
    now: () => new Date(time),
    set: (at: Date | string) => {
      time = new Date(at).getTime();
    },
  };
}

/** A job worker that only knows reminders, on the given database and clock. */
export function reminderWorker(
  database: Database,
  notifier: Notifier,
  now: () => Date,
  workerId = `reminders-${randomUUID().slice(0, 8)}`,
): JobWorker {
  return createTestWorker(database, {
    leaseMs: 30_000,
    workerId,
    now,
    handlers: {
      [REMINDER_JOB]: reminderJobHandler({ db: database.db, notifier, claim: claimReminder, now }),
    },
  });
}

/** Runs every due job; how many ran. */
export async function drain(worker: JobWorker): Promise<number> {
  let ran = 0;
  while (await worker.runOnce()) ran += 1;
  return ran;
}

/**
 * A real app on a test database that outlives it: `restart()` closes the app and builds a new
 * one on another connection to the same database, as a new server process would.
 */
export async function createRestartableApp() {
  const { database, target, dispose, serializeDdl } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://localhost:3000',
    RUN_WORKER: 'false',
    RATE_LIMIT_MAX: '100000',
  });
  const mail = mailCollector();
  const connections: Database[] = [database];
  const open = async (db: Database) => {
    // buildApp migrates: under the DDL lock the test processes share (test/context.ts).
    const built = await serializeDdl(() => buildApp(config, { database: db, sendAccountMail: mail.send }));
    await built.ready();
    return built;
  };
  const connect = () => {
    const next = openDatabaseTarget(target);
    connections.push(next);
    return next;
  };
  const state: { app: FastifyInstance; database: Database } = { app: await open(database), database };
  return {
    mail,
    target,
    get app() {
      return state.app;
    },
    get database() {
      return state.database;
    },
    /** Another connection (pool) to the same database, closed with the rest. */
    openConnection: connect,
    async restart() {
      await state.app.close();
      const next = connect();
      state.database = next;
      state.app = await open(next);
    },
    async close() {
      await state.app.close();
      for (const connection of connections.slice(1)) await connection.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
