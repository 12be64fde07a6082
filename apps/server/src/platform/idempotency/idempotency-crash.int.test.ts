import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { mailCollector } from '../../test/auth-helpers.js';
import { type TestDatabaseTarget, testDialect } from '../../test/context.js';
import {
  bundleServerChild,
  openSharedDatabase,
  type ServerProcess,
  startServerProcess,
} from '../../test/server-process.js';
import {
  insertProject,
  insertProjectMember,
  insertWorkspace,
  signUpPerson,
  type TestPerson,
} from '../../test/workspace-fixtures.js';

/**
 * Idempotency-Key through kill -9 (docs/product.md#idempotent-retries): the server process is
 * killed with SIGKILL after a create committed and before it answered. Started again on the
 * same database, the same request with the same key never makes the ticket a second time: the
 * key was marked in the ticket's own transaction.
 */
/** Twice REQUEST_TIMEOUT_MS: how long a claimed key is taken to be in flight. */
const LEASE_MS = 3_000;

describe(`Idempotency-Key through kill -9 on ${testDialect}`, () => {
  const mail = mailCollector();
  let database: Database;
  let target: TestDatabaseTarget;
  let dispose: () => Promise<void>;
  let bundle: Awaited<ReturnType<typeof bundleServerChild>>;
  let dataDir: string;
  let env: Record<string, string>;
  let person: TestPerson;
  let projectId: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    [{ database, target, dispose }, bundle] = await Promise.all([
      openSharedDatabase(),
      bundleServerChild('src/test/idempotency-crash-child.ts'),
    ]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-idempotency-crash-'));
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_MAX: '1000000',
      RUN_WORKER: 'false',
      // A claimed key is taken to be alive for twice this (idempotency's lease): short here, so
      // the retry below comes when a server without the mark would run the request again.
      REQUEST_TIMEOUT_MS: String(LEASE_MS / 2),
    };
    const app = await buildApp(loadConfig(env), { database, sendAccountMail: mail.send, migrate: false });
    await app.ready();
    person = await signUpPerson(app, mail, `idem-${randomUUID().slice(0, 8)}@example.com`);
    const workspace = await insertWorkspace(database.db, person);
    projectId = await insertProject(database.db, workspace.id, person.id);
    await insertProjectMember(database.db, projectId, workspace.ownerMemberId, 'admin');
    await app.close();
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await dispose?.();
    bundle?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const tickets = (summary: string) =>
    database.db.selectFrom('tickets').select('id').where('summary', '=', summary).execute();

  it('a create killed between its commit and its reply is never made again by a retry', async () => {
    server = await startServerProcess(bundle.entry, target, env);
    const key = randomUUID();
    const summary = `Made once ${key.slice(0, 8)}`;
    const create = (port: number, extra: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/api/projects/${projectId}/tickets`, {
        method: 'POST',
        headers: { ...person.headers, 'content-type': 'application/json', 'idempotency-key': key, ...extra },
        body: JSON.stringify({ summary, ticket_type: 'task' }),
      });

    // The first attempt commits, then the process dies before a byte of the reply is sent.
    const committed = new Promise<void>((resolve) => {
      server!.child.stdout!.on('data', (chunk) => {
        if (String(chunk).includes('COMMITTED')) resolve();
      });
    });
    const lost = create(server.port, { 'x-test-stop-after-commit': '1' }).catch((error: unknown) => error);
    await committed;
    await server.kill();
    expect(await lost).toBeInstanceOf(Error);
    expect(await tickets(summary)).toHaveLength(1);

    // The client retries on a fresh process once the dead request's lease is over: the change
    // is not made again, and the client learns its reply is lost.
    const killedAt = Date.now();
    server = await startServerProcess(bundle.entry, target, env);
    await sleep(Math.max(0, killedAt + LEASE_MS + 500 - Date.now()));
    const retry = await create(server.port);
    expect([retry.status, ((await retry.json()) as { code: string }).code]).toEqual([
      409,
      'idempotency_key_reply_lost',
    ]);
    expect(await tickets(summary)).toHaveLength(1);
    // A new key is a new request.
    const fresh = await fetch(`http://127.0.0.1:${server.port}/api/projects/${projectId}/tickets`, {
      method: 'POST',
      headers: { ...person.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ summary, ticket_type: 'task' }),
    });
    expect(fresh.status).toBe(201);
    expect(await tickets(summary)).toHaveLength(2);
  });
});
