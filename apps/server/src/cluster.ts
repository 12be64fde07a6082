import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { CLUSTER_API_PROCESS_ENV, serveCounters } from './platform/cluster/cluster-counters.js';
import { memoryWindowCounters } from './platform/cluster/window-counters.js';
import { serveClusterMetrics } from './platform/metrics/metrics.js';
import { listenWithGracefulShutdown } from './server.js';

/**
 * `npm start` on every core (WEB_CONCURRENCY, default one process per core; docs/architecture.md#processes).
 *
 * The primary serves no HTTP: it applies the migrations and makes the generated keys once (so
 * its API processes never race to create them), runs the one job worker, keeps the shared
 * rate-limit counters when there is no Redis, and restarts an API process that dies. The API
 * processes share one port (node:cluster hands connections out in turn) and one database.
 */

/** The primary asks an API process to finish its requests and stop, as SIGTERM would. */
const SHUTDOWN_MESSAGE = 'expertos:shutdown';
/** An API process that dies sooner than this after starting is restarted after a growing pause. */
const HEALTHY_AFTER_MS = 10_000;
const RESTART_DELAY_MS = { first: 500, max: 30_000 };

export const isClusterApiProcess = () => cluster.isWorker && process.env[CLUSTER_API_PROCESS_ENV] === '1';

/** How many API processes to run: WEB_CONCURRENCY, but one for a database only one process can see. */
export function apiProcessCount(config: AppConfig): number {
  if (config.database.kind === 'sqlite' && config.database.file === ':memory:') return 1;
  return config.webConcurrency;
}

/** An API process of the cluster: the whole API without the job worker or migrations. */
export async function runApiProcess(config: AppConfig): Promise<void> {
  let shutDown: (() => void) | undefined;
  // Asked to stop (or the primary is gone, so no one hands this process connections any
  // more): finish the requests in flight; while still starting there are none.
  const stop = () => (shutDown ? shutDown() : process.exit(0));
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE) stop();
  });
  process.on('disconnect', stop);
  const app = await buildApp({ ...config, jobs: { ...config.jobs, runWorker: false } }, { migrate: false });
  ({ shutDown } = await listenWithGracefulShutdown(app, config));
}

/** The primary: prepares the data once, runs the job worker, and keeps `count` API processes up. */
export async function runPrimary(config: AppConfig, count: number): Promise<{ address: string }> {
  // The same app as a lone process, never listening: migrations, keys, modules, the job worker.
  const app = await buildApp(config);
  await app.ready();
  // The identity service makes its signing key at the first request for it; here, once.
  await app.inject({ method: 'GET', url: '/api/auth/jwks' });
  const stopServing = serveCounters(memoryWindowCounters());
  const stopMetrics = serveClusterMetrics();

  const supervisor = superviseApiProcesses(app, count);
  closeWithGrace({ delay: config.shutdownGraceMs + 2_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'primary shutting down after an error');
    else app.log.info({ signal }, 'shutting down: the API processes finish their requests in flight');
    await supervisor.stop();
    stopServing();
    stopMetrics();
    await app.close();
  });
  const port = await supervisor.listening;
  return { address: displayAddress(config, port) };
}

function displayAddress(config: AppConfig, port: number): string {
  return config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
}

function superviseApiProcesses(app: FastifyInstance, count: number) {
  let stopping = false;
  let started = false;
  let failStart: (error: Error) => void = () => {};
  let restartDelay = RESTART_DELAY_MS.first;
  const startedAt = new Map<Worker, number>();
  const serving = new Set<Worker>();
  cluster.on('listening', (worker) => serving.add(worker));

  const fork = () => {
    const worker = cluster.fork({ [CLUSTER_API_PROCESS_ENV]: '1' });
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    serving.delete(worker);
    if (stopping) return;
    if (!started) {
      // The first round must come up (a taken port, a bad configuration): fail, don't loop.
      stopping = true;
      failStart(new Error(`An API process exited while starting (code ${code}, signal ${signal})`));
      return;
    }
    // A process that ran a while had a one-off crash: back to the short pause.
    if (lived >= HEALTHY_AFTER_MS) restartDelay = RESTART_DELAY_MS.first;
    app.log.error(
      { apiProcess: worker.process.pid, code, signal, restartInMs: restartDelay },
      'API process died',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelay).unref();
    restartDelay = Math.min(restartDelay * 2, RESTART_DELAY_MS.max);
  });

  // Ready once every API process of the first round listens.
  const listening = new Promise<number>((resolve, reject) => {
    failStart = reject;
    let ready = 0;
    const onListening = (_worker: Worker, address: { port: number }) => {
      ready += 1;
      if (ready < count) return;
      cluster.off('listening', onListening);
      started = true;
      resolve(address.port);
    };
    cluster.on('listening', onListening);
  });
  for (let i = 0; i < count; i += 1) fork();

  return {
    listening,
    /** Asks every API process to finish and waits for all of them to exit. */
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.isDead()) return resolve();
              worker.once('exit', () => resolve());
              // One still starting may not listen for messages yet, and has no request to finish.
              if (serving.has(worker) && worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
              else worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
