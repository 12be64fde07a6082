import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectIntegrationSchema } from '@expertos/domain/integration.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.js';
import {
  insertProject,
  insertProjectMember,
  insertWorkspace,
  signUpPerson,
  type TestPerson,
} from '../../test/workspace-fixtures.js';

/** Ticket changes the server acknowledges (201) before the test stops making more. */
const CHANGES = 1_000;
/** Requests in flight at once: a kill always lands on some, mid-transaction or just after. */
const IN_FLIGHT = 6;
/** SIGKILLs while the changes are made, evenly spread; one more while the deliveries drain. */
const KILLS = 4;
/** A killed worker's delivery job comes back after its lease: short, so the test stays short. */
const LEASE_MS = 1_500;

const ticketOf = (message: { body: { data: Record<string, unknown> } }) =>
  (message.body.data.ticket as { uid: string }).uid;

/**
 * The outbox under fire (docs/product.md#integrations): the server is killed with SIGKILL again
 * and again while a member makes 1,000 ticket changes on a brand whose webhook points at a
 * local receiver verifying every message with `standardwebhooks`. After the restarts, every
 * change that was committed was delivered at least once, none that was not committed was, and
 * a change delivered twice (a worker killed after sending, before recording it) came with the
 * same `webhook-id` both times.
 */
describe(`integration deliveries through kill -9 on ${testDialect}`, () => {
  const mail = mailCollector();
  let database: Database;
  let target: TestDatabaseTarget;
  let dispose: () => Promise<void>;
  let bundle: Awaited<ReturnType<typeof bundleServerChild>>;
  let dataDir: string;
  let env: Record<string, string>;
  let person: TestPerson;
  let projectId: string;
  let receiver: WebhookReceiver;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    [{ database, target, dispose }, bundle] = await Promise.all([openSharedDatabase(), bundleServerChild()]);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-crash-'));
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      // One issuer for the app here and the child: the token signed here verifies there.
      PUBLIC_URL: 'http://localhost:3000',
      ALLOW_PRIVATE_TARGETS: 'true',
      RATE_LIMIT_MAX: '1000000',
      RUN_WORKER: 'false',
    };
    receiver = await startWebhookReceiver();

    // A member, a brand and its webhook, made through the real app in this process (closed
    // before the child starts); the identity and secrets keys stay in the shared data folder.
    const app = await buildApp(loadConfig(env), { database, sendAccountMail: mail.send, migrate: false });
    await app.ready();
    person = await signUpPerson(app, mail, `crash-${randomUUID().slice(0, 8)}@example.com`);
    const workspace = await insertWorkspace(database.db, person);
    projectId = await insertProject(database.db, workspace.id, person.id);
    await insertProjectMember(database.db, projectId, workspace.ownerMemberId, 'admin');
    const created = await app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/integrations`,
      headers: person.headers,
      payload: { type: 'webhook', url: receiver.url, event_types: ['ticket.created'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { signing_secret } = z
      .object({ integration: projectIntegrationSchema, signing_secret: z.string() })
      .parse(created.json());
    receiver.trust(signing_secret);
    await app.close();
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await receiver?.close();
    await dispose?.();
    bundle?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startServerProcess(bundle.entry, target, {
      ...env,
      RUN_WORKER: 'true',
      JOBS_POLL_MS: '25',
      JOBS_LEASE_MS: String(LEASE_MS),
    });

  it('delivers every committed change at least once, a duplicate with its first webhook-id', async () => {
    const startedAt = Date.now();
    server = await start();
    let serving: Promise<unknown> = Promise.resolve();
    let kills = 0;
    let acknowledged = 0;
    let cut = 0;
    let sequence = 0;
    const acknowledgedUids: string[] = [];

    async function restart(): Promise<void> {
      await server!.kill();
      kills += 1;
      server = await start();
    }

    /** A member making changes one after another; a request cut by a kill is not retried. */
    async function changer(): Promise<void> {
      while (acknowledged < CHANGES) {
        await serving;
        let reply: { status: number; body: { uid?: string } };
        try {
          const res = await fetch(`http://127.0.0.1:${server!.port}/api/projects/${projectId}/tickets`, {
            method: 'POST',
            headers: { ...person.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ summary: `Change ${sequence++}` }),
          });
          reply = { status: res.status, body: (await res.json()) as { uid?: string } };
        } catch {
          // Cut by a kill: committed or not, the database says which.
          cut += 1;
          continue;
        }
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        acknowledged += 1;
        acknowledgedUids.push(reply.body.uid!);
      }
    }

    /** Kills the server every CHANGES / (KILLS + 1) changes, with requests and deliveries in flight. */
    async function killer(): Promise<void> {
      for (let k = 1; k <= KILLS; k += 1) {
        while (acknowledged < (k * CHANGES) / (KILLS + 1)) await sleep(5);
        serving = restart();
        await serving;
      }
    }
    await Promise.all([killer(), ...Array.from({ length: IN_FLIGHT }, changer)]);
    const changedAt = Date.now();

    const delivered = () => new Set(receiver.received.map(ticketOf));
    const committed = async () =>
      new Set(
        (
          await database.db.selectFrom('tickets').select('id').where('project_id', '=', projectId).execute()
        ).map((row) => row.id),
      );
    // Once more halfway through the backlog of deliveries, then until all arrived (or 40 s).
    const tickets = await committed();
    const deadline = Date.now() + 40_000;
    const halfway = (delivered().size + tickets.size) / 2;
    while (delivered().size < halfway && Date.now() < deadline) await sleep(20);
    await restart();
    while (delivered().size < tickets.size && Date.now() < deadline) await sleep(50);
    await server.kill();

    // Every change the server acknowledged was committed, and survived the kills.
    expect(acknowledged).toBeGreaterThanOrEqual(CHANGES);
    expect(acknowledgedUids.filter((uid) => !tickets.has(uid))).toEqual([]);
    expect(await committed()).toEqual(tickets);

    // Every message arrived signed; every committed change arrived, and nothing else did.
    expect(receiver.received.filter((m) => !m.verified)).toEqual([]);
    expect(new Set(receiver.received.map((m) => m.body.type))).toEqual(new Set(['ticket.created']));
    const arrived = delivered();
    const missing = [...tickets].filter((uid) => !arrived.has(uid));
    expect(missing, `${missing.length} of ${tickets.size} committed changes never arrived`).toEqual([]);
    expect([...arrived].filter((uid) => !tickets.has(uid))).toEqual([]);

    // A change that arrived more than once came with the same webhook-id every time.
    const idsOf = new Map<string, Set<string>>();
    for (const m of receiver.received)
      idsOf.set(ticketOf(m), (idsOf.get(ticketOf(m)) ?? new Set()).add(m.id));
    expect([...idsOf].filter(([, ids]) => ids.size > 1)).toEqual([]);

    expect(kills).toBe(KILLS + 1);
    console.info(
      `kill -9 × ${kills}: ${tickets.size} changes committed (${acknowledged} acknowledged, ${cut} cut), ` +
        `${receiver.received.length} messages (${receiver.received.length - arrived.size} duplicates); ` +
        `changes ${changedAt - startedAt} ms, all ${Date.now() - startedAt} ms`,
    );
  }, 120_000);
});
