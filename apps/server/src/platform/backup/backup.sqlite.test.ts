import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppConfig } from '../../config.js';
import { createTicketsTestContext, type TicketWorld } from '../../modules/tickets/tickets.fixtures.js';
import { BackupError, backup, integrityOf, restore } from './backup.js';

/**
 * `npm run backup` while the app runs, and `npm run restore` into a fresh data folder (SQLite:
 * the server project only; backup.pg.test.ts is PostgreSQL's).
 */
describe('backup and restore on SQLite', () => {
  let t: Awaited<ReturnType<typeof createTicketsTestContext>>;
  let world: TicketWorld;
  const temporary: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-backup-'));
    temporary.push(dir);
    return dir;
  };
  beforeAll(async () => {
    t = await createTicketsTestContext();
    world = await t.buildTicketWorld();
  });
  afterAll(async () => {
    await t.ctx.close();
    for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The running app's configuration, with the database it really uses. */
  const live = (): AppConfig => ({ ...t.ctx.config, database: t.ctx.target.config });
  const elsewhere = (dataDir: string): AppConfig => ({
    ...t.ctx.config,
    dataDir,
    database: { kind: 'sqlite', file: path.join(dataDir, 'app.db') },
    storage: {
      ...t.ctx.config.storage,
      kind: 'local',
      root: path.join(dataDir, 'media'),
    } as AppConfig['storage'],
    jobs: { ...t.ctx.config.jobs, runWorker: false },
  });

  it('copies the database while the app runs, checks it, and a restore elsewhere serves the same data', async () => {
    const ticket = await t.createTicket('owner', world.a.projectId, { summary: 'Kept through a restore' });
    const out = tmp();
    // Writes go on during the copy.
    const [report] = await Promise.all([
      backup(live(), { out }),
      t.createTicket('member', world.a.projectId, { summary: 'Written meanwhile' }),
    ]);
    expect(report.files.map((f) => f.name)).toContain('app.db');
    expect(integrityOf(path.join(out, 'app.db'))).toBe('ok');

    const dataDir = tmp();
    const restored = restore(elsewhere(dataDir), out);
    expect(restored.files.map((f) => f.name)).toContain('app.db');
    const app = await buildApp(elsewhere(dataDir));
    try {
      // The people's tokens verify there: the signing keys came back with the database and secret.
      const res = await app.inject({
        method: 'GET',
        url: `/api/tickets/${ticket.uid}`,
        headers: t.people.owner.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().summary).toBe('Kept through a restore');
    } finally {
      await app.close();
    }

    // An existing database is replaced only when asked, and kept aside.
    expect(() => restore(elsewhere(dataDir), out)).toThrow(/--force/);
    restore(elsewhere(dataDir), out, { force: true });
    expect(fs.existsSync(path.join(dataDir, 'app.db.before-restore'))).toBe(true);
  });

  it('refuses a damaged backup before touching anything', async () => {
    const out = tmp();
    await backup(live(), { out });
    const file = path.join(out, 'app.db');
    const bytes = fs.readFileSync(file);
    // Scribble over pages past the header: SQLite opens it and finds the damage.
    bytes.fill(0x5a, 4096, Math.min(bytes.length, 4096 * 8));
    fs.writeFileSync(file, bytes);
    expect(integrityOf(file)).not.toBe('ok');
    const dataDir = tmp();
    expect(() => restore(elsewhere(dataDir), out)).toThrow(BackupError);
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(false);
  });
});
