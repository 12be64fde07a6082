import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
});
