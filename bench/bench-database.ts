// What the approvals benches share: a fresh migrated database of either dialect, dropped after,
// and percentiles written the same way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Dialect } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { createPostgresDatabase } from './seed/database.mjs';

/** The PostgreSQL server a bench also runs on, when one is named. */
export const benchPostgresUrl = process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL || '';

/** A fresh migrated database (a temporary SQLite file, or a new PostgreSQL database), and its drop. */
export async function openBenchDatabase(kind: Dialect, name: string) {
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(benchPostgresUrl);
    const database = createDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
    await migrateToLatest(database);
    return {
      database,
      drop: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `expertos-bench-${name}-`));
  const database = createDatabase({ kind: 'sqlite', file: path.join(dir, 'app.db') });
  await migrateToLatest(database);
  return {
    database,
    drop: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile of some timings, in ms with one decimal. */
export function percentile(values: readonly number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  ).toFixed(1);
}

/** "p50 …, p99 …, max … (n runs)". */
export const figures = (times: readonly number[]) =>
  `p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms, max ${percentile(times, 100)} ms (${times.length} runs)`;
