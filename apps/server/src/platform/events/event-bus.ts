import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { defineJobHandler, type JobContext, type JobType } from '../jobs/job-handler.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { DomainEvents, EventName } from './domain-events.js';

export type { DomainEvents, EventName } from './domain-events.js';

/** Runs inside the transaction that raised the event: its writes commit or roll back with the change. */
export type EventListener<N extends EventName> = (event: DomainEvents[N], trx: Db) => Promise<void>;

/**
 * The same, given every event of one `emitAll` at once: a listener that writes a row per event
 * writes them in one statement (a recurring run makes a thousand tickets).
 */
export type BatchListener<N extends EventName> = (
  events: readonly DomainEvents[N][],
  trx: Db,
) => Promise<void>;

/** Runs later, in the job worker, at least once: it must be idempotent (see job-handler.ts). */
export type EventSubscriber<N extends EventName> = (
  event: DomainEvents[N],
  context: JobContext,
) => Promise<void>;

export interface EventBus {
  /**
   * In-transaction listener, for effects in this database (a notification row, a reminder
   * job). A listener that throws rolls the change back, so it throws only for real failures.
   */
  on<N extends EventName>(name: N, listener: EventListener<N>): void;
  /** The same, for a listener that handles many events at once (`emitAll`); `emit` gives it one. */
  onBatch<N extends EventName>(name: N, listener: BatchListener<N>): void;
  /**
   * Outbox subscriber, for effects elsewhere (a webhook, Slack, a push): each event becomes a
   * job of type `event:<subscriber>` in the raising transaction, so it is neither lost when the
   * process dies after the commit nor sent for a change that rolled back.
   */
  later<N extends EventName>(
    name: N,
    subscriber: string,
    run: EventSubscriber<N>,
    options?: Omit<JobType, 'run'>,
  ): void;
  /** Raises an event inside `trx`: the listeners run, the subscribers' jobs are enqueued. */
  emit<N extends EventName>(trx: Db, name: N, event: DomainEvents[N]): Promise<void>;
  /**
   * Raises many events of one kind inside `trx`, as `emit` would one by one, but each batch
   * listener hears them all at once. Listeners run in the order they were added, each over every
   * event before the next.
   */
  emitAll<N extends EventName>(trx: Db, name: N, events: readonly DomainEvents[N][]): Promise<void>;
  /** The job types of the outbox subscribers, for the worker. */
  jobTypes(): Record<string, JobType>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's event bus (app.ts). */
    events: EventBus;
  }
}

const outboxPayload = z.object({ name: z.string(), event: z.unknown() });

export function createEventBus({ queue }: { queue: Pick<JobQueue, 'enqueue'> }): EventBus {
  // Each listener as a batch one: a one-event listener is called once per event.
  const listeners = new Map<EventName, BatchListener<EventName>[]>();
  const jobTypes: Record<string, JobType> = {};

  const listFor = <V>(map: Map<EventName, V[]>, name: EventName) => {
    const list = map.get(name) ?? [];
    map.set(name, list);
    return list;
  };

  return {
    on(name, listener) {
      const one = listener as EventListener<EventName>;
      listFor(listeners, name).push(async (events, trx) => {
        for (const event of events) await one(event, trx);
      });
    },

    onBatch(name, listener) {
      listFor(listeners, name).push(listener as BatchListener<EventName>);
    },

    later(name, subscriber, run, options = {}) {
      const type = `event:${subscriber}`;
      if (jobTypes[type]) throw new Error(`An event subscriber named "${subscriber}" already exists`);
      jobTypes[type] = {
        ...options,
        run: defineJobHandler(outboxPayload, async ({ event }, context) =>
          run(event as DomainEvents[typeof name], context),
        ),
      };
      // The one outbox: a listener that enqueues the job in the raising transaction, as every
      // module's own listener does (docs/architecture.md#after-the-commit).
      this.on(name, async (event, trx) => {
        const workspaceId = workspaceOf(event);
        // Tied to the workspace, so its admins see (and can retry) a delivery that gave up.
        await queue.enqueue(type, { name, event }, { trx, ...(workspaceId ? { workspaceId } : {}) });
      });
    },
    async emit(trx, name, event) {
      for (const listener of listeners.get(name) ?? []) await listener([event], trx);
    },
    async emitAll(trx, name, events) {
      if (events.length === 0) return;
      for (const listener of listeners.get(name) ?? []) await listener(events, trx);
    },
    jobTypes: () => ({ ...jobTypes }),
  };
}

/** The workspace an event happened in (every event names one, directly or through its subject). */
function workspaceOf(event: unknown): string | undefined {
  const e = event as {
    workspaceId?: string;
    ticket?: { workspaceId?: string };
    comment?: { workspaceId?: string };
  };
  return e.workspaceId ?? e.ticket?.workspaceId ?? e.comment?.workspaceId;
}
