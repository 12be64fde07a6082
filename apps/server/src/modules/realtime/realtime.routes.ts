import { apiErrorSchema } from '@expertos/domain/errors.schema';
import { REALTIME } from '@expertos/domain/realtime';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { contextOf } from '../../platform/access.js';
import { bearerToken } from '../../platform/auth/authenticator.js';
import { AppError } from '../../platform/errors.js';
import { openEventStream } from '../../platform/event-stream.js';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.js';
import type { LiveRow } from '../../platform/realtime/realtime-log.js';

/** An event id as a client sends it back: the log's positive integer, as text. */
const EVENT_ID = /^\d{1,15}$/;
/** A stream outlives no token by more than this, whatever the token says (an external provider's may last hours). */
const MAX_STREAM_MS = 60 * 60_000;

export interface RealtimeRoutesDeps {
  hub: RealtimeHub;
  now?: () => number;
  /** Tests shorten it. */
  heartbeatMs?: number;
}

/** The stream's latest end: when the caller's ID token expires (a session signed out ends it sooner). */
function streamEnd(authorization: string | undefined, now: number): number {
  const raw = bearerToken(authorization);
  const exp = raw ? decodeJwt(raw).exp : undefined;
  const limit = now + MAX_STREAM_MS;
  return exp ? Math.min(exp * 1000, limit) : limit;
}

function lastEventIdOf(header: unknown, query: string | undefined): number | null {
  const given = typeof header === 'string' && header !== '' ? header : query;
  if (given === undefined) return null;
  if (!EVENT_ID.test(given)) {
    throw new AppError('validation_error', {
      details: [{ path: 'last_event_id', message: 'An event id is a whole number.' }],
    });
  }
  return Number(given);
}

/** `GET /api/events`: the live stream (docs/architecture.md#live-updates). */
export const realtimeRoutes =
  ({ hub, now = Date.now }: RealtimeRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const open = new Set<() => void>();
    // Streams never end on their own: close them before the server waits for its connections.
    app.addHook('preClose', async () => {
      for (const close of open) close();
    });
    // Before each batch, each stream asks the request path's own check whether its credential
    // still holds (a session signed out, a password changed: the stream ends unsent). The
    // streams that ask in one turn of the event loop (a batch's, all at once) are checked
    // together: one lookup of their sessions, not one each. Nothing is kept between batches.
    let asking: { request: FastifyRequest; answer: (holds: Promise<boolean>) => void }[] = [];
    const checkAsked = () => {
      const asked = asking;
      asking = [];
      const holds = app.credentialsHold(asked.map(({ request }) => request));
      for (const [i, { answer }] of asked.entries()) answer(holds.then((all) => all[i] ?? false));
    };
    const stillHolds = (request: FastifyRequest): Promise<boolean> =>
      new Promise((resolve) => {
        if (asking.length === 0) setImmediate(checkAsked);
        asking.push({ request, answer: resolve });
      });

    app.get(
      '/events',
      {
        config: { access: 'signedIn', scope: 'session' },
        schema: {
          tags: ['realtime'],
          summary: 'The live stream: what changed that the caller may see (server-sent events)',
          description:
            'A `text/event-stream` that stays open. First `ready` (`last_event_id`, `expires_at`), then one event per change the caller may see (`ticket.created`, `ticket.updated`, `ticket.deleted`, `comment.created`, `comment.updated`, `notification.created`, `time.changed`, `member.joined`, `member.left`, `access.changed`), each with an increasing `id`; comment lines every 25 s keep it open. Send `Last-Event-ID` (or `last_event_id`) to resume: what was missed is sent, or `reset` when it is no longer kept. The stream ends when the ID token expires, and before any further event once its session is signed out or revoked; reconnect with a fresh token. 429 `too_many_streams` past 20 streams per person on one server process.',
          querystring: z.object({
            last_event_id: z
              .string()
              .max(15)
              .optional()
              .describe('The last event id seen, for clients that cannot set headers'),
          }),
          response: {
            200: z.string().describe('text/event-stream'),
            400: apiErrorSchema,
            401: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = contextOf(request, 'signedIn');
        const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.last_event_id);
        if (hub.connectionsOf(user.id) >= REALTIME.maxStreamsPerUser) throw new AppError('too_many_streams');
        const endsAt = streamEnd(request.headers.authorization, now());

        // Heartbeats show a dead peer; the socket's idle timeout would end a quiet stream.
        request.raw.socket.setTimeout(0);
        let subscription: { unsubscribe(): void } | null = null;
        let timer: NodeJS.Timeout | null = null;
        const stream = openEventStream(request, reply, {
          maxBufferedBytes: REALTIME.maxBufferedBytes,
          onClose: () => {
            subscription?.unsubscribe();
            if (timer) clearTimeout(timer);
            open.delete(stream.close);
          },
        });
        open.add(stream.close);
        stream.retry(REALTIME.retryMs);
        const send = (row: LiveRow) => stream.send(row.type, JSON.parse(row.data), row.id);
        subscription = hub.subscribe(
          {
            userId: user.id,
            send,
            heartbeat: (id) => stream.ping(id),
            stillAllowed: () => stillHolds(request),
            end: () => stream.close(),
          },
          lastEventId,
          (result) => {
            if (result.kind === 'reset') stream.send('reset', { reason: result.reason }, result.lastId);
            stream.send('ready', {
              last_event_id: String(result.lastId),
              expires_at: new Date(endsAt).toISOString(),
            });
          },
        );
        if (stream.signal.aborted) subscription.unsubscribe();
        timer = setTimeout(() => stream.close(), Math.max(0, endsAt - now()));
        timer.unref();
      },
    );
  };
