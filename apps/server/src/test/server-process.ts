import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  openDatabaseTarget,
  openMigratedTestDatabase,
  type TestDatabaseTarget,
  testDialect,
} from './context.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server child (server-child.ts, or another entry such as main.ts) bundled once, as `npm run build` bundles the server: our
 * sources in, npm packages loaded from node_modules. It starts two to three times faster than
 * through tsx, which matters to a test that starts it again after every kill. It is written
 * under dist/ (ignored by git) so its imports resolve from the server's node_modules.
 */
export async function bundleServerChild(
  source = 'src/test/server-child.ts',
): Promise<{ entry: string; remove(): void }> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@expertos/'));
  const outdir = path.join(serverRoot, 'dist', `test-server-child-${randomUUID().slice(0, 8)}`);
  await build({
    entryPoints: [path.join(serverRoot, source)],
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
  return {
    entry: path.join(outdir, `${path.basename(source, '.ts')}.mjs`),
    remove: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** SIGKILL: no shutdown, no cleanup, as a crash or the OOM killer would. */
  kill(): Promise<void>;
}

/** Starts the bundled server with `env` on `target`; resolves once it listens. */
export async function startServerProcess(
  entry: string,
  target: TestDatabaseTarget,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env: { ...process.env, ...env, SERVER_DB_TARGET: JSON.stringify(target) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    // Read to the end (never detached), so the child never blocks or fails writing to it.
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const ready = /READY (\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', () => reject(new Error(`The server child exited before it was ready: ${output}`)));
  });
  return {
    child,
    port,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A migrated database that outlives the processes using it. SQLite lives in /dev/shm when
 * there is one: a SIGKILL loses exactly what it loses on disk (the page cache outlives the
 * process; only power loss needs the disk), and its commits wait for no disk flush. PostgreSQL
 * (TEST_DB=postgres) is the usual fresh schema.
 */
export async function openSharedDatabase(): Promise<{
  database: Database;
  target: TestDatabaseTarget;
  dispose(): Promise<void>;
}> {
  if (testDialect === 'postgres') return openMigratedTestDatabase();
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const dir = fs.mkdtempSync(path.join(base, 'expertos-shared-'));
  const target: TestDatabaseTarget = {
    config: { kind: 'sqlite', file: path.join(dir, 'test.db') },
    options: {},
  };
  const database = openDatabaseTarget(target);
  await migrateToLatest(database);
  return {
    database,
    target,
    dispose: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
