import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDatabase, type Database } from './db/database.js';
import { mailCollector, ORIGIN } from './test/auth-helpers.js';
import { testDialect } from './test/context.js';
import { bundleServerChild } from './test/server-process.js';
import { openSse } from './test/sse-client.js';
import { insertMember, insertWorkspace, signUpPerson, type TestPerson } from './test/workspace-fixtures.js';

const METRICS_TOKEN = 'cluster-metrics-token-0123456789abcdef';

/** Requests one client may make per window here: small, so the shared count is seen to run out. */
const RATE_LIMIT_MAX = 40;

/** One request on a connection of its own: the cluster hands each new connection to the next process. */
function request(
  base: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      `${base}${url}`,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Waits for `find` to answer something, checking every 50 ms; fails after `timeoutMs`. */
async function waitFor<T>(
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
  message = () => 'not within the time',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(message());
    await sleep(50);
  }
}

const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
};

/** A database of its own that the cluster's primary migrates, as `npm start` would. */
async function freshDatabaseUrl(dataDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (testDialect === 'sqlite')
    return { url: `sqlite:${path.join(dataDir, 'app.db')}`, drop: async () => {} };
  const adminUrl = process.env.TEST_POSTGRES_URL ?? '';
  const name = `expertos_cluster_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * `npm start` with WEB_CONCURRENCY=2 (cluster.ts): the production entry, bundled as the build
 * bundles it, run as a real primary with two API processes on one port and one database.
 */
describe(`npm start on two API processes (${testDialect})`, () => {
  const mail = mailCollector();
  let dataDir: string;
  let bundle: Awaited<ReturnType<typeof bundleServerChild>>;
  let databaseUrl: { url: string; drop(): Promise<void> };
  let database: Database;
  let primary: ChildProcess;
  let output = '';
  let base: string;
  let admin: TestPerson;
  let member: TestPerson;
  let workspaceId: string;
  let memberId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-cluster-'));
    [bundle, databaseUrl] = await Promise.all([bundleServerChild('src/main.ts'), freshDatabaseUrl(dataDir)]);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.url,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // One issuer for the app here and the cluster: a token signed here verifies there.
      PUBLIC_URL: ORIGIN,
      PORT: '0',
      WEB_CONCURRENCY: '2',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      JOBS_POLL_MS: '100',
      METRICS_TOKEN,
    };
    primary = spawn(process.execPath, [bundle.entry], {
      cwd: path.dirname(path.dirname(bundle.entry)),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (chunk) => {
      output += String(chunk);
    });
    primary.stderr!.on('data', (chunk) => {
      output += String(chunk);
    });
    const port = await waitFor(
      () => /running at http:\/\/localhost:(\d+)/.exec(output)?.[1],
      60_000,
      () => `the cluster did not start: ${output}`,
    );
    base = `http://127.0.0.1:${port}`;

    // People and a workspace, made through the real app in this process on the same database
    // and data folder (so its tokens are signed by the key the primary made).
    const config = loadConfig({ ...env, RUN_WORKER: 'false' });
    database = createDatabase(config.database);
    const app = await buildApp(config, { database, sendAccountMail: mail.send, migrate: false });
    await app.ready();
    admin = await signUpPerson(app, mail, `admin-${randomUUID().slice(0, 8)}@example.com`);
    member = await signUpPerson(app, mail, `member-${randomUUID().slice(0, 8)}@example.com`);
    await app.close();
    const workspace = await insertWorkspace(database.db, admin);
    workspaceId = workspace.id;
    memberId = await insertMember(database.db, workspaceId, member, 'member');
  }, 120_000);

  afterAll(async () => {
    if (primary && primary.exitCode === null && primary.signalCode === null) {
      for (const pid of childrenOf(primary.pid!)) process.kill(pid, 'SIGKILL');
      primary.kill('SIGKILL');
    }
    await database?.close();
    await databaseUrl?.drop();
    bundle?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs two API processes under the primary, both answering on the one port', async () => {
    expect(childrenOf(primary.pid!)).toHaveLength(2);
    const replies = await Promise.all(Array.from({ length: 6 }, () => request(base, '/api/health')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('sends a change made through either process to a stream held by one of them, within a second', async () => {
    const stream = await openSse(`${base}/api/events`, member.headers);
    await stream.next((m) => m.event === 'ready');
    // Four writes on fresh connections: the cluster hands them to both processes in turn.
    for (const role of ['external', 'member', 'external', 'member']) {
      const written = await request(base, `/api/workspaces/${workspaceId}/users/${memberId}`, {
        method: 'PUT',
        headers: { ...admin.headers, origin: ORIGIN },
        body: { role },
      });
      expect(written.status, written.body).toBe(200);
      const at = Date.now();
      await stream.next((m) => m.event === 'access.changed', 5_000);
      expect(Date.now() - at).toBeLessThan(1_000);
    }
    stream.close();
  });

  it('answers one scrape for the whole machine: every API process counted, the job queue once', async () => {
    const count = (text: string) =>
      Number(
        /^expertos_http_requests_total\{method="GET",route="\/api\/health",status="200"\} (\d+)$/m.exec(
          text,
        )?.[1] ?? 0,
      );
    const scrape = () =>
      request(base, '/api/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const before = count((await scrape()).body);
    // Fresh connections: both processes answer some of them.
    await Promise.all(Array.from({ length: 6 }, () => request(base, '/api/health')));
    const after = await scrape();
    expect(after.status).toBe(200);
    expect(count(after.body) - before).toBe(6);
    // The queue's figures are the database's: not doubled by the two processes.
    expect(after.body.match(/^expertos_jobs\{status="pending"\} \d+$/gm)).toHaveLength(1);
    // Memory is per process, the primary's (the job worker) included: a leak in one shows.
    const memoryOf = (pid: number) =>
      Number(
        new RegExp(`^expertos_process_resident_memory_bytes\\{pid="${pid}"\\} (\\d+)$`, 'm').exec(
          after.body,
        )?.[1],
      );
    const processes = [primary.pid!, ...childrenOf(primary.pid!)];
    expect(processes).toHaveLength(3);
    for (const pid of processes) expect(memoryOf(pid)).toBeGreaterThan(10_000_000);
    expect(after.body.match(/^expertos_nodejs_heap_size_used_bytes\{pid="\d+"\} /gm)).toHaveLength(3);
  });

  it('refuses a removed member at their next request, on every process', async () => {
    const asMember = () =>
      Promise.all(
        Array.from({ length: 4 }, () =>
          request(base, `/api/workspaces/${workspaceId}`, { headers: member.headers }),
        ),
      );
    expect((await asMember()).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const removed = await request(base, `/api/workspaces/${workspaceId}/users/${memberId}`, {
      method: 'DELETE',
      headers: admin.headers,
    });
    expect(removed.status, removed.body).toBeLessThan(300);
    expect((await asMember()).map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });

  it('runs each job once, in the primary: a sign-up through the cluster sends one e-mail', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await request(base, '/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: ORIGIN },
      body: { name: 'Grace Hopper', email, password: 'correct horse battery' },
    });
    expect(signUp.status, signUp.body).toBe(200);
    const inbox = () => database.db.selectFrom('dev_mailbox').select('id').where('to', '=', email).execute();
    await waitFor(async () => ((await inbox()).length > 0 ? true : undefined), 15_000);
    // A second worker would have taken it too within a few polls.
    await sleep(500);
    expect(await inbox()).toHaveLength(1);
  });

  it('replaces an API process killed with SIGKILL; the other answers meanwhile', {
    timeout: 60_000,
  }, async () => {
    const [killed, survivor] = childrenOf(primary.pid!);
    process.kill(killed!, 'SIGKILL');
    // Once the primary has seen it go (a connection handed over in that instant is lost with
    // it: node:cluster's hand-over has no way back, see docs/architecture.md#processes).
    await waitFor(
      () => (/"API process died"/.test(output) ? true : undefined),
      10_000,
      () => output,
    );
    const meanwhile = await Promise.all(Array.from({ length: 4 }, () => request(base, '/api/health')));
    expect(meanwhile.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const replaced = await waitFor(() => {
      const now = childrenOf(primary.pid!);
      return now.length === 2 && !now.includes(killed!) ? now : undefined;
    }, 30_000);
    expect(replaced).toContain(survivor);
  });

  it("counts a client's requests once, whichever process each connection lands on", async () => {
    const first = await request(base, '/api/roles');
    expect(first.status).toBe(200);
    // What is left of the allowance, as every reply says it (`RateLimit: "address";r=…;t=…`).
    const remaining = Number(/;r=(\d+)/.exec(String(first.headers.ratelimit))?.[1]);
    expect(remaining).toBeLessThan(RATE_LIMIT_MAX);
    const statuses: number[] = [];
    for (let i = 0; i < remaining + 4; i += 1) statuses.push((await request(base, '/api/roles')).status);
    // Counted per process, each of the two would allow RATE_LIMIT_MAX on its own.
    expect(statuses.filter((s) => s === 200)).toHaveLength(remaining);
    expect(statuses.slice(remaining)).toEqual([429, 429, 429, 429]);
  });

  it('stops every process on SIGTERM, ending the open live streams rather than waiting on them', async () => {
    const children = childrenOf(primary.pid!);
    expect(children).toHaveLength(2);
    const stream = await openSse(`${base}/api/events`, admin.headers);
    await stream.next((m) => m.event === 'ready');
    const exited = once(primary, 'exit');
    const stoppedAt = Date.now();
    primary.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(stream.ended()).toBe(true);
    // Well inside the grace period the processes are given, which an open stream would use up.
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
  });
});
