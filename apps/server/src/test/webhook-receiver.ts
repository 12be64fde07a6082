import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One message as the receiver saw it. */
export interface ReceivedWebhook {
  /** The `webhook-id` header: the same on every attempt of one delivery. */
  id: string;
  /** The path and query it was sent to (a hook URL's token lives there). */
  path: string;
  /** Whether `standardwebhooks` verified it with one of the trusted secrets. */
  verified: boolean;
  body: { type: string; data: Record<string, unknown> };
  at: number;
}

/** How the receiver answers a message: a status and headers (e.g. Retry-After). */
export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  /** Answer only once this settles (the sender may be killed meanwhile). */
  hold?: Promise<unknown>;
  /** Told of the message as soon as it is read, before the answer. */
  onReceived?: (message: ReceivedWebhook) => void;
}

/**
 * A webhook receiver on 127.0.0.1 that verifies each message with the `standardwebhooks`
 * library, as the README tells a real receiver to. It answers 200 unless told otherwise.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: ReceiverAnswer[] = [];
  let secrets: string[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      const verified = secrets.some((secret) => {
        try {
          new Webhook(secret).verify(raw, headers);
          return true;
        } catch {
          return false;
        }
      });
      let body: ReceivedWebhook['body'];
      try {
        body = JSON.parse(raw);
      } catch {
        body = { type: 'unreadable', data: {} };
      }
      const message = { id: headers['webhook-id'], path: req.url ?? '', verified, body, at: Date.now() };
      received.push(message);
      const answer: ReceiverAnswer = answers.shift() ?? { status: 200 };
      answer.onReceived?.(message);
      const send = () => {
        if (!res.destroyed) res.writeHead(answer.status, answer.headers).end('thanks');
      };
      if (answer.hold) void answer.hold.then(send, send);
      else send();
    });
  });
  // Keep-alive sockets from a killed sender must not hold close() up.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The next answers, in order (200 after them). */
    answer: (...next: ReceiverAnswer[]) => answers.push(...next),
    /** The signing secrets a message may be signed with. */
    trust: (...list: string[]) => {
      secrets = list;
    },
    reset: () => {
      received.length = 0;
      answers.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
