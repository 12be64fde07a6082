import { REALTIME, REALTIME_EVENTS, type RealtimeMessage } from '@expertos/domain/realtime';
import { type ApiError, errorFromReply, networkError } from './api-error';

/*
 * The live stream (`GET /events`; docs/architecture.md#live-updates), read with fetch rather
 * than EventSource: the stream needs the bearer token, which EventSource cannot send.
 */

/** One event as the stream framed it (the SSE `event`, `data` and `id` fields). */
export interface SseEvent {
  /** `message` when the block named none. */
  type: string;
  /** The `data:` lines joined by `\n`. */
  data: string;
  /** This block's own `id:`, or null when it had none (the stream's last id is unchanged then). */
  id: string | null;
}

export interface SseParserHandlers {
  onEvent: (event: SseEvent) => void;
  /** A valid `retry:` field: how long to wait before reconnecting, in milliseconds. */
  onRetry?: (ms: number) => void;
}

export interface SseParser {
  /** Feeds decoded text; a line or an event may be split anywhere across calls. */
  push: (text: string) => void;
  /**
   * The id to resume from (`Last-Event-ID`): the last `id:` of a completed block, even of one
   * that carried no data (a heartbeat that moves the resume point). Empty when none yet.
   */
  readonly lastEventId: string;
  /** Resumes from `id` as though the stream had sent it (an id learnt some other way). */
  resumeFrom: (id: string) => void;
}

/**
 * A server-sent events parser after the WHATWG rules: lines end with CRLF, LF or CR (a CRLF
 * split across chunks too), `:` starts a comment, a blank line dispatches, a block without
 * data dispatches nothing but still sets the last id, `retry:` takes digits only, unknown
 * fields are ignored, and an unfinished block at the end is never dispatched.
 */
export function createSseParser(handlers: SseParserHandlers, initialLastEventId = ''): SseParser {
  let pending = '';
  let start = true;
  // The previous chunk ended on CR: an LF opening this one belongs to that line ending.
  let afterCr = false;
  let data: string[] = [];
  let type = '';
  let idBuffer = initialLastEventId;
  let blockId: string | null = null;
  let lastEventId = initialLastEventId;

  function dispatch(): void {
    lastEventId = idBuffer;
    const id = blockId;
    blockId = null;
    if (data.length === 0) {
      type = '';
      return;
    }
    const event: SseEvent = { type: type || 'message', data: data.join('\n'), id };
    data = [];
    type = '';
    handlers.onEvent(event);
  }

  function line(text: string): void {
    if (text === '') {
      dispatch();
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id') {
      if (!value.includes('\0')) {
        idBuffer = value;
        blockId = value;
      }
    } else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  }

  return {
    push(text) {
      let chunk = text;
      if (start && chunk !== '') {
        start = false;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      if (afterCr && chunk !== '') {
        afterCr = false;
        if (chunk.startsWith('\n')) chunk = chunk.slice(1);
      }
      pending += chunk;
      let from = 0;
      for (;;) {
        const cr = pending.indexOf('\r', from);
        const lf = pending.indexOf('\n', from);
        if (cr === -1 && lf === -1) break;
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
        let next = end + 1;
        if (pending[end] === '\r') {
          if (end + 1 === pending.length) afterCr = true;
          else if (pending[end + 1] === '\n') next = end + 2;
        }
        line(pending.slice(from, end));
        from = next;
      }
      pending = pending.slice(from);
    },
    get lastEventId() {
      return lastEventId;
    },
    resumeFrom(id) {
      idBuffer = id;
      lastEventId = id;
    },
  };
}

/** Each message type's data is checked against its schema; a type this build does not know is skipped. */
export function parseRealtimeMessage(event: SseEvent): RealtimeMessage | null {
  if (!Object.hasOwn(REALTIME_EVENTS, event.type)) return null;
  const schema = REALTIME_EVENTS[event.type as keyof typeof REALTIME_EVENTS];
  let json: unknown;
  try {
    json = JSON.parse(event.data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return null;
  return { id: event.id, type: event.type, data: parsed.data } as RealtimeMessage;
}

/** `connecting` until the server says `ready`, `live` while the stream flows, `offline` while waiting to retry or stopped. */
export type LiveStatus = 'connecting' | 'live' | 'offline';

/** Where the bearer token comes from: the API client's token source, with a forced refresh. */
export interface LiveTokens {
  /** The cached token while it is valid, else a new one; null when signed out. */
  getToken: () => Promise<string | null>;
  /** A new token whatever the cached one: the server refused the last one (401). */
  refresh: () => Promise<string | null>;
}

/** Time, injectable so tests need not wait. */
export interface LiveClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface LiveEventsOptions {
  /** The stream's address, e.g. `/api/events`. */
  url: string;
  tokens: LiveTokens;
  /** Every valid message, `ready` and `reset` included, in the stream's order. */
  onMessage: (message: RealtimeMessage) => void;
  onStatus?: (status: LiveStatus) => void;
  /** A failed attempt (what the server answered, or status 0 for no answer), before the wait. */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
  clock?: LiveClock;
  /** In [0, 1), for the jitter of the waits. */
  random?: () => number;
  /**
   * Where the first attempt resumes (`Last-Event-ID`): the newest event id when the page read
   * its data (the bootstrap's `live_event_id`), so what changed since is replayed. Without it
   * the first stream starts at the server's present.
   */
  resumeFrom?: string | null;
}

export interface LiveConnection {
  readonly status: LiveStatus;
  /** Where a reconnect resumes (`Last-Event-ID`); null before the first `ready`. */
  readonly lastEventId: string | null;
  /** Ends a wait before the next attempt (the tab is visible again, the browser is online). */
  wake: () => void;
  /** Closes the stream for good (sign-out). */
  stop: () => void;
}

/** No byte for this long (two heartbeats missed) means the stream is dead though no error said so. */
export const LIVE_STALL_MS = 2 * REALTIME.heartbeatMs;
/**
 * A stream that ends after being open this long reconnects at once (the token expired, the
 * server dropped a slow reader); one that ends sooner counts as a failure, so a server that
 * accepts and hangs up at once is not asked again in a tight loop.
 */
export const LIVE_STABLE_MS = REALTIME.heartbeatMs;
/** The shortest `retry:` taken from the server. */
const MIN_RETRY_MS = 100;
/** The longest `Retry-After` honoured. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

const systemClock: LiveClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function retryAfterMs(response: Response): number {
  const value = response.headers.get('retry-after');
  if (!value) return 0;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

const isEventStream = (response: Response) =>
  /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '');

/**
 * Keeps one live stream open until stopped (docs/architecture.md#live-updates): resumes with
 * `Last-Event-ID`, reconnects at once when a stream that was up ends (the server ends it when
 * the token expires), asks for a new token once after a 401, and otherwise waits `retry`
 * doubling to `REALTIME.maxRetryMs` (with jitter, so tabs do not come back in step).
 */
export function connectLiveEvents(options: LiveEventsOptions): LiveConnection {
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;

  let status: LiveStatus = 'connecting';
  let stopped = false;
  let lastEventId: string | null = options.resumeFrom || null;
  let retryMs: number = REALTIME.retryMs;
  let failures = 0;
  let refreshToken = false;
  let abort: (() => void) | null = null;
  let sleeper: { handle: unknown; resolve: () => void } | null = null;

  function setStatus(next: LiveStatus): void {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  }

  function report(error: ApiError): void {
    try {
      options.onError?.(error);
    } catch (failure) {
      console.error('live events: onError failed', failure);
    }
  }

  /** The wait after a failed attempt: at least half the doubled delay, at most all of it. */
  function failed(minimumMs = 0): number {
    failures += 1;
    const full = Math.min(REALTIME.maxRetryMs, retryMs * 2 ** (failures - 1));
    return Math.max(minimumMs, Math.round(full / 2 + (random() * full) / 2));
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const handle = clock.setTimeout(() => {
        sleeper = null;
        resolve();
      }, ms);
      sleeper = { handle, resolve };
    });
  }

  async function attempt(): Promise<number> {
    setStatus('connecting');
    let token: string | null;
    try {
      token = await (refreshToken ? options.tokens.refresh() : options.tokens.getToken());
    } catch (cause) {
      if (stopped) return 0;
      report(networkError(cause));
      return failed();
    }
    if (stopped) return 0;
    if (!token) return failed();

    const controller = new AbortController();
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    abort = () => {
      controller.abort();
      reader?.cancel().catch(() => {});
    };
    let stall: unknown = null;
    const watch = () => {
      clock.clearTimeout(stall);
      stall = clock.setTimeout(() => abort?.(), LIVE_STALL_MS);
    };
    let liveSince: number | null = null;

    try {
      watch();
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
      };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      let response: Response;
      try {
        response = await fetchFn(options.url, { headers, signal: controller.signal, cache: 'no-store' });
      } catch (cause) {
        if (stopped) return 0;
        report(networkError(cause));
        return failed();
      }
      if (stopped) {
        void response.body?.cancel().catch(() => {});
        return 0;
      }
      watch();

      if (!response.ok || !response.body || !isEventStream(response)) {
        const text = response.ok ? '' : await response.text().catch(() => '');
        if (response.ok) void response.body?.cancel().catch(() => {});
        if (stopped) return 0;
        report(errorFromReply(response.ok ? 502 : response.status, text));
        if (response.status === 401) {
          // One new token straight away; a second 401 in a row waits like any failure.
          const again = refreshToken;
          refreshToken = true;
          return again ? failed() : 0;
        }
        // A 400 can only be about the id sent back: start afresh without it.
        if (response.status === 400) lastEventId = null;
        return failed(retryAfterMs(response));
      }
      refreshToken = false;

      const parser = createSseParser(
        {
          onRetry: (ms) => {
            // Never 0: doubling nothing would retry a failing server in a tight loop.
            retryMs = Math.min(Math.max(ms, MIN_RETRY_MS), REALTIME.maxRetryMs);
          },
          onEvent: (event) => {
            const message = parseRealtimeMessage(event);
            if (!message || stopped) return;
            if (message.type === 'ready') {
              // `ready` comes before a replay and names the newest id: taken only when there is
              // no resume point yet, or a drop during the replay would skip what it had left.
              if (!parser.lastEventId) parser.resumeFrom(message.data.last_event_id);
              liveSince ??= clock.now();
              setStatus('live');
            }
            try {
              options.onMessage(message);
            } catch (failure) {
              console.error('live events: a message handler failed', failure);
            }
          },
        },
        lastEventId ?? '',
      );
      reader = response.body.getReader();
      // The parser drops the byte order mark itself, as the SSE rules say (once, at the start).
      const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
      for (;;) {
        const { done, value } = await reader.read();
        if (done || stopped) break;
        watch();
        parser.push(decoder.decode(value, { stream: true }));
        lastEventId = parser.lastEventId || null;
      }
    } catch {
      // The stream broke (network, or the stall watch aborted it): decided below.
    } finally {
      clock.clearTimeout(stall);
      abort = null;
    }
    if (stopped) return 0;
    if (liveSince === null) {
      report(networkError(new Error('the live stream ended before it was ready')));
      return failed();
    }
    if (clock.now() - liveSince >= LIVE_STABLE_MS) {
      failures = 0;
      return 0;
    }
    return failed();
  }

  async function run(): Promise<void> {
    while (!stopped) {
      const wait = await attempt();
      if (stopped) break;
      if (wait > 0) {
        setStatus('offline');
        await sleep(wait);
      }
    }
  }

  options.onStatus?.(status);
  void run();

  return {
    get status() {
      return status;
    },
    get lastEventId() {
      return lastEventId;
    },
    wake() {
      if (!sleeper) return;
      clock.clearTimeout(sleeper.handle);
      const { resolve } = sleeper;
      sleeper = null;
      resolve();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      abort?.();
      if (sleeper) {
        clock.clearTimeout(sleeper.handle);
        sleeper.resolve();
        sleeper = null;
      }
      setStatus('offline');
    },
  };
}
