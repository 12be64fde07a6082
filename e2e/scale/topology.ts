import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import webpush from 'web-push';
import { startS3Server, type TestS3Server } from '../../apps/server/src/test/s3-server';
import { type ProxyCounters, type ReverseProxy, startProxy } from './proxy';

/**
 * A many-process deployment on one machine, with nothing shared in process memory: two API
 * processes (`dist/main.js`, one process each, RUN_WORKER=false, their own port and DATA_DIR)
 * and two job workers (`dist/worker.js`) on a fresh PostgreSQL database, a Redis database index
 * of their own, an S3-compatible server (s3rver) and the journeys' SMTP mail catcher, behind the
 * reverse proxy of ./proxy.ts, whose address is the PUBLIC_URL of all of them.
 *
 * Needs TEST_POSTGRES_URL and TEST_REDIS_URL (CI sets both). `stop()` removes everything it made
 * (processes, database, Redis keys, the bucket's folder, temporary folders), also after a
 * failure; a worker of the test runner that exits without calling it still kills the processes.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');
const SERVER_WORKER = path.join(root, 'apps/server/dist/worker.js');
const SERVER_MIGRATE = path.join(root, 'apps/server/dist/migrate.js');

/** Redis database indexes this helper may claim (the app's own tests use index 0). */
const REDIS_DB_CHOICES = [15, 14, 13, 12, 11, 10];
/** The claim on an index, kept in the configured database under a name the app never uses. */
const REDIS_CLAIM_PREFIX = 'expertos-e2e-scale:claim:db';
const REDIS_CLAIM_MS = 15 * 60_000;
/** Each run's database is this and the run id (its start in base 36, then 6 hex digits). */
const DATABASE_PREFIX = 'expertos_scale_';
/** How long a process may take to answer /api/ready, on a busy CI machine. */
export const PROCESS_START_MS = 45_000;

export const needsServices = (): string | null => {
  const missing = ['TEST_POSTGRES_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
  return missing.length === 0 ? null : `needs ${missing.join(' and ')} (CI sets both)`;
};

export interface CaughtMail {
  to: string[];
  text: string;
  receivedAt: string;
}

/** A process of the topology: an API process (A, B) or a job worker (W1, W2). */
export interface ManagedProcess {
  name: string;
  /** The process id of the current run, undefined while stopped. */
  pid(): number | undefined;
  running(): boolean;
  /** Its standard output and error so far (every run, appended). */
  log(): string;
  /** Sends `signal` (default SIGKILL: no chance to finish anything) and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same settings (port, DATA_DIR) and waits until it is ready. */
  restart(): Promise<void>;
}

export interface ApiProcess extends ManagedProcess {
  port: number;
  /** Its own address, bypassing the proxy: `http://127.0.0.1:<port>`. */
  url: string;
  dataDir: string;
}

export interface Topology {
  /** PUBLIC_URL of every process, the proxy's address as a browser opens it: `http://localhost:<port>`. */
  publicUrl: string;
  /** The proxy's address for API calls from the test: `http://127.0.0.1:<port>`. */
  proxyUrl: string;
  a: ApiProcess;
  b: ApiProcess;
  workers: ManagedProcess[];
  proxy: ReverseProxy;
  /** The proxy's live counters (answers per upstream, retries, connection failures, health changes). */
  counters: ProxyCounters;
  /** The settings every process shares (DATABASE_URL, REDIS_URL, S3_*, AUTH_SECRET, …). */
  env: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  s3: TestS3Server & { prefix: string; getObject(key: string): Promise<Buffer | null> };
  /** Runs SQL on the topology's database. */
  query<T extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<T[]>;
  /** Every e-mail the catcher got for `to` (newest first). */
  mailTo(to: string): Promise<CaughtMail[]>;
  /** Waits for an e-mail to `to` holding a link to `linkPath`, and answers that link. */
  linkFromMail(to: string, linkPath: string, timeoutMs?: number): Promise<URL>;
  /** The end of every process's log, for a failure report. */
  logTails(lines?: number): string;
  stop(): Promise<void>;
}

export interface TopologyOptions {
  /** Extra settings for every process (e.g. RATE_LIMIT_MAX). */
  env?: Record<string, string>;
  healthIntervalMs?: number;
  /**
   * Apply the migrations once (`dist/migrate.js`, i.e. `npm run migrate`) before the processes
   * start, as a deployment's release step does (default). False leaves them to the four
   * processes starting at once, each migrating what it finds pending: on an empty database the
   * identity service's tables can then be created twice and one process dies (42P07).
   */
  migrateFirst?: boolean;
}

/** Children of every topology this test worker started, killed if it exits without stopping them. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * A port to give a server that starts later (a child process, the mail catcher), free now. Taken
 * below Linux's ephemeral range (32768–60999): a port the kernel handed out for listening there
 * could, once closed, be taken by any outgoing connection (this setup opens PostgreSQL, Redis
 * and S3 connections at the same time) before its server binds it, and that server would fail
 * with EADDRINUSE. Below the range only another deliberate listener can take it.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 };

async function bindable(port: number): Promise<boolean> {
  const server = net.createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (bound) await new Promise((resolve) => server.close(resolve));
  return bound;
}

/** Ports handed out by this worker: two asked for at once are never the same one. */
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface MailCatcher {
  close(): Promise<void>;
}

/** The journeys' SMTP catcher (plain JavaScript, shared with start-server.mjs). */
async function startMailCatcher(smtpPort: number, httpPort: number): Promise<MailCatcher> {
  const file = new URL('../mail-catcher.mjs', import.meta.url).href;
  const catcher = (await import(file)) as {
    startMailCatcher(ports: { smtpPort: number; httpPort: number }): Promise<MailCatcher>;
  };
  return catcher.startMailCatcher({ smtpPort, httpPort });
}

/** Claims a Redis database index no other run of this helper holds, empty. */
async function claimRedisDb(
  baseUrl: string,
  runId: string,
): Promise<{ url: string; release(): Promise<void> }> {
  const admin = new Redis(baseUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  await admin.connect();
  for (const index of REDIS_DB_CHOICES) {
    const claim = `${REDIS_CLAIM_PREFIX}${index}`;
    if ((await admin.set(claim, runId, 'PX', REDIS_CLAIM_MS, 'NX')) !== 'OK') continue;
    const url = new URL(baseUrl);
    url.pathname = `/${index}`;
    const own = new Redis(url.toString(), { maxRetriesPerRequest: 1, lazyConnect: true });
    await own.connect();
    // Left over from a run that died before its stop(): this index is ours now.
    await own.flushdb();
    return {
      url: url.toString(),
      async release() {
        try {
          await own.flushdb();
          if ((await admin.get(claim)) === runId) await admin.del(claim);
        } finally {
          own.disconnect();
          admin.disconnect();
        }
      },
    };
  }
  admin.disconnect();
  throw new Error(`every Redis database index of ${REDIS_DB_CHOICES.join(', ')} is claimed by another run`);
}

/** Databases of runs whose test worker died without stopping them are dropped after this long. */
const STALE_DATABASE_MS = 60 * 60_000;

async function createDatabase(baseUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${DATABASE_PREFIX}%'`,
    );
    for (const { datname } of rows) {
      const startedAt = Number.parseInt(datname.slice(DATABASE_PREFIX.length, -6), 36);
      if (Date.now() - startedAt > STALE_DATABASE_MS)
        await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
    }
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A child process of the topology whose output goes to a log file. */
function managed(
  name: string,
  script: string,
  env: Record<string, string>,
  logFile: string,
  ready: (proc: { log(): string; exited(): boolean }) => Promise<void>,
): ManagedProcess & { start(): Promise<void> } {
  let child: ChildProcess | null = null;
  let exit: Promise<void> = Promise.resolve();
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  async function start() {
    const out = fs.openSync(logFile, 'a');
    const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
    const current = spawn(process.execPath, [script], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...inherited, ...env },
    });
    fs.closeSync(out);
    child = current;
    children.add(current);
    exit = new Promise((resolve) =>
      current.once('exit', () => {
        children.delete(current);
        resolve();
      }),
    );
    try {
      await ready({ log, exited: () => current.exitCode !== null || current.signalCode !== null });
    } catch (error) {
      if (running()) current.kill('SIGKILL');
      await exit;
      const tail = log().split('\n').slice(-30).join('\n');
      throw new Error(`${name} did not start: ${(error as Error).message}\n--- ${name} log ---\n${tail}`);
    }
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL') {
    if (!running()) return;
    child!.kill(signal);
    await exit;
  }

  return {
    name,
    pid: () => (running() ? child?.pid : undefined),
    running,
    log,
    kill,
    start,
    async restart() {
      await kill('SIGKILL');
      await start();
    },
  };
}

async function waitForReady(url: string, proc: { exited(): boolean }) {
  const deadline = Date.now() + PROCESS_START_MS;
  for (;;) {
    if (proc.exited()) throw new Error('it exited');
    const ok = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(`no answer from ${url}/api/ready within ${PROCESS_START_MS} ms`);
    await sleep(100);
  }
}

async function waitForLogLine(proc: { log(): string; exited(): boolean }, text: string) {
  const deadline = Date.now() + PROCESS_START_MS;
  while (!proc.log().includes(text)) {
    if (proc.exited()) throw new Error('it exited');
    if (Date.now() > deadline) throw new Error(`no "${text}" in its log within ${PROCESS_START_MS} ms`);
    await sleep(100);
  }
}

async function migrate(env: Record<string, string>, logFile: string) {
  const out = fs.openSync(logFile, 'a');
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_MIGRATE], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...inherited, ...env },
  });
  fs.closeSync(out);
  children.add(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  children.delete(child);
  if (code !== 0)
    throw new Error(`migrate.js exited with ${code}:\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`);
}

/** Starts the whole topology; everything in parallel where it can be. */
export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const missing = needsServices();
  if (missing) throw new Error(`startTopology ${missing}`);
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-scale-'));
  const logDir = path.join(runDir, 'logs');
  fs.mkdirSync(logDir);

  // Everything made so far, undone in reverse order by stop() (also when starting fails).
  const undo: { what: string; run: () => Promise<void> }[] = [];
  const processes: ManagedProcess[] = [];
  const poolErrors: string[] = [];
  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    // Processes first (politely, then not), so nothing holds the database when it is dropped.
    await Promise.all(
      processes.map(async (proc) => {
        if (!proc.running()) return;
        const done = proc.kill('SIGTERM');
        const late = setTimeout(() => void proc.kill('SIGKILL'), 5_000);
        await done;
        clearTimeout(late);
      }),
    );
    const errors: string[] = [];
    for (const step of undo.reverse()) {
      try {
        await step.run();
      } catch (error) {
        errors.push(`${step.what}: ${(error as Error).message}`);
      }
    }
    // E2E_SCALE_LOG_DIR=<folder> keeps every process's log for a look afterwards.
    if (poolErrors.length > 0) errors.push(`the database pool: ${poolErrors.join('; ')}`);
    const keep = process.env.E2E_SCALE_LOG_DIR;
    if (keep) fs.cpSync(logDir, path.join(keep, runId), { recursive: true });
    fs.rmSync(runDir, { recursive: true, force: true });
    if (errors.length > 0) throw new Error(`stopping the topology: ${errors.join('; ')}`);
  }

  try {
    // Settled, not raced: a step that fails must not leave another one running unseen by stop().
    const setup = await Promise.allSettled([
      createDatabase(process.env.TEST_POSTGRES_URL!, `${DATABASE_PREFIX}${runId}`).then((db) => {
        undo.push({ what: 'drop the database', run: db.drop });
        return db;
      }),
      claimRedisDb(process.env.TEST_REDIS_URL!, runId).then((claim) => {
        undo.push({ what: 'empty the Redis database', run: claim.release });
        return claim;
      }),
      startS3Server('expertos-scale').then((server) => {
        undo.push({ what: 'stop the S3 server', run: server.close });
        return server;
      }),
      Promise.all([freePort(), freePort(), freePort(), freePort()]),
    ] as const);
    const setupFailed = setup.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    if (setupFailed.length > 0) throw new Error(setupFailed.join('\n'));
    const [database, redis, s3, ports] = setup.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof createDatabase>>,
      Awaited<ReturnType<typeof claimRedisDb>>,
      TestS3Server,
      number[],
    ];
    const [portA, portB, smtpPort, mailHttpPort] = ports;
    const catcher = await startMailCatcher(smtpPort!, mailHttpPort!);
    undo.push({ what: 'stop the mail catcher', run: catcher.close });

    const proxy = await startProxy({
      upstreams: [
        { name: 'A', host: '127.0.0.1', port: portA! },
        { name: 'B', host: '127.0.0.1', port: portB! },
      ],
      healthIntervalMs: options.healthIntervalMs ?? 500,
    });
    undo.push({ what: 'stop the proxy', run: proxy.close });
    const publicUrl = `http://localhost:${proxy.port}`;

    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    // A connection that meets an error with no listener throws it in this worker, failing
    // whichever journey runs then. Seen once at teardown: pool.end() lets go of its connections
    // before they are closed, and the database dropped at once (with force) ended one of them.
    // One met while the topology runs is reported by stop(); during the teardown it is the
    // teardown's own doing.
    const poolError = (error: Error) => {
      if (!stopped) poolErrors.push(error.message);
    };
    pool.on('error', poolError);
    pool.on('connect', (client) => client.on('error', poolError));
    undo.push({ what: 'close the database pool', run: () => pool.end() });

    const vapid = webpush.generateVAPIDKeys();
    const s3Prefix = `scale-${runId}`;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: redis.url,
      ...s3.env,
      S3_PREFIX: s3Prefix,
      AUTH_SECRET: randomBytes(36).toString('base64'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      TRUST_PROXY: '1',
      WEB_CONCURRENCY: '1',
      RUN_WORKER: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Expertos <no-reply@expertos.test>',
      JOBS_POLL_MS: '200',
      // Every simulated person signs up from the same machine: the sign-up limits are not under test.
      AUTH_RATE_LIMIT_MAX: '1000',
      SHUTDOWN_GRACE_MS: '3000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...options.env,
    };

    const api = (name: string, port: number): ApiProcess & { start(): Promise<void> } => {
      const dataDir = path.join(runDir, `data-${name}`);
      fs.mkdirSync(dataDir);
      const url = `http://127.0.0.1:${port}`;
      const proc = managed(
        name,
        SERVER_MAIN,
        { ...env, PORT: String(port), DATA_DIR: dataDir },
        path.join(logDir, `${name}.log`),
        (p) => waitForReady(url, p),
      );
      return Object.assign(proc, { port, url, dataDir });
    };
    const worker = (name: string) => {
      const dataDir = path.join(runDir, `data-${name}`);
      fs.mkdirSync(dataDir);
      return managed(
        name,
        SERVER_WORKER,
        // "job worker started" and "job done" are info lines.
        { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        path.join(logDir, `${name}.log`),
        (p) => waitForLogLine(p, 'job worker started'),
      );
    };
    const a = api('A', portA!);
    const b = api('B', portB!);
    const workers = [worker('W1'), worker('W2')];
    processes.push(a, b, ...workers);
    const logTails = (lines = 40) =>
      processes
        .map((p) => `--- ${p.name} ---\n${p.log().trimEnd().split('\n').slice(-lines).join('\n')}`)
        .join('\n');

    if (options.migrateFirst ?? true)
      await migrate({ ...env, DATA_DIR: runDir }, path.join(logDir, 'migrate.log'));
    // All four at once; each checks the migrations again (none pending, unless migrateFirst is false).
    const started = await Promise.allSettled(processes.map((p) => (p as typeof a).start()));
    const failed = started.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    if (failed.length > 0) throw new Error(failed.join('\n'));
    await Promise.all([proxy.waitForHealth('A', true), proxy.waitForHealth('B', true)]);

    const mailTo = async (to: string) =>
      (await (
        await fetch(`http://127.0.0.1:${mailHttpPort}/messages?to=${encodeURIComponent(to)}`)
      ).json()) as CaughtMail[];

    return {
      publicUrl,
      proxyUrl: proxy.url,
      a,
      b,
      workers,
      proxy,
      counters: proxy.counters,
      env,
      databaseUrl: database.url,
      redisUrl: redis.url,
      s3: {
        ...s3,
        prefix: s3Prefix,
        async getObject(key) {
          // s3rver serves a bucket's objects to unsigned GETs.
          const res = await fetch(`${s3.endpoint}/${s3.bucket}/${s3Prefix}/${key}`);
          return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
        },
      },
      async query<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
        return (await pool.query<T>(text, params)).rows;
      },
      mailTo,
      async linkFromMail(to, linkPath, timeoutMs = 15_000) {
        const pattern = new RegExp(`https?://[^\\s]+${linkPath.replace(/[/?]/g, '\\$&')}[^\\s]*`);
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const link = (await mailTo(to)).map((m) => pattern.exec(m.text)?.[0]).find(Boolean);
          if (link) return new URL(link);
          if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with a ${linkPath} link`);
          await sleep(100);
        }
      },
      logTails,
      stop,
    };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
