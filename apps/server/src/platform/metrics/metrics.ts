import cluster from 'node:cluster';
import { timingSafeEqual } from 'node:crypto';
import { apiErrorSchema } from '@expertos/domain/errors.schema';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { CLUSTER_API_PROCESS_ENV } from '../cluster/cluster-counters.js';
import { AppError } from '../errors.js';

/**
 * `GET /api/metrics` in Prometheus' text format, for whoever holds METRICS_TOKEN
 * (docs/operations.md#metrics): requests and their latency per route, server errors, the job
 * queue, open live streams, the database pool and the process. Without the token configured
 * nothing is counted and the route answers 404.
 *
 * In `npm start`'s cluster a scrape lands on one API process, which asks the primary for every
 * process's figures (prom-client's cluster aggregation): one scrape describes the machine.
 */

export interface MetricsSources {
  database: Database;
  /** Live streams open on this process. */
  streams: () => number;
}

const METRICS_REQUEST = 'expertos:metrics';
const METRICS_REPLY = 'expertos:metrics:reply';
/** The primary asks each API process for its figures, and each answers. */
const METRICS_GATHER = 'expertos:metrics:gather';
const METRICS_GATHERED = 'expertos:metrics:gathered';
const REPLY_TIMEOUT_MS = 5_000;

const isClusterApiProcess = () => cluster.isWorker && process.env[CLUSTER_API_PROCESS_ENV] === '1';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Registers the counting hooks and the route; call before the routes are registered. */
export async function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
) {
  const registry = token ? createRegistry(sources) : null;
  if (registry) {
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never its URL: ids would make a series per ticket.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      registry.requests.inc(labels);
      registry.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) registry.errors.inc({ method: request.method, route });
    });
    // The cluster's primary gathers each API process's figures to answer a scrape.
    if (isClusterApiProcess()) answerGathering(registry.registry);
  }

  const routes: FastifyPluginAsync = async (api) => {
    api.get(
      '/metrics',
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'Prometheus metrics (Authorization: Bearer METRICS_TOKEN)',
          description: '404 when the server has no METRICS_TOKEN; 401 without the right token.',
          response: {
            200: z.string().describe('text/plain; version=0.0.4'),
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        if (!registry || !token) throw new AppError('not_found');
        const given = /^Bearer (\S{1,512})$/.exec(request.headers.authorization ?? '')?.[1];
        if (!given || !sameToken(given, token)) throw new AppError('unauthorized');
        const text = isClusterApiProcess() ? await askPrimary() : await registry.registry.metrics();
        return reply.header('content-type', registry.registry.contentType).send(text);
      },
    );
  };
  await app.register(routes, { prefix: '/api' });
}

function createRegistry({ database, streams }: MetricsSources) {
  const registry = new Registry();
  collectProcessMetrics(registry);
  const requests = new Counter({
    name: 'expertos_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'expertos_http_request_duration_seconds',
    help: 'Time to answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'expertos_http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'expertos_event_stream_connections',
    help: 'Live-update streams open',
    registers: [registry],
    aggregator: 'sum',
    collect() {
      this.set(streams());
    },
  });
  // The queue is the database's: every process reads the same figures, so the cluster keeps one.
  new Gauge({
    name: 'expertos_jobs',
    help: 'Jobs waiting, running and dead (given up), by status',
    labelNames: ['status'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const rows = await database.db
        .selectFrom('jobs')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .where('status', 'in', ['pending', 'running', 'dead'])
        .groupBy('status')
        .execute();
      for (const status of ['pending', 'running', 'dead'])
        this.set({ status }, Number(rows.find((row) => row.status === status)?.count ?? 0));
    },
  });
  new Gauge({
    name: 'expertos_jobs_oldest_due_seconds',
    help: 'How long the oldest job that is due has waited for a worker (0 when none waits)',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const now = new Date().toISOString();
      const row = await database.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min('run_at').as('oldest'))
        .where('status', '=', 'pending')
        .where('run_at', '<=', now)
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(String(row.oldest)) : Number.NaN;
      this.set(Number.isNaN(oldest) ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });
  if (database.poolStats) {
    const stats = database.poolStats;
    new Gauge({
      name: 'expertos_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      aggregator: 'sum',
      collect() {
        const { total, idle, waiting } = stats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  return { registry, requests, duration, errors };
}

/** In an API process of the cluster: the primary's aggregate of every API process. */
function askPrimary(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = `${process.pid}-${Date.now()}-${Math.random()}`;
    const timer = setTimeout(() => {
      process.off('message', onReply);
      reject(new Error('metrics: the primary did not answer'));
    }, REPLY_TIMEOUT_MS);
    const onReply = (message: unknown) => {
      const m = message as { type?: string; id?: string; text?: string; error?: string };
      if (m?.type !== METRICS_REPLY || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onReply);
      if (m.error !== undefined) reject(new Error(`metrics: ${m.error}`));
      else resolve(m.text ?? '');
    };
    process.on('message', onReply);
    process.send?.({ type: METRICS_REQUEST, id });
  });
}

/**
 * Memory, heap, event-loop delay and CPU of this process, labelled with its pid: in the cluster
 * the aggregate keeps one series per process (a sum of heaps, or an average of event-loop
 * delays, would hide the one process that leaks or stalls).
 */
function collectProcessMetrics(registry: Registry) {
  collectDefaultMetrics({ register: registry, prefix: 'expertos_', labels: { pid: String(process.pid) } });
}

/** In an API process of the cluster: hands the primary this process's figures when it gathers them. */
function answerGathering(registry: Registry) {
  process.on('message', async (message: unknown) => {
    const m = message as { type?: string; id?: string };
    if (m?.type !== METRICS_GATHER) return;
    try {
      process.send?.({ type: METRICS_GATHERED, id: m.id, metrics: await registry.getMetricsAsJSON() });
    } catch (error) {
      process.send?.({ type: METRICS_GATHERED, id: m.id, error: String(error) });
    }
  });
}

type GatheredMetrics = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** In the primary: every connected API process's figures; fails when one does not answer in time. */
function gather(): Promise<GatheredMetrics[]> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<GatheredMetrics>((resolve, reject) => {
          const id = `${worker?.id}-${Date.now()}-${Math.random()}`;
          const timer = setTimeout(() => {
            worker?.off('message', onReply);
            reject(new Error(`API process ${worker?.process.pid} did not answer`));
          }, REPLY_TIMEOUT_MS);
          const onReply = (message: unknown) => {
            const m = message as { type?: string; id?: string; metrics?: GatheredMetrics; error?: string };
            if (m?.type !== METRICS_GATHERED || m.id !== id) return;
            clearTimeout(timer);
            worker?.off('message', onReply);
            if (m.error !== undefined) reject(new Error(m.error));
            else resolve(m.metrics ?? []);
          };
          worker?.on('message', onReply);
          worker?.send({ type: METRICS_GATHER, id });
        }),
    ),
  );
}

/**
 * In the primary: answers an API process's request with every API process's figures and the
 * primary's own process figures (it runs the job worker, so its memory counts too), summed
 * or kept per process as each metric says (prom-client's aggregation).
 */
export function serveClusterMetrics(): () => void {
  const primary = new Registry();
  collectProcessMetrics(primary);
  const onMessage = async (worker: import('node:cluster').Worker, message: unknown) => {
    const m = message as { type?: string; id?: string };
    if (m?.type !== METRICS_REQUEST) return;
    let reply: { type: string; id?: string; text?: string; error?: string };
    try {
      const [apiProcesses, own] = await Promise.all([gather(), primary.getMetricsAsJSON()]);
      const text = await AggregatorRegistry.aggregate([...apiProcesses, own]).metrics();
      reply = { type: METRICS_REPLY, id: m.id, text };
    } catch (error) {
      reply = { type: METRICS_REPLY, id: m.id, error: String(error) };
    }
    if (worker.isConnected()) worker.send(reply);
  };
  cluster.on('message', onMessage);
  return () => cluster.off('message', onMessage);
}
