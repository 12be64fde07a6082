import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A text/event-stream reply (server-sent events) for work whose result arrives in pieces, such
 * as an AI answer. The headers the request collected so far (security headers, request id)
 * are kept. `signal` aborts when the caller goes away, so the work behind the stream can stop.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply) {
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
  const gone = () => {
    if (!raw.writableEnded) controller.abort();
  };
  request.raw.on('close', gone);
  raw.on('close', gone);

  return {
    signal: controller.signal,
    /** One event; its data as JSON on one line (JSON never holds a raw newline). */
    send(event: string, data: unknown): void {
      if (raw.writableEnded || raw.destroyed) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close(): void {
      if (!raw.writableEnded) raw.end();
    },
  };
}
