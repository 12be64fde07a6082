import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * How one process tells the others "the live log has new rows, up to id N"
 * (docs/architecture.md#live-updates). Only a wake-up: the rows themselves are read from the
 * database, so a lost signal delays an event (until the hub's next poll) but never loses it.
 *
 * - Redis pub/sub when REDIS_URL is set (every machine),
 * - else PostgreSQL LISTEN/NOTIFY on PostgreSQL (every machine),
 * - else, on SQLite, the cluster's IPC through the primary (the processes of one `npm start`;
 *   a lone process has no one to tell, and a separate `npm run worker` on SQLite is found by
 *   the hubs' poll).
 */
export interface RealtimeSignal {
  kind: 'redis' | 'postgres' | 'cluster';
  /** Tells the other processes (not this one) that rows up to `id` are readable. */
  announce(id: number): void;
  /** Called with the id another process announced. */
  onAnnounce(listener: (id: number) => void): void;
  /** Settles once announcements are heard (subscribed, listening), or it gave up trying for now. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const IPC_TYPE = 'expertos:realtime';

interface SignalOptions {
  redisUrl?: string | null;
  /** PostgreSQL: its URL and the schema the tables are in (the channel is per schema). */
  postgres?: { url: string; schema: string } | null;
  logger: Logger;
}

export function createRealtimeSignal(options: SignalOptions): RealtimeSignal {
  if (options.redisUrl) return redisSignal(options.redisUrl, options.logger);
  if (options.postgres) return postgresSignal(options.postgres, options.logger);
  return clusterSignal();
}

/** Names one signal, so it ignores its own announcements coming back. */
const newOrigin = () => `${process.pid}-${randomUUID().slice(0, 8)}`;

function parse(message: string): { origin: string; id: number } | null {
  const [from, id] = message.split(' ');
  const n = Number(id);
  return from && Number.isSafeInteger(n) && n > 0 ? { origin: from, id: n } : null;
}

function redisSignal(url: string, logger: Logger): RealtimeSignal {
  const origin = newOrigin();
  const channel = 'expertos:realtime';
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // A connection in subscriber mode can do nothing else: its own.
  const subscriber = new Redis(url, { connectTimeout: 2_000 });
  const listeners: ((id: number) => void)[] = [];
  publisher.on('error', (err) => logger.warn({ err }, 'live updates: redis error'));
  subscriber.on('error', (err) => logger.warn({ err }, 'live updates: redis error'));
  const ready = subscriber
    .subscribe(channel)
    .then(() => {})
    .catch((err) => logger.warn({ err }, 'live updates: redis subscribe failed'));
  subscriber.on('message', (_channel: string, message: string) => {
    const parsed = parse(message);
    if (parsed && parsed.origin !== origin) for (const listener of listeners) listener(parsed.id);
  });
  return {
    kind: 'redis',
    ready,
    announce(id) {
      publisher.publish(channel, `${origin} ${id}`).catch(() => {
        // Redis down: the other processes find the rows at their next poll.
      });
    },
    onAnnounce: (listener) => listeners.push(listener),
    async close() {
      await Promise.all([publisher, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

function postgresSignal({ url, schema }: { url: string; schema: string }, logger: Logger): RealtimeSignal {
  const origin = newOrigin();
  // One channel per schema: the tests run many schemas in one database.
  const channel = `expertos_realtime_${schema.replace(/[^a-z0-9_]/gi, '_')}`.slice(0, 63).toLowerCase();
  const listeners: ((id: number) => void)[] = [];
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;

  // The listening connection is its own, held open; it comes back after a failure.
  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('error', (err) => logger.warn({ err }, 'live updates: LISTEN connection failed'));
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) setTimeout(connect, retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    });
    next.on('notification', (message) => {
      const parsed = parse(message.payload ?? '');
      if (parsed && parsed.origin !== origin) for (const listener of listeners) listener(parsed.id);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) return void next.end().catch(() => {});
      client = next;
      retryMs = 500;
    } catch (err) {
      logger.warn({ err }, 'live updates: LISTEN connection failed');
      next.end().catch(() => {});
    }
  };
  const ready = connect();

  return {
    kind: 'postgres',
    ready,
    announce(id) {
      // Through the listening connection: NOTIFY is one cheap statement.
      client?.query('select pg_notify($1, $2)', [channel, `${origin} ${id}`]).catch(() => {});
    },
    onAnnounce: (listener) => listeners.push(listener),
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}

interface IpcMessage {
  type: typeof IPC_TYPE;
  id: number;
}
const isIpc = (message: unknown): message is IpcMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === IPC_TYPE;

/**
 * The processes of one `npm start` on SQLite: an API process sends to the primary, which
 * passes it on to every other API process (and wakes its own hub, which has no streams but
 * announces what the job worker it runs writes).
 */
function clusterSignal(): RealtimeSignal {
  const listeners: ((id: number) => void)[] = [];
  const notify = (id: number) => {
    for (const listener of listeners) listener(id);
  };
  const broadcast = (message: IpcMessage, except?: import('node:cluster').Worker) => {
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== except && worker.isConnected()) worker.send(message);
    }
  };
  let detach = () => {};
  if (cluster.isWorker) {
    const onMessage = (message: unknown) => {
      if (isIpc(message)) notify(message.id);
    };
    process.on('message', onMessage);
    detach = () => process.off('message', onMessage);
  } else {
    const onMessage = (worker: import('node:cluster').Worker, message: unknown) => {
      if (!isIpc(message)) return;
      broadcast(message, worker);
      notify(message.id);
    };
    cluster.on('message', onMessage);
    detach = () => cluster.off('message', onMessage);
  }
  return {
    kind: 'cluster',
    ready: Promise.resolve(),
    announce(id) {
      const message: IpcMessage = { type: IPC_TYPE, id };
      if (cluster.isWorker) {
        if (process.connected) process.send?.(message);
      } else broadcast(message);
    },
    onAnnounce: (listener) => listeners.push(listener),
    close: async () => detach(),
  };
}
