import { REALTIME } from '@expertos/domain/realtime';
import type { Logger } from '../logger.js';
import { type AudienceReaders, readersOf } from './realtime-audience.js';
import type { LiveRow, RealtimeLog } from './realtime-log.js';
import type { RealtimeSignal } from './realtime-signal.js';

/** One open stream, as the hub sees it (modules/realtime writes the SSE). */
export interface LiveSubscriber {
  userId: string;
  /** Writes one event the person may read. */
  send(row: LiveRow): void;
  /** Writes a heartbeat carrying the id the stream has caught up to. */
  heartbeat(caughtUpTo: number): void;
  /**
   * Asked before each batch that has rows for this stream, before any is sent: whether its
   * credential still holds (a session signed out since the stream opened does not). False, or
   * a failure to tell, and the hub drops the stream unsent and calls `end`.
   */
  stillAllowed?(): Promise<boolean>;
  /** Ends the stream: its credential no longer holds. */
  end?(): void;
}

export interface HubOptions {
  log: RealtimeLog;
  /** Who may read what: the one brand-visibility rule (realtime-audience.ts). */
  audience: AudienceReaders;
  logger: Logger;
  now?: () => number;
  /** How often a hub with streams reads the log even without a signal (a lost signal, a separate worker on SQLite). */
  pollMs?: number;
  heartbeatMs?: number;
  /** How long a missing id may hold back the ones after it (a transaction committing late, or rolled back). */
  gapMs?: number;
  /** Delete rows past the replay window every this often; 0 in processes that leave that to another. */
  pruneEveryMs?: number;
  replayWindowMs?: number;
  replayMaxEvents?: number;
}

export type ResumeResult =
  | { kind: 'live'; lastId: number }
  | { kind: 'reset'; lastId: number; reason: 'too_far_behind' | 'unknown_id' };

const BATCH = 500;
/** How long a process keeps looking for a row it wrote before telling the others about it. */
const EXPECT_FOR_MS = 3_000;

/**
 * A process's fan-out of the live log (docs/architecture.md#live-updates): it reads new rows
 * in id order — when this process wrote one, when another announces one, and on a slow poll —
 * decides who may read each batch, and hands each row to the streams of those people.
 * Reading and resuming run one at a time, so a stream that resumes gets every row once.
 */
export function createRealtimeHub(options: HubOptions) {
  const { log, audience, logger } = options;
  let signal: RealtimeSignal | null = null;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? REALTIME.heartbeatMs;
  const gapMs = options.gapMs ?? 2_000;
  const replayMax = options.replayMaxEvents ?? REALTIME.replayMaxEvents;
  const replayWindowMs = options.replayWindowMs ?? REALTIME.replayWindowMs;

  interface Entry {
    subscriber: LiveSubscriber;
    /** The last row sent (or skipped: it was sent before the stream resumed here). */
    lastSentId: number;
    /** Every row up to here was sent or is not for this person. */
    caughtUpTo: number;
  }
  const entries = new Set<Entry>();
  let cursor = 0;
  let gapSince: number | null = null;
  let expected = 0;
  let expectedSince = 0;
  let expectDelay = 10;
  let toAnnounce = 0;
  let started = false;
  let closed = false;
  const timers: NodeJS.Timeout[] = [];
  let retry: NodeJS.Timeout | null = null;

  // One reader at a time: a pump and a resume never interleave.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work, work);
    chain = next.catch(() => {});
    return next;
  };

  const scheduleRetry = (ms: number) => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      void pump();
    }, ms);
    retry.unref();
  };

  /** Whether a stream's credential still holds; a check that fails counts as no. */
  async function stillAllowed(entry: Entry): Promise<boolean> {
    if (!entry.subscriber.stillAllowed) return true;
    try {
      return await entry.subscriber.stillAllowed();
    } catch (err) {
      logger.warn({ err }, "live updates: a stream's credential could not be checked; the stream ends");
      return false;
    }
  }

  async function deliver(rows: LiveRow[]): Promise<void> {
    if (entries.size === 0) return;
    const list = [...entries];
    const readers = await readersOf(audience, rows, [...new Set(list.map((e) => e.subscriber.userId))]);
    // The streams this batch has rows for ask, before any is sent, whether they may still hear.
    const due = list.filter((entry) =>
      rows.some((row) => row.id > entry.lastSentId && readers.get(row.id)?.has(entry.subscriber.userId)),
    );
    const holds = await Promise.all(due.map(stillAllowed));
    due.forEach((entry, i) => {
      if (holds[i]) return;
      entries.delete(entry);
      entry.subscriber.end?.();
    });
    for (const row of rows) {
      const allowed = readers.get(row.id);
      if (!allowed || allowed.size === 0) continue;
      for (const entry of list) {
        if (!entries.has(entry)) continue;
        if (row.id <= entry.lastSentId || !allowed.has(entry.subscriber.userId)) continue;
        entry.subscriber.send(row);
        entry.lastSentId = row.id;
      }
    }
    const last = rows[rows.length - 1]!.id;
    for (const entry of list) entry.caughtUpTo = Math.max(entry.caughtUpTo, last);
  }

  /** Reads what is new, in order; a missing id holds the rest back for at most `gapMs`. */
  async function readNew(): Promise<void> {
    for (;;) {
      const rows = await log.after(cursor, BATCH);
      const ready: LiveRow[] = [];
      let held = false;
      for (const row of rows) {
        if (row.id !== cursor + 1) {
          gapSince ??= now();
          if (now() - gapSince < gapMs) {
            held = true;
            break;
          }
        }
        gapSince = null;
        ready.push(row);
        cursor = row.id;
      }
      if (ready.length > 0) {
        try {
          await deliver(ready);
        } catch (err) {
          logger.error({ err }, 'live updates: a batch could not be sent');
        }
      }
      if (held) scheduleRetry(25);
      if (held || rows.length < BATCH) return;
    }
  }

  function pump(): Promise<void> {
    if (!started || closed) return Promise.resolve();
    return serial(async () => {
      try {
        await readNew();
      } catch (err) {
        logger.warn({ err }, 'live updates: reading the log failed');
      }
      // Tell the other processes once what this one wrote is readable.
      if (toAnnounce > 0 && cursor >= toAnnounce) {
        signal?.announce(cursor);
        toAnnounce = 0;
      }
      // Not readable yet (PostgreSQL: not committed yet) or rolled back: look again, less often.
      if (expected > cursor && now() - expectedSince < EXPECT_FOR_MS) {
        scheduleRetry(expectDelay);
        expectDelay = Math.min(expectDelay * 2, 500);
      } else expected = 0;
    });
  }

  return {
    /** Starts reading; `announcer` tells the other processes and hears from them. */
    async start(announcer: RealtimeSignal): Promise<void> {
      signal = announcer;
      // Listening before reading where the log is, so nothing written meanwhile goes unheard
      // (but a Redis or PostgreSQL that does not answer does not hold the start-up: the poll covers).
      await Promise.race([announcer.ready, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      cursor = (await log.bounds()).last;
      started = true;
      announcer.onAnnounce((id) => {
        if (id > cursor) void pump();
      });
      const every = (ms: number, run: () => void) => {
        if (ms <= 0) return;
        const timer = setInterval(run, ms);
        timer.unref();
        timers.push(timer);
      };
      every(pollMs, () => {
        if (entries.size > 0) void pump();
      });
      every(heartbeatMs, () => {
        for (const entry of entries) entry.subscriber.heartbeat(entry.caughtUpTo);
      });
      every(options.pruneEveryMs ?? 0, () => {
        log.prune(new Date(now() - replayWindowMs)).catch((err) => {
          logger.warn({ err }, 'live updates: pruning the log failed');
        });
      });
    },

    /** This process appended row `id` (maybe not committed yet): send it, then announce it. */
    expect(id: number): void {
      if (id > expected) {
        expected = id;
        expectedSince = now();
        expectDelay = 10;
      }
      toAnnounce = Math.max(toAnnounce, id);
      void pump();
    },

    /**
     * Adds a stream. With `lastEventId`, first sends what it missed, or answers `reset` when
     * that is no longer kept (or was never this log's).
     */
    subscribe(subscriber: LiveSubscriber, lastEventId: number | null, send: (result: ResumeResult) => void) {
      const entry: Entry = { subscriber, lastSentId: 0, caughtUpTo: 0 };
      let cancelled = false;
      const ready = serial(async () => {
        const upTo = cursor;
        const resumed = lastEventId === null ? null : await resume(lastEventId, upTo);
        entry.lastSentId = Math.max(upTo, lastEventId ?? 0);
        entry.caughtUpTo = entry.lastSentId;
        if (closed || cancelled) return;
        send(resumed?.result ?? { kind: 'live', lastId: entry.lastSentId });
        if (resumed?.missed.length) await replay(entry, resumed.missed);
        if (!cancelled) entries.add(entry);
      });
      return {
        ready,
        unsubscribe: () => {
          cancelled = true;
          entries.delete(entry);
        },
      };
    },

    /** Streams open on this process. */
    connections: () => entries.size,

    /** Streams one person holds open on this process. */
    connectionsOf(userId: string): number {
      let count = 0;
      for (const entry of entries) if (entry.subscriber.userId === userId) count += 1;
      return count;
    },

    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      if (retry) clearTimeout(retry);
      entries.clear();
      await chain;
    },
  };

  async function resume(lastId: number, upTo: number): Promise<{ result: ResumeResult; missed: LiveRow[] }> {
    const reset = (reason: 'too_far_behind' | 'unknown_id') => ({
      result: { kind: 'reset' as const, lastId: upTo, reason },
      missed: [],
    });
    const bounds = await log.bounds();
    if (lastId > Math.max(bounds.last, upTo)) return reset('unknown_id');
    // Rows after lastId were deleted: what the stream missed is partly gone.
    if (bounds.first > lastId + 1) return reset('too_far_behind');
    const missed = await log.after(lastId, replayMax + 1, upTo);
    if (missed.length > replayMax) return reset('too_far_behind');
    return { result: { kind: 'live', lastId: Math.max(upTo, lastId) }, missed };
  }

  async function replay(entry: Entry, missed: LiveRow[]): Promise<void> {
    const readers = await readersOf(audience, missed, [entry.subscriber.userId]);
    for (const row of missed) {
      if (readers.get(row.id)?.has(entry.subscriber.userId)) entry.subscriber.send(row);
    }
  }
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
