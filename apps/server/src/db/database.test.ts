import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.js';

describe('createDatabase (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-sqlite-'));
  const database = createDatabase({ kind: 'sqlite', file: path.join(dir, 'nested', 'app.db') });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folder of the database file', () => {
    expect(fs.existsSync(path.join(dir, 'nested', 'app.db'))).toBe(true);
  });

  it('opens with WAL, foreign keys, full sync and a busy timeout', async () => {
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('busy_timeout')).toBe(5000);
  });

  it('answers a ping while open', async () => {
    expect(await database.ping()).toBe(true);
  });

  it('skips the flush to disk only for a database that is thrown away (tests)', async () => {
    const scratch = createDatabase(
      { kind: 'sqlite', file: path.join(dir, 'scratch.db') },
      { durable: false },
    );
    try {
      const rows = (await sql.raw('pragma synchronous').execute(scratch.db)).rows;
      expect(Object.values(rows[0] as object)[0]).toBe(0);
    } finally {
      await scratch.close();
    }
  });
});

describe('SQLite transactions with another process on the same file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-sqlite-shared-'));
  const file = path.join(dir, 'app.db');
  const database = createDatabase({ kind: 'sqlite', file });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  // A worker thread has its own connection, as a second API process or the worker would.
  function otherWriter() {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const Database = require(workerData.module);
       const db = new Database(workerData.file);
       db.pragma('busy_timeout = 5000');
       parentPort.on('message', () => {
         try { db.prepare('insert into t (x) values (2)').run(); parentPort.postMessage('ok'); }
         catch (error) { parentPort.postMessage(String(error)); }
         db.close();
       });`,
      { eval: true, workerData: { file, module: createRequire(import.meta.url).resolve('better-sqlite3') } },
    );
    return {
      write: () => worker.postMessage('write'),
      result: new Promise<string>((resolve) => worker.once('message', resolve)),
      stop: () => worker.terminate(),
    };
  }

  it('a transaction that reads, then writes after another process wrote, waits for it instead of failing', async () => {
    await sql`create table t (x integer)`.execute(database.db);
    const other = otherWriter();
    try {
      await database.db.transaction().execute(async (trx) => {
        await sql`select count(*) from t`.execute(trx);
        other.write();
        // Time for the other process's write to land (a plain `begin` then fails with SQLITE_BUSY).
        await new Promise((resolve) => setTimeout(resolve, 150));
        await sql`insert into t (x) values (1)`.execute(trx);
      });
      expect(await other.result).toBe('ok');
      const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(database.db);
      expect(rows[0]?.n).toBe(2);
    } finally {
      await other.stop();
    }
  });
});
