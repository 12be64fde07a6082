import type { Database, Db } from '../../db/database.js';
import type { Logger } from '../logger.js';
import type { AudienceReaders } from './realtime-audience.js';
import { createRealtimeHub, type HubOptions, type RealtimeHub } from './realtime-hub.js';
import { createRealtimeLog, type LiveEvent } from './realtime-log.js';
import { createRealtimeSignal, type RealtimeSignal } from './realtime-signal.js';

export type { LiveEvent } from './realtime-log.js';

/** What modules are given: raising a live event (docs/architecture.md#live-updates). */
export interface RealtimePublisher {
  /**
   * Appends a live event in `trx`, the transaction of the change: sent once it commits, never
   * if it rolls back.
   */
  publish(trx: Db, event: LiveEvent): Promise<void>;
  /** The same for many events at once (a batch of tickets made): fewer statements. */
  publishAll(trx: Db, events: readonly LiveEvent[]): Promise<void>;
}

export interface Realtime extends RealtimePublisher {
  hub: RealtimeHub;
  /**
   * The newest event id committed (0 for an empty log). Read before a page's first data, it is
   * where that page's first stream resumes: every change committed after it is replayed, every
   * one before it is in what the page read (docs/architecture.md#live-updates).
   */
  newestId(): Promise<number>;
  /** How other processes are told: 'redis', 'postgres' or 'cluster'. */
  signalKind: string;
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  database: Database;
  logger: Logger;
  redisUrl?: string | null;
  now?: () => Date;
  /** Delete old rows here (the process that runs the job worker does). */
  prune?: boolean;
  /** Who may read what (modules/workspaces/member-access.ts `readers`, wired by background.ts). */
  audience: AudienceReaders;
  hub?: Partial<Omit<HubOptions, 'log' | 'audience' | 'logger'>>;
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { database, logger } = options;
  const now = options.now ?? (() => new Date());
  const log = createRealtimeLog(database.db);
  const hub = createRealtimeHub({
    log,
    audience: options.audience,
    logger,
    pruneEveryMs: options.prune ? 60_000 : 0,
    ...options.hub,
  });
  let started = false;
  let signal: RealtimeSignal | null = null;
  return {
    hub,
    get signalKind() {
      return signal?.kind ?? 'none';
    },
    newestId: async () => (await log.bounds()).last,
    async publish(trx, event) {
      const id = await log.append(trx, event, now());
      // Before the commit: the hub keeps reading until the row is there (or gives up on a rollback).
      if (started) hub.expect(id);
    },
    async publishAll(trx, events) {
      if (events.length === 0) return;
      const id = await log.appendAll(trx, events, now());
      if (started) hub.expect(id);
    },
    async start() {
      if (started) return;
      // Made here, not when built: a process that never starts (a test of one module) opens
      // no connection.
      signal = createRealtimeSignal({
        redisUrl: options.redisUrl,
        postgres:
          database.dialect === 'postgres' && database.url
            ? { url: database.url, schema: database.schema ?? 'public' }
            : null,
        logger,
      });
      await hub.start(signal);
      started = true;
    },
    async close() {
      await hub.close();
      await signal?.close();
    },
  };
}
