import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PublishingNetwork } from '@expertos/domain/publishing/limits';
import { PUBLICATION_WORDS, PUBLISH_LATE_WINDOW_MINUTES } from '@expertos/domain/publishing/publication';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { createSecretBox } from '../../platform/secrets/secret-box.js';
import { type FakeBluesky, startFakeBluesky } from '../../test/bluesky-server.js';
import { openTestDatabase } from '../../test/context.js';
import { type FakeMastodon, startFakeMastodon } from '../../test/mastodon-server.js';
import {
  type NetworkProxy,
  type ProxiedCall,
  processOwningPort,
  startNetworkProxy,
} from '../../test/network-proxy.js';
import { bundleServerChild } from '../../test/server-process.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { createChannelsRepository } from './channels.repository.js';
import { MASTODON_TOKEN } from './networks/mastodon/mastodon.adapter.js';
import { createPublicationsRepository, type PublicationRow } from './publications.repository.js';
import { PUBLISH_JOB } from './publish-job.js';
import { publishingWorld } from './publishing.fixtures.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Post tickets, each published to one Mastodon and one Bluesky account: twice as many publications. */
const TICKETS = 100;
/**
 * The posts fall due one after another over this span. Half the minute: the same 200
 * posts, as many kills, and the test ends well inside its time on two busy cores.
 */
const SPREAD_MS = 30_000;
/** Tickets scheduled more than the late window ago (a backlog after an outage): never posted. */
const LATE_TICKETS = 3;
const WORKERS = 4;
/** Rounds of kills, spread over the publishing: each kills one worker at a random moment and one mid-post. */
const ROUNDS = 5;
/** A killed worker's jobs come back after their lease: short, so the test stays short. */
const LEASE_MS = 1_500;
/** Generous bounds for what normally takes seconds; only a hang reaches them. */
const DEADLINE_MS = 60_000;

/** One `npm run worker` (src/worker.ts, bundled as the build bundles it) and the tail of what it said. */
interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
  output: string[];
}

const isCreate = (call: ProxiedCall) =>
  call.method === 'POST' &&
  (call.path === '/api/v1/statuses' || call.path.startsWith('/xrpc/com.atproto.repo.createRecord'));

/**
 * The kill -9 fault test of publishing (docs/architecture.md#publishing; issue 39): 200 posts
 * fall due within a minute across four `npm run worker` processes on one PostgreSQL database,
 * publishing to a Mastodon and a Bluesky stand-in in this process. Round after round a worker is
 * SIGKILLed at a random moment, and another just after the network made its post and before the
 * worker heard back (the proxy in front of the stand-in holds that answer); each is started
 * again. At the end every post is on its network exactly once, every publication is
 * `published` with that post's id, none went out before its time or later than the late window,
 * and the posts already past the window when they fell due wait for a person, unposted.
 */
describe('publishing through kill -9, four workers on PostgreSQL', () => {
  let database: Database;
  let databaseUrl: string;
  let dispose: () => Promise<void>;
  let bundle: Awaited<ReturnType<typeof bundleServerChild>>;
  let dataDir: string;
  let mastodon: FakeMastodon;
  let bluesky: FakeBluesky;
  const proxies = {} as Record<PublishingNetwork, NetworkProxy>;
  const workers: WorkerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    let target: Awaited<ReturnType<typeof openTestDatabase>>['target'];
    [{ database, target, dispose }, bundle, mastodon, bluesky] = await Promise.all([
      openTestDatabase(),
      bundleServerChild('src/worker.ts'),
      startFakeMastodon(),
      startFakeBluesky(),
    ]);
    if (target.config.kind !== 'postgres') throw new Error('a PostgreSQL test');
    databaseUrl = target.config.url;
    // A little time between the network's post and its answer, as over a real network: kills
    // at random moments land mid-call too.
    const after = () => Math.random() * 60;
    proxies.mastodon = await startNetworkProxy(mastodon.origin, { latencyAfterMs: after });
    proxies.bluesky = await startNetworkProxy(bluesky.origin, { latencyAfterMs: after });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-publishing-faults-'));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map(stop));
    await Promise.all(Object.values(proxies).map((p) => p.close()));
    await mastodon?.close();
    await bluesky?.close();
    await dispose?.();
    bundle?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function start(): WorkerProcess {
    const child = spawn(process.execPath, [bundle.entry], {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker: WorkerProcess = { child, exited: once(child, 'exit'), output: [] };
    // Read to the end (never detached), so the child never blocks writing; the tail is kept
    // for the failure message.
    const keep = (chunk: Buffer) => {
      worker.output.push(String(chunk));
      if (worker.output.length > 20) worker.output.shift();
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    return worker;
  }

  async function stop(worker: WorkerProcess) {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await worker.exited;
  }

  /** SIGKILLs the worker (no shutdown, no cleanup) and starts another in its place. */
  let kills = 0;
  async function killAndReplace(worker: WorkerProcess) {
    kills += 1;
    await stop(worker);
    expect(worker.child.signalCode).toBe('SIGKILL');
    workers[workers.indexOf(worker)] = start();
  }

  async function until<T>(what: string, find: () => Promise<T | undefined>): Promise<T> {
    const deadline = Date.now() + DEADLINE_MS;
    for (;;) {
      const found = await find();
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(
          `${what}: not within ${DEADLINE_MS} ms. Workers said:\n${workers.flatMap((w) => w.output).join('')}`,
        );
      await sleep(100);
    }
  }

  /**
   * Publish jobs cut off by a kill and not finished since: held by a worker that is gone, or
   * claimed again after it (the worker id says `host:pid:…`).
   */
  const recovering = async () => {
    const live = workers.map((w) => String(w.child.pid));
    const jobs = await database.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'locked_by'])
      .where('type', '=', PUBLISH_JOB)
      .where('status', '!=', 'done')
      .execute();
    return jobs.filter(
      (job) =>
        Number(job.attempts) > 1 ||
        (job.status === 'running' && !live.includes(job.locked_by?.split(':')[1] ?? '')),
    ).length;
  };
  const rows = () => database.db.selectFrom('publications').selectAll().execute();

  it('publishes every post exactly once, loses none, and flags the late ones', {
    timeout: 150_000,
  }, async () => {
    const db = database.db;
    const world = await publishingWorld(db);
    const secretsKey = randomBytes(32);
    // The workers open the channels' credentials with the key they are given.
    const channels = createChannelsRepository(db, createSecretBox({ current: secretsKey }));
    const token = `token-${randomUUID()}`;
    const mastodonAccount = mastodon.addAccount('brand', { token });
    const blueskyAccount = bluesky.addAccount({ handle: 'brand.test' });
    const at = new Date().toISOString();
    async function addChannel(
      network: PublishingNetwork,
      accountId: string,
      credentials: Record<string, string>,
    ) {
      const id = randomUUID();
      await db
        .insertInto('publishing_channels')
        .values({
          id,
          workspace_id: world.place.workspaceId,
          project_id: world.place.projectId,
          network,
          // The workers reach the stand-in through its proxy, at the host the channel names.
          host: proxies[network].origin,
          account_id: accountId,
          handle: network === 'mastodon' ? '@brand@fake' : blueskyAccount.handle,
          display_name: null,
          avatar_url: null,
          credentials: channels.seal(id, credentials),
          limits: null,
          state: 'connected',
          state_reason: null,
          created_by: world.place.memberId,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    }
    const channelIds: Record<'mastodon' | 'bluesky', string> = {
      mastodon: await addChannel('mastodon', mastodonAccount.id, { [MASTODON_TOKEN]: token }),
      bluesky: await addChannel('bluesky', blueskyAccount.did, { appPassword: blueskyAccount.appPassword }),
    };

    const networkOf = (row: PublicationRow): 'mastodon' | 'bluesky' =>
      row.channel_id === channelIds.mastodon ? 'mastodon' : 'bluesky';
    // Every post says which post it is: the stand-ins are counted by that marker.
    const marker = (ticket: number, network: PublishingNetwork) => `(post ${ticket} on ${network})`;
    const markerOf = (row: PublicationRow) =>
      / \(post \d+ on \w+\)$/.exec(JSON.parse(row.variant).text as string)?.[0].trim() ?? '';
    const publications = createPublicationsRepository(db);
    const service = world.service({
      queue: createJobQueue({ database }),
      now: () => new Date(),
      publications,
    });
    const scheduleTicket = async (ticket: number, dueAt: Date) => {
      const place = {
        ...world.place,
        ticketId: await insertTicket(db, world.place, { ticket_type: 'post', summary: `Post ${ticket}` }),
      };
      return service.schedule(
        place,
        dueAt,
        (['mastodon', 'bluesky'] as const).map((network) => ({
          channelId: channelIds[network],
          variant: {
            text: `Spring launch, part ${ticket} ${marker(ticket, network)}`,
            media: [],
            visibility: 'public',
          },
        })),
      );
    };
    const firstDue = Date.now() + 3_000;
    const onTime = new Set<string>();
    for (let ticket = 0; ticket < TICKETS; ticket += 1)
      for (const id of await scheduleTicket(ticket, new Date(firstDue + (ticket * SPREAD_MS) / TICKETS)))
        onTime.add(id);
    const late = new Set<string>();
    for (let ticket = TICKETS; ticket < TICKETS + LATE_TICKETS; ticket += 1) {
      const overdue = (PUBLISH_LATE_WINDOW_MINUTES + 1 + ticket - TICKETS) * 60_000;
      for (const id of await scheduleTicket(ticket, new Date(Date.now() - overdue))) late.add(id);
    }

    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      SECRETS_KEY: secretsKey.toString('base64'),
      // The stand-ins answer on 127.0.0.1.
      ALLOW_PRIVATE_TARGETS: 'true',
      JOBS_POLL_MS: '100',
      JOBS_LEASE_MS: String(LEASE_MS),
    };
    for (let i = 0; i < WORKERS; i += 1) workers.push(start());

    const held: { row: PublicationRow; call: ProxiedCall }[] = [];
    let nextTicket = TICKETS + LATE_TICKETS;
    for (let round = 1; round <= ROUNDS; round += 1) {
      // The work cut off by the last round came back and was finished by the others first, so
      // each round's kills cut fresh work. (The jobs table gives up a job cut off on every one
      // of its attempts as dead, and its publication stays `publishing`: not this test's subject.)
      await until(`the work cut off before round ${round} finished`, async () =>
        (await recovering()) === 0 ? true : undefined,
      );
      // Just after the network made a post and before the worker heard of it: a post still to
      // come (none goes out early), the rounds spread over the span. Should a slow machine
      // have published them all already, one more post falls due now.
      const network: PublishingNetwork = round % 2 === 1 ? 'mastodon' : 'bluesky';
      const from = Math.max(Date.now() + 300, firstDue + (round * SPREAD_MS) / (ROUNDS + 1));
      const toCome = (await rows())
        .filter((row) => row.channel_id === channelIds[network] && row.state === 'scheduled')
        .filter((row) => onTime.has(row.id) && Date.parse(row.due_at) >= from)
        .sort((a, b) => a.due_at.localeCompare(b.due_at));
      let target = toCome[0];
      if (!target) {
        const ids = await scheduleTicket(nextTicket++, new Date(Date.now() + 1_000));
        for (const id of ids) onTime.add(id);
        target = (await rows()).find(
          (row) => ids.includes(row.id) && row.channel_id === channelIds[network],
        )!;
      }
      const proxy = proxies[network];
      const call = await Promise.race([
        proxy.holdNext((c) => isCreate(c) && c.body.toString('utf8').includes(markerOf(target))),
        sleep(DEADLINE_MS).then(() => {
          throw new Error(`the post of round ${round} was never made`);
        }),
      ]);
      held.push({ row: target, call });
      const port = Number(new URL(proxy.origin).port);
      const pid = processOwningPort(
        call.clientPort,
        port,
        workers.map((w) => w.child.pid!),
      );
      const owner = workers.find((w) => w.child.pid === pid);
      // Not found only if /proc says nothing: then every worker goes, the caller with them.
      for (const worker of owner ? [owner] : [...workers]) await killAndReplace(worker);
      // And one at a random moment: mid-claim, mid-move, mid-call or idle, whatever it was doing.
      await sleep(Math.random() * 1_000);
      await killAndReplace(workers[Math.floor(Math.random() * WORKERS)]!);
    }

    await until('every publication settled', async () => {
      const all = await rows();
      return all.every((row) => row.state === 'published' || row.state === 'needs_attention')
        ? true
        : undefined;
    });
    await Promise.all(workers.map(stop));

    const all = await rows();
    const posts = {
      mastodon: mastodon.statusesOf(mastodonAccount.id).map((s) => ({
        id: s.id,
        text: s.text,
        at: Date.parse(s.createdAt),
      })),
      bluesky: bluesky.posts(blueskyAccount.did).map((p) => ({
        id: p.uri,
        text: String(p.value.text),
        at: Date.parse(p.indexedAt),
      })),
    };
    for (const row of all) {
      const mine = posts[networkOf(row)].filter((post) => post.text.endsWith(markerOf(row)));
      if (onTime.has(row.id)) {
        expect(row.state, markerOf(row)).toBe('published');
        // Exactly once, and the publication points at that post.
        expect(mine, markerOf(row)).toHaveLength(1);
        expect(row.remote_id).toBe(mine[0]!.id);
        // Never before its time; never later than the window without a person saying so.
        const due = Date.parse(row.due_at);
        expect(mine[0]!.at).toBeGreaterThanOrEqual(due);
        expect(mine[0]!.at - due).toBeLessThanOrEqual(PUBLISH_LATE_WINDOW_MINUTES * 60_000);
        expect(Date.parse(row.published_at!) - due).toBeLessThanOrEqual(PUBLISH_LATE_WINDOW_MINUTES * 60_000);
      } else {
        expect(late.has(row.id)).toBe(true);
        expect(row.state).toBe('needs_attention');
        expect((await publications.timeline(row.id)).map((s) => s.kind)).toEqual(['scheduled', 'late']);
        expect(mine).toEqual([]);
      }
    }
    expect(all).toHaveLength(onTime.size + late.size);
    // Nothing else was posted either.
    expect(posts.mastodon.length + posts.bluesky.length).toBe(onTime.size);

    // Each held post was cut off by its worker's death, and made exactly once all the same.
    for (const { row, call } of held) {
      expect(call.cutOff).toBe(true);
      const now = all.find((r) => r.id === row.id);
      expect(now?.state).toBe('published');
      expect(posts[networkOf(row)].filter((post) => post.text.endsWith(markerOf(row)))).toHaveLength(1);
    }
    const cutOff = Object.values(proxies).flatMap((p) => p.calls.filter((c) => isCreate(c) && c.cutOff));
    const found = await db
      .selectFrom('publication_events')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('detail', '=', PUBLICATION_WORDS.foundAfterCutOff)
      .executeTakeFirstOrThrow();
    const jobs = await db.selectFrom('jobs').select('attempts').where('type', '=', PUBLISH_JOB).execute();
    const lateness = all
      .filter((row) => row.published_at)
      .map((row) => Date.parse(row.published_at!) - Date.parse(row.due_at));
    console.info(
      `publishing faults: ${kills} kills, ${cutOff.length} posts made whose answer never reached ` +
        `their worker, ${Number(found.n)} found on the network by the next run; a job ran at most ` +
        `${Math.max(...jobs.map((j) => Number(j.attempts)))} times; published at most ` +
        `${(Math.max(...lateness) / 1000).toFixed(1)} s after its time`,
    );
  });
});
