import type { LiveClock } from '@expertos/api-client/live-events';
import type { RealtimeEventData, RealtimeEventType, RealtimeMessage } from '@expertos/domain/realtime';
import { type QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';
import { type Mock, vi } from 'vitest';
import { emitLiveMessage } from '@/shared/lib/live/live-registry';

/** Hands `data` to the live handlers as the stream would. */
export function emitLive<T extends RealtimeEventType>(type: T, data: RealtimeEventData<T>, id = '1'): void {
  emitLiveMessage({ id, type, data } as RealtimeMessage);
}

export interface WatchedQuery {
  /** Called for every refetch; answers the seeded data. */
  queryFn: Mock<() => Promise<unknown>>;
  stop: () => void;
}

/**
 * A query with `data` in the cache and, unless `shown` is false, someone watching it (as a
 * mounted component would): an active query, refetched when invalidated, and not before.
 */
export function watchQuery(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: unknown,
  { shown = true }: { shown?: boolean } = {},
): WatchedQuery {
  const queryFn = vi.fn(async () => data);
  queryClient.setQueryData(queryKey, data);
  if (!shown) {
    queryClient.getQueryCache().find({ queryKey, exact: true })?.setOptions({ queryKey, queryFn });
    return { queryFn, stop: () => {} };
  }
  const observer = new QueryObserver(queryClient, { queryKey, queryFn, staleTime: Number.POSITIVE_INFINITY });
  const stop = observer.subscribe(() => {});
  return { queryFn, stop };
}

/** Whether the query was made stale by an invalidation. */
export function isInvalidated(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return queryClient.getQueryCache().find({ queryKey, exact: true })?.state.isInvalidated ?? false;
}

/** Lets pending promises (and the streams' reads) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock for the live connection that moves only when told. */
export function manualClock(): LiveClock & { advance(ms: number): Promise<void>; waits(): number[] } {
  let now = 1_000_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout(run, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        await settle();
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
      await settle();
    },
    waits: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
  };
}

export interface FakeStream {
  send(text: string): void;
  end(): void;
  aborted(): boolean;
}

/** An error reply (`{ status, json }`) or the next stream. */
export type LivePlan = 'stream' | { status: number; json?: unknown };

/** `GET /api/events` in memory: each request takes the next plan, a stream once none is left. */
export function fakeLiveServer(given: LivePlan[] = []) {
  const plans = [...given];
  const encoder = new TextEncoder();
  const requests: { url: string; headers: Headers }[] = [];
  const streams: FakeStream[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(url), headers: new Headers(init?.headers) });
    const plan = plans.shift() ?? 'stream';
    if (plan !== 'stream') {
      return new Response(JSON.stringify(plan.json ?? {}), {
        status: plan.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let aborted = false;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () => {
      aborted = true;
      try {
        controller.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        // Already closed.
      }
    });
    streams.push({
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      aborted: () => aborted,
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetch, requests, streams };
}

/** The first message of every stream. */
export const READY = (lastId = '10') =>
  `event: ready\ndata: ${JSON.stringify({ last_event_id: lastId, expires_at: '2030-01-01T00:00:00.000Z' })}\n\n`;
