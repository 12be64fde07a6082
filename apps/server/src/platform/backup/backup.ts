import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { AppConfig } from '../../config.js';
import { SECRETS_KEY_FILE } from '../secrets/secrets-key.js';

/**
 * `npm run backup` and `npm run restore` (docs/operations.md#backups). A backup is a folder:
 * the SQLite database copied online (readers and writers go on meanwhile) and checked, the
 * generated keys it cannot be read without, and the uploaded files kept on disk.
 */

/** The generated keys of DATA_DIR: sessions, integration secrets and push subscriptions depend on them. */
export const KEY_FILES = ['auth-secret', SECRETS_KEY_FILE, 'vapid.json'] as const;
const DATABASE_FILE = 'app.db';
const MEDIA = 'media';

export class BackupError extends Error {}

export interface BackupReport {
  folder: string;
  /** What was written, with sizes in bytes. */
  files: { name: string; bytes: number }[];
  /** PostgreSQL: the database is not in the folder; these commands dump and restore it. */
  postgres?: { dump: string; restore: string };
}

/** `PRAGMA integrity_check` of a database file: 'ok', or what SQLite found wrong. */
export function integrityOf(file: string): string {
  let db: BetterSqlite3.Database | null = null;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).join('; ');
  } catch (error) {
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

function sizeOf(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

export async function backup(
  config: AppConfig,
  options: { out?: string; now?: Date } = {},
): Promise<BackupReport> {
  const folder = path.resolve(
    options.out ?? path.join(config.dataDir, 'backups', stamp(options.now ?? new Date())),
  );
  fs.mkdirSync(folder, { recursive: true });
  const files: BackupReport['files'] = [];
  const report: BackupReport = { folder, files };

  if (config.database.kind === 'sqlite') {
    if (config.database.file === ':memory:')
      throw new BackupError('An in-memory database cannot be backed up.');
    const target = path.join(folder, DATABASE_FILE);
    const source = new BetterSqlite3(config.database.file, { fileMustExist: true });
    try {
      // SQLite's online backup: pages copied in steps, other connections go on writing.
      await source.backup(target);
    } finally {
      source.close();
    }
    const integrity = integrityOf(target);
    if (integrity !== 'ok') throw new BackupError(`The copy failed its integrity check: ${integrity}`);
    files.push({ name: DATABASE_FILE, bytes: sizeOf(target) });
  } else {
    report.postgres = {
      dump: `pg_dump --format=custom --file=${path.join(folder, 'expertos.dump')} "$DATABASE_URL"`,
      restore: `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${path.join(folder, 'expertos.dump')}`,
    };
  }

  for (const name of KEY_FILES) {
    const source = path.join(config.dataDir, name);
    if (!fs.existsSync(source)) continue;
    fs.copyFileSync(source, path.join(folder, name));
    fs.chmodSync(path.join(folder, name), 0o600);
    files.push({ name, bytes: sizeOf(source) });
  }
  if (config.storage.kind === 'local' && fs.existsSync(config.storage.root)) {
    fs.cpSync(config.storage.root, path.join(folder, MEDIA), { recursive: true });
    files.push({ name: `${MEDIA}/`, bytes: sizeOf(path.join(folder, MEDIA)) });
  }
  return report;
}

/**
 * Puts a backup in place, the server stopped: the copy is checked first, each file is written
 * beside its target and renamed over it, and a database already there is kept as
 * `app.db.before-restore` (refused without `force`).
 */
export function restore(config: AppConfig, folder: string, { force = false } = {}): BackupReport {
  const from = path.resolve(folder);
  const files: BackupReport['files'] = [];
  if (config.database.kind !== 'sqlite' || config.database.file === ':memory:')
    throw new BackupError(
      'Restore puts back an SQLite database; on PostgreSQL use pg_restore (docs/operations.md#backups).',
    );
  const copy = path.join(from, DATABASE_FILE);
  if (!fs.existsSync(copy))
    throw new BackupError(`${from} holds no ${DATABASE_FILE}: is it a backup folder?`);
  const integrity = integrityOf(copy);
  if (integrity !== 'ok')
    throw new BackupError(`The backup's database failed its integrity check: ${integrity}`);
  const target = config.database.file;
  if (fs.existsSync(target) && !force)
    throw new BackupError(`${target} exists. Stop the server, then run again with --force to replace it.`);

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const put = (source: string, destination: string) => {
    const temporary = `${destination}.restoring`;
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.cpSync(source, temporary, { recursive: true });
    fs.renameSync(temporary, destination);
  };
  if (fs.existsSync(target)) fs.renameSync(target, `${target}.before-restore`);
  // The old write-ahead log belongs to the old file: never replay it onto the restored one.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  put(copy, target);
  files.push({ name: DATABASE_FILE, bytes: sizeOf(target) });
  for (const name of KEY_FILES) {
    const source = path.join(from, name);
    if (!fs.existsSync(source)) continue;
    put(source, path.join(config.dataDir, name));
    files.push({ name, bytes: sizeOf(source) });
  }
  const media = path.join(from, MEDIA);
  if (config.storage.kind === 'local' && fs.existsSync(media)) {
    fs.rmSync(config.storage.root, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(config.storage.root), { recursive: true });
    put(media, config.storage.root);
    files.push({ name: `${MEDIA}/`, bytes: sizeOf(config.storage.root) });
  }
  return { folder: from, files };
}
