import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PUBLICATION_WORDS, PUBLISH_LATE_WINDOW_MINUTES } from '@expertos/domain/publishing/publication';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createGuardedFetch } from '../../platform/http/guarded-fetch.js';
import { createJobQueue } from '../../platform/jobs/job-queue.js';
import { createSecretBox } from '../../platform/secrets/secret-box.js';
import { createLocalStorage } from '../../platform/storage/storage.js';
import { type FakeBluesky, startFakeBluesky } from '../../test/bluesky-server.js';
import { openTestDatabase, type TestDatabaseTarget } from '../../test/context.js';
import { JPEG_8X8 } from '../../test/images.js';
import { type FakeInstagram, startFakeInstagram } from '../../test/instagram-server.js';
import { type FakeMastodon, startFakeMastodon } from '../../test/mastodon-server.js';
import {
  type NetworkProxy,
  type ProxiedCall,
  processOwningPort,
  startNetworkProxy,
} from '../../test/network-proxy.js';
import { bundleServerChild, type ServerProcess, startServerProcess } from '../../test/server-process.js';
import { type FakeX, startFakeX } from '../../test/x-server.js';
import { insertTicket } from '../tickets/tickets.fixtures.js';
import { createChannelsRepository } from './channels.repository.js';
import { connectOnFake, instagramOnFake } from './networks/instagram/instagram.fixtures.js';
import { MASTODON_TOKEN } from './networks/mastodon/mastodon.adapter.js';
import { X_ACCESS_TOKEN, X_REFRESH_TOKEN } from './networks/x/x-api.js';
import { X_HOST } from './networks/x/x-connect.js';
import { createPublicationsRepository, type PublicationRow } from './publications.repository.js';
import { PUBLISH_JOB } from './publish-job.js';
import { publishingWorld } from './publishing.fixtures.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The networks every post goes to, one account on each. */
const NETWORKS = ['mastodon', 'bluesky', 'instagram', 'x'] as const;
type Network = (typeof NETWORKS)[number];
/** Post tickets, each published to one account on each network: four times as many publications. */
const TICKETS = 50;
/**
 * The posts fall due one after another over this span. Half the minute: 200 posts (50
 * tickets on four networks), twice as many kills as there are networks, and the test ends well
 * inside its time on two busy cores.
 */
const SPREAD_MS = 30_000;
/** Tickets scheduled more than the late window ago (a backlog after an outage): never posted. */
const LATE_TICKETS = 3;
const WORKERS = 4;
/**
 * Rounds of kills, spread over the publishing: each kills one worker at a random moment and one
 * mid-post, the networks taking turns (a post of each is cut off by its worker's death).
 */
const ROUNDS = NETWORKS.length;
/** A killed worker's jobs come back after their lease: short, so the test stays short. */
const LEASE_MS = 1_500;
/** Generous bounds for what normally takes seconds; only a hang reaches them. */
const DEADLINE_MS = 60_000;
/** Where Instagram fetches the posts' files from (PUBLIC_URL): the API process, reached at its port. */
const PUBLIC_URL = 'http://localhost:3000';
const IMAGE_ALT = 'The spring range on a table';

/** One `npm run worker` (src/worker.ts, bundled as the build bundles it) and the tail of what it said. */
interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
  output: string[];
}

/** A post as a stand-in keeps it: the id its publication keeps (`remote_id`), its text, when it was made. */
interface NetworkPost {
  id: string;
  text: string;
  at: number;
}

/** What the test needs to know of one network to prove its posts were made exactly once. */
interface NetworkUnderTest {
  /** Whether a call through the network's proxy makes a post: any, or the one whose text ends in `marker`. */
  makes(call: ProxiedCall, marker?: string): boolean;
  /** Every post of the account on the stand-in. */
  posts(): NetworkPost[];
  /** How finely the network dates a post (Instagram's timestamps are whole seconds). */
  clockMs: number;
}

const pathOf = (call: ProxiedCall) => new URL(call.path, 'http://proxy').pathname;
/** A post made with a JSON body: the call to `path` whose text carries the marker. */
const jsonPost = (path: (p: string) => boolean) => (call: ProxiedCall, marker?: string) =>
  call.method === 'POST' && path(pathOf(call)) && (!marker || call.body.toString('utf8').includes(marker));

/**
 * The kill -9 fault test of publishing (docs/architecture.md#publishing; issues 39 and 40): 200
 * posts fall due within half a minute across four `npm run worker` processes on one PostgreSQL
 * database, publishing to Mastodon, Bluesky, Instagram and X stand-ins in this process, each
 * behind a proxy. Round after round a worker is SIGKILLed at a random moment, and another just
 * after a network made its post and before the worker heard back (the proxy holds that answer);
 * each is started again. At the end every post is on its network exactly once, every
 * publication is `published` with that post's id, none went out before its time or later than
 * the late window, and the posts already past the window when they fell due wait for a person,
 * unposted. Each network proves it its own way: Mastodon by its idempotency key, Bluesky by the
 * record key, Instagram by the container kept in the progress (published once, then `PUBLISHED`),
 * X by the progress and a search of the account's latest posts.
 */
describe('publishing through kill -9, four workers on PostgreSQL', () => {
  let database: Database;
  let databaseUrl: string;
  let target: TestDatabaseTarget;
  let dispose: () => Promise<void>;
  let bundle: Awaited<ReturnType<typeof bundleServerChild>>;
  let apiBundle: Awaited<ReturnType<typeof bundleServerChild>>;
  let api: ServerProcess | undefined;
  let dataDir: string;
  let mastodon: FakeMastodon;
  let bluesky: FakeBluesky;
  let ig: FakeInstagram;
  let x: FakeX;
  const proxies = {} as Record<Network, NetworkProxy>;
  const workers: WorkerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    [{ database, target, dispose }, bundle, apiBundle, mastodon, bluesky, ig, x] = await Promise.all([
      openTestDatabase(),
      bundleServerChild('src/worker.ts'),
      bundleServerChild(),
      startFakeMastodon(),
      startFakeBluesky(),
      startFakeInstagram({ mediaCount: 0 }),
      startFakeX(),
    ]);
    if (target.config.kind !== 'postgres') throw new Error('a PostgreSQL test');
    databaseUrl = target.config.url;
    // A little time between the network's post and its answer, as over a real network: kills
    // at random moments land mid-call too.
    const after = () => Math.random() * 60;
    const origins: Record<Network, string> = {
      mastodon: mastodon.origin,
      bluesky: bluesky.origin,
      instagram: ig.url,
      x: x.origin,
    };
    for (const network of NETWORKS)
      proxies[network] = await startNetworkProxy(origins[network], { latencyAfterMs: after });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-publishing-faults-'));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map(stop));
    await api?.kill();
    await Promise.all(Object.values(proxies).map((p) => p.close()));
    await mastodon?.close();
    await bluesky?.close();
    await ig?.close();
    await x?.close();
    await dispose?.();
    bundle?.remove();
    apiBundle?.remove();
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
          `${what}: not within ${DEADLINE_MS} ms. Unsettled:\n${await unsettled()}\nWorkers said:\n${workers.flatMap((w) => w.output).join('')}`,
        );
      await sleep(100);
    }
  }

  /** For a failure's message: the publications not settled, with their jobs and what the network said. */
  async function unsettled() {
    const open = await database.db
      .selectFrom('publications')
      .select(['id', 'state', 'progress', 'error_code', 'error_message'])
      .where('state', 'not in', ['published', 'needs_attention'])
      .execute();
    const jobs = await database.db
      .selectFrom('jobs')
      .select(['payload', 'status', 'attempts', 'run_at', 'last_error'])
      .where('type', '=', PUBLISH_JOB)
      .where('status', '!=', 'done')
      .execute();
    return open
      .map((row) => {
        const job = jobs.find((j) => j.payload.includes(row.id));
        return JSON.stringify({ ...row, job: job && { ...job, payload: undefined } });
      })
      .join('\n');
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
    // Instagram's account connected as a person would, through Instagram Login: its token.
    const instagramAccount = await connectOnFake(
      instagramOnFake(ig, createGuardedFetch({ allowAddresses: ['127.0.0.1'] })),
    );
    const xTokens = { [X_ACCESS_TOKEN]: `xa-${randomUUID()}`, [X_REFRESH_TOKEN]: `xr-${randomUUID()}` };
    const xAccount = x.addUser('brand', {
      accessToken: xTokens[X_ACCESS_TOKEN],
      refreshToken: xTokens[X_REFRESH_TOKEN],
    });
    const at = new Date().toISOString();
    async function addChannel(
      network: Network,
      account: { host: string; accountId: string; handle: string; credentials: Record<string, string> },
    ) {
      const id = randomUUID();
      await db
        .insertInto('publishing_channels')
        .values({
          id,
          workspace_id: world.place.workspaceId,
          project_id: world.place.projectId,
          network,
          host: account.host,
          account_id: account.accountId,
          handle: account.handle,
          display_name: null,
          avatar_url: null,
          credentials: channels.seal(id, account.credentials),
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
    // The workers reach each stand-in through its proxy: Mastodon and Bluesky at the host the
    // channel names, Instagram and X at the addresses their configuration gives (env below),
    // which is also the host Instagram's connection keeps (X keeps x.com).
    const channelIds: Record<Network, string> = {
      mastodon: await addChannel('mastodon', {
        host: proxies.mastodon.origin,
        accountId: mastodonAccount.id,
        handle: '@brand@fake',
        credentials: { [MASTODON_TOKEN]: token },
      }),
      bluesky: await addChannel('bluesky', {
        host: proxies.bluesky.origin,
        accountId: blueskyAccount.did,
        handle: blueskyAccount.handle,
        credentials: { appPassword: blueskyAccount.appPassword },
      }),
      instagram: await addChannel('instagram', {
        host: proxies.instagram.origin,
        accountId: instagramAccount.accountId,
        handle: instagramAccount.handle,
        credentials: instagramAccount.credentials,
      }),
      x: await addChannel('x', {
        host: X_HOST,
        accountId: xAccount.id,
        handle: `@${xAccount.username}`,
        credentials: xTokens,
      }),
    };

    /** The containers of Instagram posts whose caption ends in the marker. */
    const containersOf = (marker: string) =>
      [...ig.publishing.containers.values()]
        .filter((c) => c.params.get('caption')?.endsWith(marker))
        .map((c) => c.id);
    const networks: Record<Network, NetworkUnderTest> = {
      mastodon: {
        makes: jsonPost((p) => p === '/api/v1/statuses'),
        posts: () =>
          mastodon
            .statusesOf(mastodonAccount.id)
            .map((s) => ({ id: s.id, text: s.text, at: Date.parse(s.createdAt) })),
        clockMs: 1,
      },
      bluesky: {
        makes: jsonPost((p) => p === '/xrpc/com.atproto.repo.createRecord'),
        posts: () =>
          bluesky
            .posts(blueskyAccount.did)
            .map((p) => ({ id: p.uri, text: String(p.value.text), at: Date.parse(p.indexedAt) })),
        clockMs: 1,
      },
      // The caption goes with the container; publishing it names only the container.
      instagram: {
        makes: (call, marker) =>
          call.method === 'POST' &&
          pathOf(call).endsWith('/media_publish') &&
          (!marker ||
            containersOf(marker).includes(
              new URLSearchParams(call.body.toString('utf8')).get('creation_id') ?? '',
            )),
        posts: () =>
          ig.publishing.published.map((p) => ({
            id: p.id,
            text: p.caption,
            at: Date.parse(ig.media.find((m) => m.id === p.id)!.timestamp.replace(/\+0000$/, 'Z')),
          })),
        clockMs: 1_000,
      },
      x: {
        makes: jsonPost((p) => p === '/2/tweets'),
        posts: () =>
          x.tweetsOf(xAccount.id).map((t) => ({ id: t.id, text: t.text, at: Date.parse(t.createdAt) })),
        clockMs: 1,
      },
    };
    const networkOf = (row: PublicationRow) => NETWORKS.find((n) => channelIds[n] === row.channel_id)!;
    // Every post says which post it is: the stand-ins are counted by that marker.
    const marker = (ticket: number, network: Network) => `(post ${ticket} on ${network})`;
    const markerOf = (row: PublicationRow) =>
      / \(post \d+ on \w+\)$/.exec(JSON.parse(row.variant).text as string)?.[0].trim() ?? '';
    const publications = createPublicationsRepository(db);
    const service = world.service({
      queue: createJobQueue({ database }),
      now: () => new Date(),
      publications,
    });
    // An Instagram post has an image or a video, always: each has this one, stored where the
    // workers and the API process keep files, as scheduling keeps a ticket's image in a variant.
    const image = {
      image_uid: randomUUID(),
      storage_key: `references/${randomUUID()}.jpg`,
      mime_type: 'image/jpeg',
      file_name: 'range.jpg',
      bytes: JPEG_8X8.length,
      alt: IMAGE_ALT,
    };
    await createLocalStorage(path.join(dataDir, 'media')).put(image.storage_key, JPEG_8X8);
    const scheduleTicket = async (ticket: number, dueAt: Date) => {
      const place = {
        ...world.place,
        ticketId: await insertTicket(db, world.place, { ticket_type: 'post', summary: `Post ${ticket}` }),
      };
      return service.schedule(
        place,
        dueAt,
        NETWORKS.map((network) => ({
          channelId: channelIds[network],
          variant: {
            text: `Spring launch, part ${ticket} ${marker(ticket, network)}`,
            media: network === 'instagram' ? [image] : [],
            visibility: 'public',
          },
        })),
      );
    };
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      SECRETS_KEY: secretsKey.toString('base64'),
      PUBLIC_URL,
      // The stand-ins answer on 127.0.0.1.
      ALLOW_PRIVATE_TARGETS: 'true',
      JOBS_POLL_MS: '100',
      JOBS_LEASE_MS: String(LEASE_MS),
      // The team's Instagram and X apps, their APIs the stand-ins behind their proxies.
      INSTAGRAM_CLIENT_ID: ig.clientId,
      INSTAGRAM_CLIENT_SECRET: ig.clientSecret,
      INSTAGRAM_AUTH_URL: `${proxies.instagram.origin}/oauth/authorize`,
      INSTAGRAM_API_URL: proxies.instagram.origin,
      INSTAGRAM_GRAPH_URL: proxies.instagram.origin,
      X_CLIENT_ID: x.clientId,
      X_CLIENT_SECRET: x.clientSecret,
      X_AUTH_URL: `${proxies.x.origin}/i/oauth2/authorize`,
      X_API_URL: proxies.x.origin,
    };
    // Instagram fetches each image from its signed link on PUBLIC_URL. The worker makes the link
    // but serves nothing (`npm run worker` is the job worker alone); the API process serves it
    // (publishing-files.routes.ts), so it runs here as `npm start` runs beside the workers —
    // RUN_WORKER=false, on the same database, data folder and key — and the stand-in fetches
    // from its port what it would fetch from PUBLIC_URL. It is not killed: the workers are.
    // It starts while the posts are scheduled (and is killed at the end whenever it started).
    const apiStarted = startServerProcess(apiBundle.entry, target, {
      ...env,
      RUN_WORKER: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    });
    apiStarted.then(
      (started) => {
        api = started;
      },
      () => {},
    );
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

    ig.publishing.reachAt(new URL(PUBLIC_URL).origin, `http://127.0.0.1:${(await apiStarted).port}`);
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
      const network = NETWORKS[(round - 1) % NETWORKS.length]!;
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
        proxy.holdNext((c) => networks[network].makes(c, markerOf(target))),
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
    const posts = Object.fromEntries(NETWORKS.map((n) => [n, networks[n].posts()])) as Record<
      Network,
      NetworkPost[]
    >;
    const mineOf = (row: PublicationRow) =>
      posts[networkOf(row)].filter((post) => post.text.endsWith(markerOf(row)));
    for (const row of all) {
      const mine = mineOf(row);
      if (onTime.has(row.id)) {
        expect(row.state, markerOf(row)).toBe('published');
        // Exactly once, and the publication points at that post.
        expect(mine, markerOf(row)).toHaveLength(1);
        expect(row.remote_id).toBe(mine[0]!.id);
        // Never before its time (as finely as the network dates it); never later than the
        // window without a person saying so.
        const due = Date.parse(row.due_at);
        const { clockMs } = networks[networkOf(row)];
        expect(mine[0]!.at, markerOf(row)).toBeGreaterThanOrEqual(due - (due % clockMs));
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
    // Nothing else was posted either: on each network, one post per publication due there.
    const perNetwork = (count: (network: Network) => number) =>
      Object.fromEntries(NETWORKS.map((n) => [n, count(n)]));
    expect(perNetwork((n) => posts[n].length)).toEqual(
      perNetwork((n) => all.filter((row) => onTime.has(row.id) && networkOf(row) === n).length),
    );
    // Instagram fetched every post's image by its signed link, from the app.
    expect(ig.publishing.published.map((p) => p.files)).toEqual(
      ig.publishing.published.map(() => [
        { contentType: 'image/jpeg', bytes: JPEG_8X8.length, alt: IMAGE_ALT },
      ]),
    );

    // Each held post was cut off by its worker's death, and made exactly once all the same.
    for (const { row, call } of held) {
      expect(call.cutOff).toBe(true);
      const now = all.find((r) => r.id === row.id);
      expect(now?.state).toBe('published');
      expect(mineOf(row)).toHaveLength(1);
    }
    const cutOff = perNetwork((n) => proxies[n].calls.filter((c) => networks[n].makes(c) && c.cutOff).length);
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
      `publishing faults: ${kills} kills, posts made whose answer never reached their worker ` +
        `${JSON.stringify(cutOff)}, ${Number(found.n)} found on the network by the next run; a job ran at most ` +
        `${Math.max(...jobs.map((j) => Number(j.attempts)))} times; published at most ` +
        `${(Math.max(...lateness) / 1000).toFixed(1)} s after its time`,
    );
  });
});
