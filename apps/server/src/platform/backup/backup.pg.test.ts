import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { backup } from './backup.js';

/** `npm run backup` on PostgreSQL: the keys are copied, the database is left to pg_dump. */
describe('backup on PostgreSQL', () => {
  let ctx: TestContext;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-backup-'));
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('copies the keys and says how to dump and restore the database', async () => {
    const config: AppConfig = { ...ctx.config, database: ctx.target.config };
    const report = await backup(config, { out });
    expect(report.postgres?.dump).toMatch(/^pg_dump --format=custom/);
    expect(report.postgres?.restore).toMatch(/^pg_restore /);
    expect(fs.existsSync(path.join(out, 'app.db'))).toBe(false);
    expect(report.files.map((file) => file.name)).toEqual(expect.arrayContaining(['auth-secret']));
  });
});
