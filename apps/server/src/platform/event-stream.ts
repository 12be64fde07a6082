import type { FastifyReply, FastifyRequest } from 'fastify';

export interface EventStreamOptions {
  /**
   * Bytes a client may leave unread before it is dropped: a stalled reader must not make the
   * server keep everything for it (it reconnects and catches up instead).
   */
  maxBufferedBytes?: number;
  /** Called once when the stream ends, whoever ended it. */
  onClose?: () => void;
}

/**
 * A text/event-stream reply (server-sent events) for work whose result arrives in pieces, such
 * as an AI answer or the live updates. The headers the request collected so far (security
 * headers, request id) are kept. `signal` aborts when the caller goes away, so the work behind
 * the stream can stop.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions = {},
) {
  const controller = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Proxies such as nginx would otherwise hold the pieces back until the end.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let closed = false;
  const gone = () => {
    if (closed) return;
    closed = true;
    controller.abort();
    options.onClose?.();
  };
  request.raw.on('close', gone);
  raw.on('close', gone);

  const write = (text: string) => {
    if (closed || raw.writableEnded || raw.destroyed) return;
    raw.write(text);
    if (options.maxBufferedBytes !== undefined && raw.writableLength > options.maxBufferedBytes) {
      raw.destroy();
      gone();
    }
  };

  return {
    signal: controller.signal,
    /** One event; its data as JSON on one line (JSON never holds a raw newline). */
    send(event: string, data: unknown, id?: number | string): void {
      write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /**
     * A comment line, which clients ignore, optionally with the id the stream has caught up
     * to: it keeps proxies from closing a quiet stream, and moves the client's resume point.
     */
    ping(id?: number): void {
      write(id === undefined ? ': ping\n\n' : `: ping\nid: ${id}\n\n`);
    },
    /** How long a client waits before reconnecting (SSE `retry:`). */
    retry(ms: number): void {
      write(`retry: ${ms}\n\n`);
    },
    close(): void {
      if (!raw.writableEnded) raw.end();
      gone();
    },
  };
}
