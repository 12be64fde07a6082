import { REALTIME, type RealtimeMessage } from '@expertos/domain/realtime';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error';
import {
  connectLiveEvents,
  createSseParser,
  LIVE_STABLE_MS,
  LIVE_STALL_MS,
  type LiveClock,
  type LiveStatus,
  parseRealtimeMessage,
  type SseEvent,
} from './live-events';

function parse(chunks: string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const ids: string[] = [];
  const parser = createSseParser({
    onEvent: (event) => {
      events.push(event);
      ids.push(parser.lastEventId);
    },
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, lastEventId: parser.lastEventId, ids };
}

/** Every way of cutting `text` in two, and one character at a time. */
function splits(text: string): string[][] {
  const cuts = Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);
  return [...cuts, [...text]];
}

describe('the SSE parser', () => {
  const stream =
    'retry: 1000\n\nevent: ready\ndata: {"a":1}\n\n: ping\n\nid: 7\nevent: ticket.updated\ndata: {"b":2}\n\n';

  it('reads events, ids and retry, whatever the chunks', () => {
    for (const chunks of splits(stream)) {
      const { events, retries, lastEventId } = parse(chunks);
      expect(events).toEqual([
        { type: 'ready', data: '{"a":1}', id: null },
        { type: 'ticket.updated', data: '{"b":2}', id: '7' },
      ]);
      expect(retries).toEqual([1000]);
      expect(lastEventId).toBe('7');
    }
  });

  it('takes CRLF and lone CR line endings, a CRLF split between chunks included', () => {
    const crlf = stream.replaceAll('\n', '\r\n');
    const cr = stream.replaceAll('\n', '\r');
    for (const text of [crlf, cr]) {
      for (const chunks of splits(text)) {
        expect(parse(chunks).events.map((event) => event.type)).toEqual(['ready', 'ticket.updated']);
      }
    }
    // CR then LF in the next chunk is one line ending, not a blank line that dispatches.
    expect(parse(['data: a\r', '\ndata: b\r', '\n\r', '\n']).events).toEqual([
      { type: 'message', data: 'a\nb', id: null },
    ]);
    // …and an LF on its own after that is a blank line again.
    expect(parse(['data: a\r', '\n', '\n']).events).toHaveLength(1);
  });

  it('joins multi-line data, ignores comments and unknown fields, and strips one space only', () => {
    const { events } = parse([
      ': a comment\nfoo: bar\ndata:first\ndata:  second\ndata\n: another\n\nevent\ndata: x\n\n',
    ]);
    expect(events).toEqual([
      { type: 'message', data: 'first\n second\n', id: null },
      { type: 'message', data: 'x', id: null },
    ]);
  });

  it('moves the last id on a block without data (a heartbeat), and keeps it across events', () => {
    const { events, lastEventId, ids } = parse([
      'id: 3\ndata: one\n\n',
      'data: two\n\n',
      ': ping\nid: 9\n\n',
    ]);
    expect(events.map((event) => event.id)).toEqual(['3', null]);
    expect(ids).toEqual(['3', '3']);
    expect(lastEventId).toBe('9');
  });

  it('dispatches nothing of an unfinished block, and ignores a bad retry or an id with NUL', () => {
    const { events, retries, lastEventId } = parse([
      'retry: 10s\n\nid: 1\ndata: ok\n\nid: 2\0\ndata: x\n\n',
      'id: 5\ndata: cut',
    ]);
    expect(events.map((event) => event.data)).toEqual(['ok', 'x']);
    expect(retries).toEqual([]);
    expect(lastEventId).toBe('1');
  });

  it('drops one byte order mark at the start', () => {
    expect(parse(['\uFEFFdata: a\n\n']).events).toEqual([{ type: 'message', data: 'a', id: null }]);
    expect(parse(['\uFEFF', 'event: x\ndata: b\n\n']).events[0]?.type).toBe('x');
  });
});

describe('parseRealtimeMessage', () => {
  const ticket = {
    workspace_uid: 'w1',
    project_uid: 'p1',
    ticket_uid: 't1',
    number: 12,
    status: 'done',
    changed: ['status'],
    actor_member_uid: null,
    updated_at: '2025-01-01T00:00:00.000Z',
  };

  it('answers a typed message, or null for an unknown type, bad JSON or data off the schema', () => {
    expect(parseRealtimeMessage({ type: 'ticket.updated', data: JSON.stringify(ticket), id: '4' })).toEqual({
      id: '4',
      type: 'ticket.updated',
      data: ticket,
    });
    expect(parseRealtimeMessage({ type: 'ticket.renamed', data: '{}', id: '5' })).toBeNull();
    expect(parseRealtimeMessage({ type: 'toString', data: '{}', id: '5' })).toBeNull();
    expect(parseRealtimeMessage({ type: 'ticket.updated', data: '{', id: '5' })).toBeNull();
    expect(parseRealtimeMessage({ type: 'ticket.updated', data: '{"ticket_uid":1}', id: '5' })).toBeNull();
  });
});

/** A clock that moves only when told; the stream's promises settle between timers. */
function manualClock(): LiveClock & { advance(ms: number): Promise<void>; waits(): number[] } {
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

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}

interface OpenStream {
  send(text: string): void;
  end(): void;
  aborted(): boolean;
}

type Plan = 'stream' | { status: number; json?: unknown; headers?: Record<string, string> } | Error;

/** The server side: answers each request by the next plan (a stream when none is left). */
function liveServer(given: Plan[] = []) {
  const plans = [...given];
  const encoder = new TextEncoder();
  const requests: { url: string; headers: Headers }[] = [];
  const streams: OpenStream[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(url), headers: new Headers(init?.headers) });
    const plan = plans.shift() ?? 'stream';
    if (plan instanceof Error) throw plan;
    if (plan !== 'stream') {
      return new Response(plan.json === undefined ? '' : JSON.stringify(plan.json), {
        status: plan.status,
        headers: { 'content-type': 'application/json', ...plan.headers },
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
    return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  });
  return { fetch, requests, streams };
}

const READY = (lastId = '10') =>
  `event: ready\ndata: ${JSON.stringify({ last_event_id: lastId, expires_at: '2030-01-01T00:00:00.000Z' })}\n\n`;
const TIME = (id: number) =>
  `id: ${id}\nevent: time.changed\ndata: ${JSON.stringify({ workspace_uid: 'w1', member_uid: 'm1', ticket_uid: null })}\n\n`;

function connect(plans: Plan[] = [], random = () => 0, resumeFrom?: string) {
  const server = liveServer(plans);
  const clock = manualClock();
  let issued = 0;
  const tokens = {
    getToken: vi.fn(async () => `token-${issued}`),
    refresh: vi.fn(async () => `token-${++issued}`),
  };
  const messages: RealtimeMessage[] = [];
  const statuses: LiveStatus[] = [];
  const errors: ApiError[] = [];
  const connection = connectLiveEvents({
    url: '/api/events',
    tokens,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    onError: (error) => errors.push(error),
    fetch: server.fetch,
    clock,
    random,
    ...(resumeFrom ? { resumeFrom } : {}),
  });
  const header = (i: number, name: string) => server.requests[i]?.headers.get(name) ?? null;
  return { ...server, clock, tokens, messages, statuses, errors, connection, header };
}

describe('connectLiveEvents', () => {
  it('opens the stream with the token, is live on ready and hands over each valid message', async () => {
    const live = connect();
    await settle();
    expect(live.requests[0]?.url).toBe('/api/events');
    expect(live.header(0, 'authorization')).toBe('Bearer token-0');
    expect(live.header(0, 'accept')).toBe('text/event-stream');
    expect(live.header(0, 'last-event-id')).toBeNull();
    expect(live.connection.status).toBe('connecting');

    live.streams[0]?.send(`retry: 2000\n\n${READY('10')}: ping\n\n`);
    live.streams[0]?.send(`${TIME(11)}id: 12\nevent: ticket.renamed\ndata: {}\n\n`);
    live.streams[0]?.send('id: 13\nevent: time.changed\ndata: {"nope":1}\n\n');
    await settle();

    expect(live.connection.status).toBe('live');
    expect(live.statuses).toEqual(['connecting', 'live']);
    expect(live.messages.map((m) => [m.type, m.id])).toEqual([
      ['ready', null],
      ['time.changed', '11'],
    ]);
    // Unknown and invalid events are skipped, but their ids still count as seen.
    expect(live.connection.lastEventId).toBe('13');
    live.connection.stop();
  });

  it('reconnects at once with Last-Event-ID when a stream that was up ends (the token expired)', async () => {
    const live = connect();
    await settle();
    live.streams[0]?.send(READY('10') + TIME(11));
    await live.clock.advance(LIVE_STABLE_MS);
    live.streams[0]?.send(': ping\nid: 15\n\n');
    live.streams[0]?.end();
    await settle();

    expect(live.requests).toHaveLength(2);
    expect(live.header(1, 'last-event-id')).toBe('15');
    // Never offline in between: the polls have no reason to start.
    expect(live.statuses).toEqual(['connecting', 'live', 'connecting']);
    live.streams[1]?.send(READY('15'));
    await settle();
    expect(live.connection.status).toBe('live');
    live.connection.stop();
  });

  it('resumes from the id ready names when it has seen none, and never from ready after that', async () => {
    const live = connect();
    await settle();
    live.streams[0]?.send(READY('40'));
    await live.clock.advance(LIVE_STABLE_MS);
    live.streams[0]?.end();
    await settle();
    expect(live.header(1, 'last-event-id')).toBe('40');

    // The replay comes after ready (which names the newest id): a drop mid-replay resumes
    // from the last replayed event, not from the newest.
    live.streams[1]?.send(`${READY('50')}${TIME(41)}`);
    await live.clock.advance(LIVE_STABLE_MS);
    live.streams[1]?.end();
    await settle();
    expect(live.header(2, 'last-event-id')).toBe('41');
    live.connection.stop();
  });

  it('opens the first stream from resumeFrom (where the page read its data), so what changed since is replayed', async () => {
    const live = connect([], () => 0, '7');
    await settle();
    expect(live.header(0, 'last-event-id')).toBe('7');
    // ready names the newest id, then the replay of what came after 7.
    live.streams[0]?.send(READY('10') + TIME(8));
    await settle();
    expect(live.messages.map((m) => [m.type, m.id])).toEqual([
      ['ready', null],
      ['time.changed', '8'],
    ]);
    // Dropped mid-replay: it resumes after the last event it got, not from ready's newest.
    await live.clock.advance(LIVE_STABLE_MS);
    live.streams[0]?.end();
    await settle();
    expect(live.header(1, 'last-event-id')).toBe('8');
    live.connection.stop();
  });

  it('backs off on 5xx, 429 and network errors: retry doubling to the maximum, with jitter', async () => {
    const failures: Plan[] = [
      { status: 503 },
      new TypeError('fetch failed'),
      { status: 500 },
      { status: 429, json: { code: 'too_many_streams', message: 'You have 20 live tabs open already.' } },
      ...Array.from({ length: 5 }, () => ({ status: 502 })),
    ];
    const live = connect(failures, () => 0);
    const waits: number[] = [];
    for (let i = 0; i < failures.length; i++) {
      await settle();
      const [wait] = live.clock.waits();
      expect(wait).toBeDefined();
      waits.push(wait as number);
      expect(live.connection.status).toBe('offline');
      await live.clock.advance(wait as number);
    }
    // Half the doubled delay with random() = 0, the whole of it at most.
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000, 15_000]);
    expect(live.errors.map((e) => e.status)).toEqual([503, 0, 500, 429, 502, 502, 502, 502, 502]);
    expect(live.errors[3]?.code).toBe('too_many_streams');

    // Up again for long enough: the count starts over, and the end reconnects at once.
    await settle();
    live.streams[0]?.send(READY());
    await live.clock.advance(LIVE_STABLE_MS);
    live.streams[0]?.end();
    await settle();
    expect(live.requests).toHaveLength(failures.length + 2);
    live.connection.stop();
  });

  it('jitters each wait between half and all of the delay, and takes the server retry as the base', async () => {
    const high = connect([{ status: 503 }, { status: 503 }], () => 0.99);
    await settle();
    expect(high.clock.waits()).toEqual([995]);
    high.connection.stop();

    const live = connect([], () => 0);
    await settle();
    live.streams[0]?.send(`retry: 3000\n\n${READY()}`);
    await settle();
    live.streams[0]?.end();
    await settle();
    // Up for less than LIVE_STABLE_MS: a failure, waited from the server's base.
    expect(live.clock.waits()).toEqual([1500]);
    live.connection.stop();
  });

  it('honours Retry-After when it asks for longer', async () => {
    const live = connect([{ status: 503, headers: { 'retry-after': '20' } }]);
    await settle();
    expect(live.clock.waits()).toEqual([20_000]);
    live.connection.stop();
  });

  it('asks for a new token after a 401 and retries at once; a second 401 in a row waits', async () => {
    const unauthorized = { status: 401, json: { code: 'unauthorized', message: 'no' } };
    const live = connect([unauthorized, unauthorized]);
    await settle();
    expect(live.tokens.refresh).toHaveBeenCalledTimes(1);
    expect(live.header(0, 'authorization')).toBe('Bearer token-0');
    expect(live.header(1, 'authorization')).toBe('Bearer token-1');
    expect(live.requests).toHaveLength(2);
    const [wait] = live.clock.waits();
    expect(wait).toBe(REALTIME.retryMs / 2);

    await live.clock.advance(wait as number);
    expect(live.header(2, 'authorization')).toBe('Bearer token-2');
    live.streams[0]?.send(READY());
    await settle();
    expect(live.connection.status).toBe('live');
    // Good again: the next attempt takes the cached token.
    await live.clock.advance(LIVE_STABLE_MS);
    live.streams[0]?.end();
    await settle();
    expect(live.tokens.refresh).toHaveBeenCalledTimes(2);
    expect(live.tokens.getToken).toHaveBeenCalledTimes(2);
    expect(live.header(3, 'authorization')).toBe('Bearer token-2');
    live.connection.stop();
  });

  it('treats a stream silent for two heartbeats as dead and reconnects', async () => {
    const live = connect();
    await settle();
    live.streams[0]?.send(READY('10'));
    await live.clock.advance(LIVE_STALL_MS - 1);
    live.streams[0]?.send(': ping\nid: 12\n\n');
    await live.clock.advance(LIVE_STALL_MS - 1);
    expect(live.requests).toHaveLength(1);

    await live.clock.advance(1);
    expect(live.streams[0]?.aborted()).toBe(true);
    expect(live.requests).toHaveLength(2);
    expect(live.header(1, 'last-event-id')).toBe('12');
    live.connection.stop();
  });

  it('gives up on a stream that never says ready', async () => {
    const live = connect();
    await settle();
    await live.clock.advance(LIVE_STALL_MS);
    expect(live.streams[0]?.aborted()).toBe(true);
    expect(live.connection.status).toBe('offline');
    live.connection.stop();
  });

  it('counts a reply that is not an event stream as a failure', async () => {
    const live = connect([{ status: 200, json: { html: true } }]);
    await settle();
    expect(live.connection.status).toBe('offline');
    expect(live.clock.waits()).toEqual([500]);
    live.connection.stop();
  });

  it('starts afresh without the id after a 400', async () => {
    const live = connect(['stream', { status: 400, json: { code: 'validation_error', message: 'bad id' } }]);
    await settle();
    live.streams[0]?.send(READY('10'));
    await live.clock.advance(LIVE_STABLE_MS);
    live.streams[0]?.end();
    await settle();
    expect(live.header(1, 'last-event-id')).toBe('10');
    expect(live.connection.lastEventId).toBeNull();
    await live.clock.advance(live.clock.waits()[0] ?? 0);
    expect(live.header(2, 'last-event-id')).toBeNull();
    live.connection.stop();
  });

  it('wakes from a wait at once (the tab is visible again, the browser is online)', async () => {
    const live = connect([{ status: 503 }, { status: 503 }, { status: 503 }]);
    await settle();
    await live.clock.advance(500);
    await settle();
    expect(live.clock.waits()).toEqual([1000]);
    live.connection.wake();
    await settle();
    expect(live.requests).toHaveLength(3);
    live.connection.stop();
  });

  it('stops for good: the stream is aborted, nothing more is asked or handed over', async () => {
    const live = connect();
    await settle();
    live.streams[0]?.send(READY());
    await settle();
    live.connection.stop();
    await settle();
    expect(live.streams[0]?.aborted()).toBe(true);
    expect(live.connection.status).toBe('offline');
    await live.clock.advance(10 * REALTIME.maxRetryMs);
    expect(live.requests).toHaveLength(1);
    expect(live.messages.map((m) => m.type)).toEqual(['ready']);

    // Stopped during a wait, too.
    const waiting = connect([{ status: 503 }]);
    await settle();
    waiting.connection.stop();
    await waiting.clock.advance(10 * REALTIME.maxRetryMs);
    expect(waiting.requests).toHaveLength(1);
    expect(waiting.clock.waits()).toEqual([]);
  });

  it('keeps reading when a message handler throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = liveServer();
    const seen: string[] = [];
    const connection = connectLiveEvents({
      url: '/api/events',
      tokens: { getToken: async () => 't', refresh: async () => 't' },
      onMessage: (message) => {
        seen.push(message.type);
        if (message.type === 'ready') throw new Error('boom');
      },
      fetch: server.fetch,
      clock: manualClock(),
    });
    await settle();
    server.streams[0]?.send(READY() + TIME(11));
    await settle();
    expect(seen).toEqual(['ready', 'time.changed']);
    expect(errors).toHaveBeenCalledTimes(1);
    connection.stop();
    errors.mockRestore();
  });
});
